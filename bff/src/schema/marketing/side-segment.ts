import { sanitizeHtml } from '../../html/sanitize.ts';
import { sideSegmentsByIds, sideSegmentsOf } from '../../upstream/marketing.ts';
import type { SideSegmentJson } from '@jotpod/api/contract';
import { builder } from '../builder.ts';
import { nodeLoadedByIds } from '../shared/node-by-id.ts';
import { ContainerRef } from '../browse/node-refs.ts';

const VIDEO_FRAME = 1;
const IMAGE = 2;

export const SideSegmentKindEnum = builder.enumType('SideSegmentKind', {
  description: 'How a side segment is drawn: decides whether `videoUrl` or `imageUrl` carries its media.',
  values: {
    VIDEO_FRAME: { value: VIDEO_FRAME, description: 'REST type 1: an embedded video frame.' },
    IMAGE: { value: IMAGE, description: 'REST type 2: an image.' },
  } as const,
});

/** A block of a container page's side column. Batched by id (`/side-segments?filter[id]`). */
export const SideSegmentRef = nodeLoadedByIds<SideSegmentJson>('SideSegment', (ids, context) => sideSegmentsByIds(context.upstream, ids));

SideSegmentRef.implement({
  description: "A block of a container page's side column: a video frame or an image, with a title, text and an optional link button.",
  fields: (t) => ({
    // The spec knows types 1 and 2 only; anything else is drawn as an image rather than failing the page.
    kind: t.field({
      type: SideSegmentKindEnum,
      description: 'Video frame or image (an unknown REST type reads as IMAGE).',
      resolve: (segment) => (segment.type === VIDEO_FRAME ? VIDEO_FRAME : IMAGE),
    }),
    title: t.exposeString('title', { description: 'The heading of the block.' }),
    link: t.string({ nullable: true, description: 'Where the block links to (a URL or a site path); null when it links nowhere.', resolve: (segment) => segment.link }),
    opensInNewTab: t.boolean({ description: "The link opens in a new tab (REST link type '1').", resolve: (segment) => segment.link_type === '1' }),
    videoUrl: t.string({
      nullable: true,
      description: 'The embeddable video address for VIDEO_FRAME segments; null when there is none.',
      resolve: (segment) => segment.video,
    }),
    infoHtml: t.string({
      nullable: true,
      description: 'The text as sanitized HTML; null when there is none.',
      resolve: (segment) => (segment.info ? sanitizeHtml(segment.info) : null),
    }),
    buttonText: t.string({ nullable: true, description: 'Label of its link button; null when it has none.', resolve: (segment) => segment.btn_info }),
    imageUrl: t.string({
      nullable: true,
      description: 'The image of IMAGE segments: a relative /storage/... address or an absolute URL; null when there is none.',
      resolve: (segment) => segment.image?.original_url ?? null,
    }),
  }),
});

builder.objectField(ContainerRef, 'sideSegments', (t) =>
  t.field({
    type: [SideSegmentRef],
    description: 'Segments of this container plus the global ones, in order.',
    resolve: (container, _args, context) => sideSegmentsOf(context.upstream, container.id),
  }),
);
