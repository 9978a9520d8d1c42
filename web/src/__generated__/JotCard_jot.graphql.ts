/**
 * @generated SignedSource<<2624047e5f688f0e31b278e033b02395>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
export type JotContentType = "ARTICLE" | "AUDIO" | "PDF" | "STORY" | "VIDEO";
import type { FragmentRefs } from "relay-runtime";
export type JotCard_jot$data = {
  readonly author: {
    readonly avatarUrl: string | null | undefined;
    readonly name: string;
  };
  readonly contentText: string;
  readonly contentType: JotContentType;
  readonly createdAt: string;
  readonly slug: string;
  readonly title: string;
  readonly " $fragmentSpreads": FragmentRefs<"LikeButton_jot">;
  readonly " $fragmentType": "JotCard_jot";
};
export type JotCard_jot$key = {
  readonly " $data"?: JotCard_jot$data;
  readonly " $fragmentSpreads": FragmentRefs<"JotCard_jot">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "JotCard_jot",
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
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "contentText",
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
      "name": "createdAt",
      "storageKey": null
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
          "name": "name",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "avatarUrl",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "LikeButton_jot"
    }
  ],
  "type": "Jot",
  "abstractKey": null
};

(node as any).hash = "7879162fb0c375397e3927c3edb6aad4";

export default node;
