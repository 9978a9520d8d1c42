/**
 * @generated SignedSource<<51d7fb18414abf6e638043767cd39bf8>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type MarketingStory_story$data = {
  readonly buttonLink: string | null | undefined;
  readonly buttonText: string | null | undefined;
  readonly contentHtml: string;
  readonly imageUrl: string | null | undefined;
  readonly opensInNewTab: boolean;
  readonly title: string;
  readonly " $fragmentType": "MarketingStory_story";
};
export type MarketingStory_story$key = {
  readonly " $data"?: MarketingStory_story$data;
  readonly " $fragmentSpreads": FragmentRefs<"MarketingStory_story">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "MarketingStory_story",
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
      "name": "contentHtml",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "imageUrl",
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
      "name": "buttonLink",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "opensInNewTab",
      "storageKey": null
    }
  ],
  "type": "MarketingStory",
  "abstractKey": null
};

(node as any).hash = "694788fd3c38da37ee16428a82ad452c";

export default node;
