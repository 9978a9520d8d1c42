/**
 * @generated SignedSource<<3bc370761d2d1366579f8353a01a5cc8>>
 * @relayHash ab04d82d46dc322705b43c742843447a
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID bccbd6d49f2eb0e67f46318ca613a87a9631e9d19ea10518e6e1b919ef6d5681

import type { ConcreteRequest } from 'relay-runtime';
export type AuthorPageHeadQuery$variables = {
  databaseId: number;
};
export type AuthorPageHeadQuery$data = {
  readonly user: {
    readonly avatarUrl: string | null | undefined;
    readonly bio: string | null | undefined;
    readonly jotCount: number;
    readonly name: string;
  } | null | undefined;
};
export type AuthorPageHeadQuery = {
  response: AuthorPageHeadQuery$data;
  variables: AuthorPageHeadQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "databaseId"
  }
],
v1 = [
  {
    "kind": "Variable",
    "name": "databaseId",
    "variableName": "databaseId"
  }
],
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "bio",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "avatarUrl",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "jotCount",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "AuthorPageHeadQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "User",
        "kind": "LinkedField",
        "name": "user",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          (v3/*:: as any*/),
          (v4/*:: as any*/),
          (v5/*:: as any*/)
        ],
        "storageKey": null
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "AuthorPageHeadQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "User",
        "kind": "LinkedField",
        "name": "user",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          (v3/*:: as any*/),
          (v4/*:: as any*/),
          (v5/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "id",
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "bccbd6d49f2eb0e67f46318ca613a87a9631e9d19ea10518e6e1b919ef6d5681",
    "metadata": {},
    "name": "AuthorPageHeadQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "b5ec8923cb4d2740eddf32b341315bde";

export default node;
