/**
 * @generated SignedSource<<ad9e530e470cbffb9e93ec3c1792b6e6>>
 * @relayHash fdf92c61a50d9d1746c5d1c991dfc774
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID fa157eb9ca7a2b6fced1bf3bc058fdf8732ab25ea43a76e3aef9746f108b782a

import type { ConcreteRequest } from 'relay-runtime';
export type PlaceSelectsItemsQuery$variables = {
  sectionId: string;
};
export type PlaceSelectsItemsQuery$data = {
  readonly node: {
    readonly listItems?: ReadonlyArray<{
      readonly id: string;
      readonly name: string;
    }>;
  } | null | undefined;
};
export type PlaceSelectsItemsQuery = {
  response: PlaceSelectsItemsQuery$data;
  variables: PlaceSelectsItemsQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "sectionId"
  }
],
v1 = [
  {
    "kind": "Variable",
    "name": "id",
    "variableName": "sectionId"
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
      "concreteType": "ListItem",
      "kind": "LinkedField",
      "name": "listItems",
      "plural": true,
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
  "type": "Section",
  "abstractKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "PlaceSelectsItemsQuery",
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
    "name": "PlaceSelectsItemsQuery",
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
    "id": "fa157eb9ca7a2b6fced1bf3bc058fdf8732ab25ea43a76e3aef9746f108b782a",
    "metadata": {},
    "name": "PlaceSelectsItemsQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "23662cdc59246e8e40381ecb4c9ed067";

export default node;
