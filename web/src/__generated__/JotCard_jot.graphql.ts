/**
 * @generated SignedSource<<1cd2093bae56d886b49141c997055439>>
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
    readonly avatar: {
      readonly height: number | null | undefined;
      readonly srcSet: string | null | undefined;
      readonly url: string;
      readonly width: number | null | undefined;
    } | null | undefined;
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
          "concreteType": "ResponsiveImage",
          "kind": "LinkedField",
          "name": "avatar",
          "plural": false,
          "selections": [
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
            }
          ],
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

(node as any).hash = "ada0823f64b798bac8287e6540031c9d";

export default node;
