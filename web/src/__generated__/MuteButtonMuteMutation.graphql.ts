/**
 * @generated SignedSource<<84268dc2a7e4eaf3d4e5b4ff837c45db>>
 * @relayHash d638ef1c02958bdf93479c720f375e45
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID b0ddd88b1fc37c8eb52e9d2922c203495964604de3cd0b872475f6b77082cb05

import type { ConcreteRequest } from 'relay-runtime';
export type MuteAuthorInput = {
  userId: string;
};
export type MuteButtonMuteMutation$variables = {
  input: MuteAuthorInput;
};
export type MuteButtonMuteMutation$data = {
  readonly muteAuthor: {
    readonly __typename: string;
    readonly message?: string;
    readonly user?: {
      readonly id: string;
      readonly viewerHasMuted: boolean;
    };
  };
};
export type MuteButtonMuteMutation = {
  response: MuteButtonMuteMutation$data;
  variables: MuteButtonMuteMutation$variables;
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
    "name": "muteAuthor",
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
        "type": "MuteAuthorPayload",
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
    "name": "MuteButtonMuteMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "MuteButtonMuteMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "b0ddd88b1fc37c8eb52e9d2922c203495964604de3cd0b872475f6b77082cb05",
    "metadata": {},
    "name": "MuteButtonMuteMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "f27e63cb814dcd91f00bf008481b367f";

export default node;
