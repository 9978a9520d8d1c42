/**
 * @generated SignedSource<<5422f3a715f5e891bed21323459b4077>>
 * @relayHash 6477135f862de4ef5d0c8d38aef4b271
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID bd746c9ce6d6410e2e0603d3541703fe38b4aea5796086639054e8058fb6b479

import type { ConcreteRequest } from 'relay-runtime';
export type accountBlockListSyncQuery$variables = Record<PropertyKey, never>;
export type accountBlockListSyncQuery$data = {
  readonly viewer: {
    readonly blockedAuthors: ReadonlyArray<{
      readonly id: string;
    }>;
    readonly id: string;
  } | null | undefined;
};
export type accountBlockListSyncQuery = {
  response: accountBlockListSyncQuery$data;
  variables: accountBlockListSyncQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v1 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "Viewer",
    "kind": "LinkedField",
    "name": "viewer",
    "plural": false,
    "selections": [
      (v0/*:: as any*/),
      {
        "alias": null,
        "args": null,
        "concreteType": "User",
        "kind": "LinkedField",
        "name": "blockedAuthors",
        "plural": true,
        "selections": [
          (v0/*:: as any*/)
        ],
        "storageKey": null
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "accountBlockListSyncQuery",
    "selections": (v1/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "accountBlockListSyncQuery",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "bd746c9ce6d6410e2e0603d3541703fe38b4aea5796086639054e8058fb6b479",
    "metadata": {},
    "name": "accountBlockListSyncQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "769b9c69bab4a0452424c454a1621dc4";

export default node;
