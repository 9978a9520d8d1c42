/**
 * @generated SignedSource<<0150b6f83e74eb5f8e213ffba692833a>>
 * @relayHash bf7afe1866a86a1d99482caa61ada2ec
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID fb50aba3a72d5a943d5c6576b9c5906e18cc031572949ed1f48df13fb923ef04

import type { ConcreteRequest } from 'relay-runtime';
export type UnmuteAuthorInput = {
  userId: string;
};
export type MuteButtonUnmuteMutation$variables = {
  input: UnmuteAuthorInput;
};
export type MuteButtonUnmuteMutation$data = {
  readonly unmuteAuthor: {
    readonly __typename: string;
    readonly message?: string;
    readonly user?: {
      readonly id: string;
      readonly viewerHasMuted: boolean;
    };
  };
};
export type MuteButtonUnmuteMutation = {
  response: MuteButtonUnmuteMutation$data;
  variables: MuteButtonUnmuteMutation$variables;
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
    "name": "unmuteAuthor",
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
            "concreteType": "User",
            "kind": "LinkedField",
            "name": "user",
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
                "name": "viewerHasMuted",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "type": "UnmuteAuthorPayload",
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
    "name": "MuteButtonUnmuteMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "MuteButtonUnmuteMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "fb50aba3a72d5a943d5c6576b9c5906e18cc031572949ed1f48df13fb923ef04",
    "metadata": {},
    "name": "MuteButtonUnmuteMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "f99f0678a5df0581399b196af017a499";

export default node;
