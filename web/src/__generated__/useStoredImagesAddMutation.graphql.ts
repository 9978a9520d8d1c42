/**
 * @generated SignedSource<<21fcbf29ab27b004f51092e3ed869d28>>
 * @relayHash 96bfb019c01b9ba3d1afc8af5b6bb1d4
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID c84f2a4a3490014b27979017ba75d90853d45518da5dd60b7c84e72a4c7f059a

import type { ConcreteRequest } from 'relay-runtime';
export type AddJotImageInput = {
  image: any;
  jotId: string;
};
export type useStoredImagesAddMutation$variables = {
  input: AddJotImageInput;
};
export type useStoredImagesAddMutation$data = {
  readonly addJotImage: {
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
export type useStoredImagesAddMutation = {
  response: useStoredImagesAddMutation$data;
  variables: useStoredImagesAddMutation$variables;
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
    "name": "addJotImage",
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
        "type": "AddJotImagePayload",
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
    "name": "useStoredImagesAddMutation",
    "selections": (v2/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useStoredImagesAddMutation",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "id": "c84f2a4a3490014b27979017ba75d90853d45518da5dd60b7c84e72a4c7f059a",
    "metadata": {},
    "name": "useStoredImagesAddMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "8b40cf5c6d249f88eb4182f6207a927d";

export default node;
