/**
 * @generated SignedSource<<d4edc1f31b26e0a4b644030cfd53ff0d>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type JotByline_jot$data = {
  readonly author: {
    readonly avatarUrl: string | null | undefined;
    readonly databaseId: number;
    readonly name: string;
  };
  readonly createdAt: string;
  readonly " $fragmentType": "JotByline_jot";
};
export type JotByline_jot$key = {
  readonly " $data"?: JotByline_jot$data;
  readonly " $fragmentSpreads": FragmentRefs<"JotByline_jot">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "JotByline_jot",
  "selections": [
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
          "name": "avatarUrl",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Jot",
  "abstractKey": null
};

(node as any).hash = "ee433d319a5214bdd27a3169aaf509a5";

export default node;
