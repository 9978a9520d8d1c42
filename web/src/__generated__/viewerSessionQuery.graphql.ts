/**
 * @generated SignedSource<<16b9180d5968f141c0cf43473bf5826a>>
 * @relayHash 2a1708e4c7da3780b2ff5c328aa6cce9
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 8b6c0ab13daa6b7471f7aa89163160c114c1d60856c1b010c92227f18f37dfa9

import type { ConcreteRequest } from 'relay-runtime';
export type viewerSessionQuery$variables = Record<PropertyKey, never>;
export type viewerSessionQuery$data = {
  readonly viewer: {
    readonly avatarUrl: string | null | undefined;
    readonly databaseId: number;
    readonly defaultPod: {
      readonly databaseId: number;
    } | null | undefined;
    readonly id: string;
    readonly name: string;
  } | null | undefined;
};
export type viewerSessionQuery = {
  response: viewerSessionQuery$data;
  variables: viewerSessionQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "databaseId",
  "storageKey": null
},
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
  "name": "avatarUrl",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "viewerSessionQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Viewer",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
        "selections": [
          (v0/*:: as any*/),
          (v1/*:: as any*/),
          (v2/*:: as any*/),
          (v3/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "Pod",
            "kind": "LinkedField",
            "name": "defaultPod",
            "plural": false,
            "selections": [
              (v1/*:: as any*/)
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "viewerSessionQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Viewer",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
        "selections": [
          (v0/*:: as any*/),
          (v1/*:: as any*/),
          (v2/*:: as any*/),
          (v3/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "Pod",
            "kind": "LinkedField",
            "name": "defaultPod",
            "plural": false,
            "selections": [
              (v1/*:: as any*/),
              (v0/*:: as any*/)
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "8b6c0ab13daa6b7471f7aa89163160c114c1d60856c1b010c92227f18f37dfa9",
    "metadata": {},
    "name": "viewerSessionQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "5e020b685e9213b3884428b7f2858eaa";

export default node;
