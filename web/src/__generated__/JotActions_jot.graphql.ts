/**
 * @generated SignedSource<<b81283a9e3de030374cc122f32572f52>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type JotActions_jot$data = {
  readonly author: {
    readonly databaseId: number;
    readonly " $fragmentSpreads": FragmentRefs<"FollowButton_user">;
  };
  readonly id: string;
  readonly slug: string;
  readonly title: string;
  readonly " $fragmentSpreads": FragmentRefs<"LikeButton_jot">;
  readonly " $fragmentType": "JotActions_jot";
};
export type JotActions_jot$key = {
  readonly " $data"?: JotActions_jot$data;
  readonly " $fragmentSpreads": FragmentRefs<"JotActions_jot">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "JotActions_jot",
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
      "name": "slug",
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
      "args": null,
      "kind": "FragmentSpread",
      "name": "LikeButton_jot"
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "User",
      "kind": "LinkedField",
      "name": "author",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "databaseId",
          "storageKey": null
        },
        {
          "args": null,
          "kind": "FragmentSpread",
          "name": "FollowButton_user"
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Jot",
  "abstractKey": null
};

(node as any).hash = "b53a5b2b400d3f7b1c5d2399f04b4a6c";

export default node;
