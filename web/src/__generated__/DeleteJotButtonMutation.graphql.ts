/**
 * @generated SignedSource<<7c81ffb0be0484cbd1ea3a0e1d29478f>>
 * @relayHash 56bc93c6d298561bd2a5306a06dd677f
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 50d68ee6fcef847da9f005a83f41938a772f7ae294f9fa7677559aa2c566af06

import type { ConcreteRequest } from 'relay-runtime';
export type DeleteJotInput = {
  id: string;
};
export type DeleteJotButtonMutation$variables = {
  input: DeleteJotInput;
};
export type DeleteJotButtonMutation$data = {
  readonly deleteJot: {
    readonly __typename: string;
    readonly deletedJotId?: string;
    readonly message?: string;
  };
};
export type DeleteJotButtonMutation = {
  response: DeleteJotButtonMutation$data;
  variables: DeleteJotButtonMutation$variables;
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
    "name": "deleteJot",
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
            "name": "deletedJotId",
            "storageKey": null
          }
        ],
        "type": "DeleteJotPayload",
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
    "name": "DeleteJotButtonMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "DeleteJotButtonMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "50d68ee6fcef847da9f005a83f41938a772f7ae294f9fa7677559aa2c566af06",
    "metadata": {},
    "name": "DeleteJotButtonMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "7e4dbd925e6407ec2b176fa6ce61930d";

export default node;
