/**
 * @generated SignedSource<<3ca29052bed343220df32771b64e808d>>
 * @relayHash 1fe51ff0402db1287c208e57afc53c04
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 1da6d24132d8ce3c94a14e65c6e0c24bd1fe0ab1ba0446ca839f2aa5ed42c846

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
    "id": "1da6d24132d8ce3c94a14e65c6e0c24bd1fe0ab1ba0446ca839f2aa5ed42c846",
    "metadata": {},
    "name": "LikeButtonLikeMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "5b71cc682b3274879a2748ff8c83fbed";

export default node;
