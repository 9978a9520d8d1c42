/**
 * @generated SignedSource<<1cf6333ec1220b04c31067793919c3b1>>
 * @relayHash 3e6ac1f2d4a7345a85f05160395ef693
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 778225c2509631b239fa45de185bc6716ddc56b33f9c86d1fbfd484b8434254b

import type { ConcreteRequest } from 'relay-runtime';
export type FocusSelectsSectionsQuery$variables = {
  podId: string;
};
export type FocusSelectsSectionsQuery$data = {
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
export type FocusSelectsSectionsQuery = {
  response: FocusSelectsSectionsQuery$data;
  variables: FocusSelectsSectionsQuery$variables;
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
    "name": "FocusSelectsSectionsQuery",
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
    "name": "FocusSelectsSectionsQuery",
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
    "id": "778225c2509631b239fa45de185bc6716ddc56b33f9c86d1fbfd484b8434254b",
    "metadata": {},
    "name": "FocusSelectsSectionsQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "9096d5e6e943a54d56811d651067dfab";

export default node;
