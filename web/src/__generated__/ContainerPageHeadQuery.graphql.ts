/**
 * @generated SignedSource<<458359d372ea179c8e9786c92283c15f>>
 * @relayHash ed502dbc62040fdbd4f4c17a578dee58
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 75c1a8ac299407e1dc2724432a38aae2b84f2b6ac7f240a2dcbdf75a40d602a9

import type { ConcreteRequest } from 'relay-runtime';
export type ContainerPageHeadQuery$variables = {
  slug: string;
};
export type ContainerPageHeadQuery$data = {
  readonly container: {
    readonly logoUrl: string | null | undefined;
    readonly name: string;
    readonly podCount: number;
    readonly slug: string;
  } | null | undefined;
};
export type ContainerPageHeadQuery = {
  response: ContainerPageHeadQuery$data;
  variables: ContainerPageHeadQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "slug"
  }
],
v1 = [
  {
    "kind": "Variable",
    "name": "slug",
    "variableName": "slug"
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
  "name": "slug",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "logoUrl",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "podCount",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "ContainerPageHeadQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "Container",
        "kind": "LinkedField",
        "name": "container",
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
    "name": "ContainerPageHeadQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "Container",
        "kind": "LinkedField",
        "name": "container",
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
    "id": "75c1a8ac299407e1dc2724432a38aae2b84f2b6ac7f240a2dcbdf75a40d602a9",
    "metadata": {},
    "name": "ContainerPageHeadQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "f059d0dc143177f55715d7596bcf1fd4";

export default node;
