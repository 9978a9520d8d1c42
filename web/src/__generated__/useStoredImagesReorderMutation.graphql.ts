/**
 * @generated SignedSource<<4c57779c661b45ca62568bd03450b2da>>
 * @relayHash 24dee30c48a56e6fa7c33356bbbba2b8
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID e54938345615fcaccc1418904530f730bf46b1dc3b7231a7061bd36d5bfddd56

import type { ConcreteRequest } from 'relay-runtime';
export type ReorderJotImageInput = {
  imageId: string;
  orderColumn: number;
};
export type useStoredImagesReorderMutation$variables = {
  input: ReorderJotImageInput;
};
export type useStoredImagesReorderMutation$data = {
  readonly reorderJotImage: {
    readonly __typename: string;
    readonly jot?: {
      readonly id: string;
      readonly images: ReadonlyArray<{
        readonly id: string;
        readonly name: string;
        readonly orderColumn: number;
        readonly url: string;
      }>;
    };
    readonly message?: string;
  };
};
export type useStoredImagesReorderMutation = {
  response: useStoredImagesReorderMutation$data;
  variables: useStoredImagesReorderMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "input"
  }
],
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v2 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "input",
        "variableName": "input"
      }
    ],
    "concreteType": null,
    "kind": "LinkedField",
    "name": "reorderJotImage",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "__typename",
        "storageKey": null
      },
      {
        "kind": "InlineFragment",
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "Jot",
            "kind": "LinkedField",
            "name": "jot",
            "plural": false,
            "selections": [
              (v1/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "JotImage",
                "kind": "LinkedField",
                "name": "images",
                "plural": true,
                "selections": [
                  (v1/*:: as any*/),
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
                    "name": "url",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "orderColumn",
                    "storageKey": null
                  }
                ],
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "type": "ReorderJotImagePayload",
        "abstractKey": null
      },
      {
        "kind": "InlineFragment",
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "message",
            "storageKey": null
          }
        ],
        "type": "Error",
        "abstractKey": "__isError"
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "useStoredImagesReorderMutation",
    "selections": (v2/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useStoredImagesReorderMutation",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "id": "e54938345615fcaccc1418904530f730bf46b1dc3b7231a7061bd36d5bfddd56",
    "metadata": {},
    "name": "useStoredImagesReorderMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "592a67a3beec10002a5d865aade178e0";

export default node;
