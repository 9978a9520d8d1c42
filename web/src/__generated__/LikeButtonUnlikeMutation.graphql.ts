/**
 * @generated SignedSource<<e9e52187dc9c93b0591c3912b3ae2299>>
 * @relayHash e23714d204cb76a72d5bf1a6898da2b8
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 76a04750515408abac23aaf8a5332fbf1a58251defa11d597cc9bcb4e9ca0cca

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
    "id": "76a04750515408abac23aaf8a5332fbf1a58251defa11d597cc9bcb4e9ca0cca",
    "metadata": {},
    "name": "LikeButtonUnlikeMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "f34b9b1e9f598ce173d676e00b9dfd38";

export default node;
