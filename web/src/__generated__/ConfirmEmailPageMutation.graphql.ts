/**
 * @generated SignedSource<<603e98fcd4c5b92dc3a13ffb81a91670>>
 * @relayHash 681ba6274d66e27482325fa16b8bc04e
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 732fef277794d938a0f4a3850c205cd800443df1688449d9da5e64019a373f60

import type { ConcreteRequest } from 'relay-runtime';
export type ConfirmEmailChangeInput = {
  token: string;
};
export type ConfirmEmailPageMutation$variables = {
  input: ConfirmEmailChangeInput;
};
export type ConfirmEmailPageMutation$data = {
  readonly confirmEmailChange: {
    readonly __typename: "ConfirmEmailChangePayload";
    readonly email: string;
    readonly message: string;
  } | {
    readonly __typename: "ValidationError";
    readonly message: string;
  } | {
    // This will never be '%other', but we need some
    // value in case none of the concrete values match.
    readonly __typename: "%other";
  };
};
export type ConfirmEmailPageMutation = {
  response: ConfirmEmailPageMutation$data;
  variables: ConfirmEmailPageMutation$variables;
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
  "name": "message",
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
    "name": "confirmEmailChange",
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
          (v1/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "email",
            "storageKey": null
          }
        ],
        "type": "ConfirmEmailChangePayload",
        "abstractKey": null
      },
      {
        "kind": "InlineFragment",
        "selections": [
          (v1/*:: as any*/)
        ],
        "type": "ValidationError",
        "abstractKey": null
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
    "name": "ConfirmEmailPageMutation",
    "selections": (v2/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "ConfirmEmailPageMutation",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "id": "732fef277794d938a0f4a3850c205cd800443df1688449d9da5e64019a373f60",
    "metadata": {},
    "name": "ConfirmEmailPageMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "2d1cd79632e36ad8081626af0accc3cd";

export default node;
