/**
 * @generated SignedSource<<52108eaac6f33fcced0a96255ba1cd8e>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
export type JotContentType = "ARTICLE" | "AUDIO" | "PDF" | "STORY" | "VIDEO";
import type { FragmentRefs } from "relay-runtime";
export type JotContent_jot$data = {
  readonly contentHtml: string;
  readonly contentType: JotContentType;
  readonly contentUrl: string | null | undefined;
  readonly title: string;
  readonly " $fragmentSpreads": FragmentRefs<"StoryGallery_jot">;
  readonly " $fragmentType": "JotContent_jot";
};
export type JotContent_jot$key = {
  readonly " $data"?: JotContent_jot$data;
  readonly " $fragmentSpreads": FragmentRefs<"JotContent_jot">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "JotContent_jot",
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
      "kind": "ScalarField",
      "name": "contentType",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "contentUrl",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "contentHtml",
      "storageKey": null
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "StoryGallery_jot"
    }
  ],
  "type": "Jot",
  "abstractKey": null
};

(node as any).hash = "04df4d274afaf69d8736d6751fddfe2f";

export default node;
