/**
 * @generated SignedSource<<9838399b921727c12f5e1ed247b1d6d4>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ConcreteRequest } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type PodPageQuery$variables = {
  slug: string;
};
export type PodPageQuery$data = {
  readonly pod: {
    readonly " $fragmentSpreads": FragmentRefs<"PodHeader_pod">;
  } | null | undefined;
};
export type PodPageQuery = {
  response: PodPageQuery$data;
  variables: PodPageQuery$variables;
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
  "name": "id",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "PodPageQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "Pod",
        "kind": "LinkedField",
        "name": "pod",
        "plural": false,
        "selections": [
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "PodHeader_pod"
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
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "PodPageQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "Pod",
        "kind": "LinkedField",
        "name": "pod",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "description",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "logoUrl",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "Container",
            "kind": "LinkedField",
            "name": "container",
            "plural": false,
            "selections": [
              (v2/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "slug",
                "storageKey": null
              },
              (v3/*:: as any*/)
            ],
            "storageKey": null
          },
          (v3/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "32f091af9c385bcd50b6f484cc84ce6c",
    "id": null,
    "metadata": {},
    "name": "PodPageQuery",
    "operationKind": "query",
    "text": "query PodPageQuery(\n  $slug: String!\n) {\n  pod(slug: $slug) {\n    ...PodHeader_pod\n    id\n  }\n}\n\nfragment PodHeader_pod on Pod {\n  name\n  description\n  logoUrl\n  container {\n    name\n    slug\n    id\n  }\n}\n"
  }
};
})();

(node as any).hash = "b603c7ccc84e29740e258ef67ebc051f";

export default node;
