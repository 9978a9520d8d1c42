/**
 * @generated SignedSource<<9d1aa8e77551fd3a7ed34f168e8262ce>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
export type SideSegmentKind = "IMAGE" | "VIDEO_FRAME";
import type { FragmentRefs } from "relay-runtime";
export type SideSegments_container$data = {
  readonly sideSegments: ReadonlyArray<{
    readonly buttonText: string | null | undefined;
    readonly id: string;
    readonly imageUrl: string | null | undefined;
    readonly infoHtml: string | null | undefined;
    readonly kind: SideSegmentKind;
    readonly link: string | null | undefined;
    readonly opensInNewTab: boolean;
    readonly title: string;
    readonly videoUrl: string | null | undefined;
  }>;
  readonly " $fragmentType": "SideSegments_container";
};
export type SideSegments_container$key = {
  readonly " $data"?: SideSegments_container$data;
  readonly " $fragmentSpreads": FragmentRefs<"SideSegments_container">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "SideSegments_container",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "SideSegment",
      "kind": "LinkedField",
      "name": "sideSegments",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "id",
          "storageKey": null
        },
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
          "name": "title",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "link",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "opensInNewTab",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "videoUrl",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "infoHtml",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "buttonText",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "imageUrl",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Container",
  "abstractKey": null
};

(node as any).hash = "e15ce212f305f3375175f32b8408e840";

export default node;
