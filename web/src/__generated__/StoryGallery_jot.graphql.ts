/**
 * @generated SignedSource<<96a0b63f5153b7ea49e3182e785651c6>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type StoryGallery_jot$data = {
  readonly images: ReadonlyArray<{
    readonly height: number | null | undefined;
    readonly id: string;
    readonly orderColumn: number;
    readonly srcSet: string | null | undefined;
    readonly url: string;
    readonly width: number | null | undefined;
  }>;
  readonly title: string;
  readonly " $fragmentType": "StoryGallery_jot";
};
export type StoryGallery_jot$key = {
  readonly " $data"?: StoryGallery_jot$data;
  readonly " $fragmentSpreads": FragmentRefs<"StoryGallery_jot">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "StoryGallery_jot",
  "selections": [
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
      "concreteType": "JotImage",
      "kind": "LinkedField",
      "name": "images",
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
          "name": "url",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "width",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "height",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "srcSet",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "orderColumn",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Jot",
  "abstractKey": null
};

(node as any).hash = "e9d093e4296408a3af19721db9768ab0";

export default node;
