import { setDefaultPod } from '../../upstream/accounts.ts';
import { ValidationError } from '../../upstream/errors.ts';
import { builder } from '../builder.ts';
import { PodRef } from '../browse/node-refs.ts';
import { loadViewerProfile, rememberViewerProfile, ViewerRef } from './viewer.ts';
import { withInputFieldNames } from '../shared/input-errors.ts';

interface DefaultPodChange {
  viewer: Awaited<ReturnType<typeof setDefaultPod>>;
  podId: number | null;
  previousPodId: number | null;
}

builder.relayMutationField(
  'setDefaultPod',
  {
    description: "The pod page's default-topic button.",
    inputFields: (t) => ({
      podId: t.globalID({
        for: PodRef,
        required: false,
        description: 'The pod to make the default topic. Null, or the current default pod, unsets it.',
      }),
    }),
  },
  {
    description:
      "The pod page's 'Set as Default Topic' / 'Unset Default Topic' ('Default Topic updated successfully.'). Signed-in only (visitors get UNAUTHENTICATED). " +
      'Errors: ValidationError on `podId` (an unknown or hidden pod).',
    authScopes: { loggedIn: true },
    errors: {
      types: [ValidationError],
      directResult: true,
      union: { name: 'SetDefaultPodResult', description: 'What setDefaultPod answers: the payload when changed, else a ValidationError.' },
    },
    resolve: (_root, { input }, context) =>
      withInputFieldNames(async (): Promise<DefaultPodChange> => {
        const podId = input.podId ? input.podId.id : null;
        const before = (await loadViewerProfile(context))?.default_pod_id ?? null;
        const viewer = await setDefaultPod(context.upstream, podId);
        rememberViewerProfile(context, viewer);
        return { viewer, podId, previousPodId: before !== null && before !== podId ? before : null };
      }),
  },
  {
    description: 'The default topic changed: every pod whose `isDefault` changed is here, so Relay updates both buttons.',
    outputFields: (t) => ({
      viewer: t.field({ type: ViewerRef, description: 'The signed-in user with the new `defaultPod`.', resolve: (payload) => payload.viewer }),
      pod: t.field({
        type: PodRef,
        nullable: true,
        description: 'The pod asked for, with its new isDefault.',
        resolve: (payload) => payload.podId,
      }),
      previousDefaultPod: t.field({
        type: PodRef,
        nullable: true,
        description: 'The pod that was the default until now (isDefault now false), if another one.',
        resolve: (payload) => payload.previousPodId,
      }),
    }),
  },
);
