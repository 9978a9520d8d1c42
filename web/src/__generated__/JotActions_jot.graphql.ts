/**
 * @generated SignedSource<<4369811ba1d346b7e09a43cb4415ff0d>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type JotActions_jot$data = {
  readonly author: {
    readonly " $fragmentSpreads": FragmentRefs<"FollowButton_user">;
  };
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

(node as any).hash = "e2c93c474d2451ce6f488f3f5d87c77d";

export default node;
