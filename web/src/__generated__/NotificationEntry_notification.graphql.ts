/**
 * @generated SignedSource<<e0b7bf9a40a21f9b6209a2a53720b532>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
export type NotificationKind = "ACHIEVEMENT" | "FOLLOW" | "JOT" | "LIKE";
import type { FragmentRefs } from "relay-runtime";
export type NotificationEntry_notification$data = {
  readonly achievement: {
    readonly id: string;
    readonly title: string;
  } | null | undefined;
  readonly actorCount: number;
  readonly actors: ReadonlyArray<{
    readonly databaseId: number;
    readonly id: string;
    readonly name: string;
  }>;
  readonly createdAt: string;
  readonly id: string;
  readonly isRead: boolean;
  readonly jot: {
    readonly id: string;
    readonly slug: string;
    readonly title: string;
  } | null | undefined;
  readonly kind: NotificationKind;
  readonly " $fragmentType": "NotificationEntry_notification";
};
export type NotificationEntry_notification$key = {
  readonly " $data"?: NotificationEntry_notification$data;
  readonly " $fragmentSpreads": FragmentRefs<"NotificationEntry_notification">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "title",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "NotificationEntry_notification",
  "selections": [
    (v0/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "kind",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "isRead",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "createdAt",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "actorCount",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "User",
      "kind": "LinkedField",
      "name": "actors",
      "plural": true,
      "selections": [
        (v0/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "databaseId",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "name",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Jot",
      "kind": "LinkedField",
      "name": "jot",
      "plural": false,
      "selections": [
        (v0/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "slug",
          "storageKey": null
        },
        (v1/*:: as any*/)
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Achievement",
      "kind": "LinkedField",
      "name": "achievement",
      "plural": false,
      "selections": [
        (v0/*:: as any*/),
        (v1/*:: as any*/)
      ],
      "storageKey": null
    }
  ],
  "type": "Notification",
  "abstractKey": null
};
})();

(node as any).hash = "6da46a2991ea79cd66577971170e026d";

export default node;
