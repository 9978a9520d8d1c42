/**
 * @generated SignedSource<<6036a424da95121e6be61056aab27608>>
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
  readonly databaseId: number;
  readonly title: string;
  readonly viewerCanEdit: boolean;
  readonly " $fragmentType": "JotByline_jot";
};
export type JotByline_jot$key = {
  readonly " $data"?: JotByline_jot$data;
  readonly " $fragmentSpreads": FragmentRefs<"JotByline_jot">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "databaseId",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "JotByline_jot",
  "selections": [
    (v0/*:: as any*/),
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
      "name": "viewerCanEdit",
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
        (v0/*:: as any*/),
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
})();

(node as any).hash = "5aa525e04af6f8cb5db871aa0090149a";

export default node;
