/**
 * @generated SignedSource<<1892b104a129a39b255444e5cbd666e8>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type MarketingStories_query$data = {
  readonly marketingStories: ReadonlyArray<{
    readonly id: string;
    readonly " $fragmentSpreads": FragmentRefs<"MarketingStory_story">;
  }>;
  readonly " $fragmentType": "MarketingStories_query";
};
export type MarketingStories_query$key = {
  readonly " $data"?: MarketingStories_query$data;
  readonly " $fragmentSpreads": FragmentRefs<"MarketingStories_query">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "MarketingStories_query",
  "selections": [
    {
      "alias": null,
      "args": [
        {
          "kind": "Literal",
          "name": "page",
          "value": "home"
        }
      ],
      "concreteType": "MarketingStory",
      "kind": "LinkedField",
      "name": "marketingStories",
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
          "args": null,
          "kind": "FragmentSpread",
          "name": "MarketingStory_story"
        }
      ],
      "storageKey": "marketingStories(page:\"home\")"
    }
  ],
  "type": "Query",
  "abstractKey": null
};

(node as any).hash = "08d64743e65adceab369e99e1f65fa92";

export default node;
