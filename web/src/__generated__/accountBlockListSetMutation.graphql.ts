/**
 * @generated SignedSource<<f1213eace98b7f75e2ff62bddcf0a944>>
 * @relayHash c79837a35f459382f2cdaffa8744b363
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 83acf60679f85c58d77e3193daae34b7b44c7403675ecf140214a255b0c17105

import type { ConcreteRequest } from 'relay-runtime';
export type BlockAuthorInput = {
  userId: string;
};
export type accountBlockListSetMutation$variables = {
  input: BlockAuthorInput;
};
export type accountBlockListSetMutation$data = {
  readonly blockAuthor: {
    readonly __typename: string;
    readonly message?: string;
  };
};
export type accountBlockListSetMutation = {
  response: accountBlockListSetMutation$data;
  variables: accountBlockListSetMutation$variables;
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
    "name": "blockAuthor",
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
    "name": "accountBlockListSetMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "accountBlockListSetMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "83acf60679f85c58d77e3193daae34b7b44c7403675ecf140214a255b0c17105",
    "metadata": {},
    "name": "accountBlockListSetMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "97e5266e8cffb08d980e0123ffc4e95d";

export default node;
