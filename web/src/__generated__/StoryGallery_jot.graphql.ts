/**
 * @generated SignedSource<<334096980c96aba66631104c0a2a8bca>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type StoryGallery_jot$data = {
  readonly images: ReadonlyArray<{
    readonly id: string;
    readonly orderColumn: number;
    readonly url: string;
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

(node as any).hash = "6a788bb007427007e18adb36093c9828";

export default node;
