/**
 * @generated SignedSource<<18b24e05a2031614f59180650464b0b1>>
 * @relayHash 3ce4942fa2adb9c01dc5f0f2e273026e
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 2629897a3ffa61587d57dd2e3f660aa43412f2bc0a9b4a69781906954bfcf2a9

import type { ConcreteRequest } from 'relay-runtime';
export type PlaceSelectsSectionsQuery$variables = {
  podId: string;
};
export type PlaceSelectsSectionsQuery$data = {
  readonly node: {
    readonly sectionOutline?: ReadonlyArray<{
      readonly depth: number;
      readonly section: {
        readonly id: string;
        readonly name: string;
      };
    }>;
  } | null | undefined;
};
export type PlaceSelectsSectionsQuery = {
  response: PlaceSelectsSectionsQuery$data;
  variables: PlaceSelectsSectionsQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "podId"
  }
],
v1 = [
  {
    "kind": "Variable",
    "name": "id",
    "variableName": "podId"
  }
],
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v3 = {
  "kind": "InlineFragment",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "SectionOutlineEntry",
      "kind": "LinkedField",
      "name": "sectionOutline",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "depth",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "Section",
          "kind": "LinkedField",
          "name": "section",
          "plural": false,
          "selections": [
            (v2/*:: as any*/),
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "name",
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Pod",
  "abstractKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "PlaceSelectsSectionsQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "node",
        "plural": false,
        "selections": [
          (v3/*:: as any*/)
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
    "name": "PlaceSelectsSectionsQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "node",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "__typename",
            "storageKey": null
          },
          (v3/*:: as any*/),
          (v2/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "2629897a3ffa61587d57dd2e3f660aa43412f2bc0a9b4a69781906954bfcf2a9",
    "metadata": {},
    "name": "PlaceSelectsSectionsQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "fceba926e87d638b0b175b2cfb1bfe47";

export default node;
