/**
 * @generated SignedSource<<ac155f33ba4038fe0aa8c7877f076433>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ConcreteRequest } from 'relay-runtime';
export type LikeJotInput = {
  jotId: string;
};
export type LikeButtonLikeMutation$variables = {
  input: LikeJotInput;
};
export type LikeButtonLikeMutation$data = {
  readonly likeJot: {
    readonly __typename: string;
    readonly jot?: {
      readonly id: string;
      readonly likeCount: number;
      readonly viewerHasLiked: boolean;
    };
    readonly message?: string;
  };
};
export type LikeButtonLikeMutation = {
  response: LikeButtonLikeMutation$data;
  variables: LikeButtonLikeMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "input"
  }
],
v1 = [
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
    "name": "likeJot",
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
                "name": "likeCount",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "viewerHasLiked",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "type": "LikeJotPayload",
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
    "name": "LikeButtonLikeMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "LikeButtonLikeMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "1fe51ff0402db1287c208e57afc53c04",
    "id": null,
    "metadata": {},
    "name": "LikeButtonLikeMutation",
    "operationKind": "mutation",
    "text": "mutation LikeButtonLikeMutation(\n  $input: LikeJotInput!\n) {\n  likeJot(input: $input) {\n    __typename\n    ... on LikeJotPayload {\n      jot {\n        id\n        likeCount\n        viewerHasLiked\n      }\n    }\n    ... on Error {\n      __isError: __typename\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "5b71cc682b3274879a2748ff8c83fbed";

export default node;
