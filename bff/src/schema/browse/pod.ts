import { findPod } from '../../upstream/pods.ts';
import { builder } from '../builder.ts';
import { asDatabaseId } from '../ids.ts';
import { selectsField } from '../shared/selection.ts';
import { PodRef, ContainerRef } from './node-refs.ts';


PodRef.implement({
  description: 'A learning pod: a topic inside a container, with its sections, list items, jots and glossary. Only active pods are visible.',
  fields: (t) => ({
    databaseId: t.exposeInt('id', { description: 'The REST id (routes accept it in place of the slug).' }),
    name: t.exposeString('name', { description: 'Display name.' }),
    slug: t.exposeString('slug', { description: 'URL key of the pod page (/pod/{slug}); unique among pods.' }),
    description: t.exposeString('description', { description: 'Plain-text summary shown on pod cards (may be empty).' }),
    isCompany: t.exposeBoolean('is_company', { description: 'The company pod (/pod/product) with the legal pages.' }),
    logoUrl: t.string({
      nullable: true,
      description: 'Logo image (pod cards): a relative /storage/... address or an absolute URL; null when there is none.',
      resolve: (pod) => pod.topic_logo_image,
    }),
    profileImageUrl: t.string({
      nullable: true,
      description: 'The pod page header image: a relative /storage/... address or an absolute URL; null when there is none.',
      resolve: (pod) => pod.topic_profile_image,
    }),
    container: t.field({
      type: ContainerRef,
      nullable: true,
      description: 'The container it belongs to; null when that container is no longer visible (deactivated).',
      // An included container is used as is (and primed); otherwise the id goes to the batch loader.
      resolve: (pod) => pod.container ?? pod.container_id,
    }),
  }),
});

builder.queryField('pod', (t) =>
  t.field({
    type: PodRef,
    nullable: true,
    description: 'A pod by slug or numeric id (`product` is the company pod); null when there is none.',
    args: { slug: t.arg.string({ required: true, description: 'The slug or the numeric REST id, as routes take either (`product`: the company pod).' }) },
    resolve: (_root, { slug }, context, info) => {
      // An empty slug would address the list endpoint: it names nothing.
      if (slug.trim() === '') return null;
      // The pod screen's sections come in the same call (include=sections), not in a second read
      // of the same pod; an id alone goes to the batch loader.
      const withSections = selectsField(info, 'sections');
      const id = asDatabaseId(slug);
      return id !== null && !withSections ? id : findPod(context.upstream, id ?? slug, { withSections });
    },
  }),
);
