/**
 * @generated SignedSource<<3d7b5c3736f20fbc6014200bb9f657d3>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type FollowButton_user$data = {
  readonly databaseId: number;
  readonly id: string;
  readonly name: string;
  readonly viewerIsFollowing: boolean;
  readonly " $fragmentType": "FollowButton_user";
};
export type FollowButton_user$key = {
  readonly " $data"?: FollowButton_user$data;
  readonly " $fragmentSpreads": FragmentRefs<"FollowButton_user">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "FollowButton_user",
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
      "name": "databaseId",
      "storageKey": null
    },
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
      "name": "viewerIsFollowing",
      "storageKey": null
    }
  ],
  "type": "User",
  "abstractKey": null
};

(node as any).hash = "2c0b87b738e20512c600582fd53846b6";

export default node;
