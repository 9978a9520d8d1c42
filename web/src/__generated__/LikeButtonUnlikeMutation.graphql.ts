/**
 * @generated SignedSource<<1c2d63fe9ebd6d2cfb2b34e947fe19ea>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ConcreteRequest } from 'relay-runtime';
export type UnlikeJotInput = {
  jotId: string;
};
export type LikeButtonUnlikeMutation$variables = {
  input: UnlikeJotInput;
};
export type LikeButtonUnlikeMutation$data = {
  readonly unlikeJot: {
    readonly __typename: string;
    readonly jot?: {
      readonly id: string;
      readonly likeCount: number;
      readonly viewerHasLiked: boolean;
    };
    readonly message?: string;
  };
};
export type LikeButtonUnlikeMutation = {
  response: LikeButtonUnlikeMutation$data;
  variables: LikeButtonUnlikeMutation$variables;
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
    "name": "unlikeJot",
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
        "type": "UnlikeJotPayload",
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
    "name": "LikeButtonUnlikeMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "LikeButtonUnlikeMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "e23714d204cb76a72d5bf1a6898da2b8",
    "id": null,
    "metadata": {},
    "name": "LikeButtonUnlikeMutation",
    "operationKind": "mutation",
    "text": "mutation LikeButtonUnlikeMutation(\n  $input: UnlikeJotInput!\n) {\n  unlikeJot(input: $input) {\n    __typename\n    ... on UnlikeJotPayload {\n      jot {\n        id\n        likeCount\n        viewerHasLiked\n      }\n    }\n    ... on Error {\n      __isError: __typename\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "f34b9b1e9f598ce173d676e00b9dfd38";

export default node;
