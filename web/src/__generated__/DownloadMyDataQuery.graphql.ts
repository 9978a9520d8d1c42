/**
 * @generated SignedSource<<a51ab4609b9db36adbab55e5659c7d40>>
 * @relayHash 94a70d2006c4f6d5116f77cbba7944cb
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID d5b1a7605480d630b53dfc70102ec7fa62651777fb2a4932723ff2375c220050

import type { ConcreteRequest } from 'relay-runtime';
export type DownloadMyDataQuery$variables = Record<PropertyKey, never>;
export type DownloadMyDataQuery$data = {
  readonly viewer: {
    readonly dataExport: string;
    readonly id: string;
  } | null | undefined;
};
export type DownloadMyDataQuery = {
  response: DownloadMyDataQuery$data;
  variables: DownloadMyDataQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "Viewer",
    "kind": "LinkedField",
    "name": "viewer",
    "plural": false,
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
        "name": "dataExport",
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
    "name": "DownloadMyDataQuery",
    "selections": (v0/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "DownloadMyDataQuery",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "id": "d5b1a7605480d630b53dfc70102ec7fa62651777fb2a4932723ff2375c220050",
    "metadata": {},
    "name": "DownloadMyDataQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "c010c36df7256336afa9fe79fc62a66d";

export default node;
