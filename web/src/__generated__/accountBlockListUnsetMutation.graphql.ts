/**
 * @generated SignedSource<<dd64ae96c048aaf2c9c6e51eebf5e9cc>>
 * @relayHash acc327200db983a7bae995683a6abb00
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 9df45fb16d6afb17e9ab9685046b045420abc3867d52afcbb11f48a6f5ab987d

import type { ConcreteRequest } from 'relay-runtime';
export type UnblockAuthorInput = {
  userId: string;
};
export type accountBlockListUnsetMutation$variables = {
  input: UnblockAuthorInput;
};
export type accountBlockListUnsetMutation$data = {
  readonly unblockAuthor: {
    readonly __typename: string;
    readonly message?: string;
  };
};
export type accountBlockListUnsetMutation = {
  response: accountBlockListUnsetMutation$data;
  variables: accountBlockListUnsetMutation$variables;
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
    "name": "unblockAuthor",
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
    "name": "accountBlockListUnsetMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "accountBlockListUnsetMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "9df45fb16d6afb17e9ab9685046b045420abc3867d52afcbb11f48a6f5ab987d",
    "metadata": {},
    "name": "accountBlockListUnsetMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "7a93c2caaeaf31fa7486b4e1286b603e";

export default node;
