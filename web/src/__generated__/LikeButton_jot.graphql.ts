/**
 * @generated SignedSource<<a09c024da126aa034828d0b0b10b6987>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type LikeButton_jot$data = {
  readonly id: string;
  readonly likeCount: number;
  readonly title: string;
  readonly viewerHasLiked: boolean;
  readonly " $fragmentType": "LikeButton_jot";
};
export type LikeButton_jot$key = {
  readonly " $data"?: LikeButton_jot$data;
  readonly " $fragmentSpreads": FragmentRefs<"LikeButton_jot">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "LikeButton_jot",
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
      "name": "title",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "likeCount",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "viewerHasLiked",
      "storageKey": null
    }
  ],
  "type": "Jot",
  "abstractKey": null
};

(node as any).hash = "5643b40d31fb7ac5f8541a267d9d4445";

export default node;
