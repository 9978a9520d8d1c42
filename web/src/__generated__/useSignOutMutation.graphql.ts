/**
 * @generated SignedSource<<c841f1847dcdb18a38a2196d8e50c0b9>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ConcreteRequest } from 'relay-runtime';
export type useSignOutMutation$variables = Record<PropertyKey, never>;
export type useSignOutMutation$data = {
  readonly logout: {
    readonly signedOut: boolean;
  };
};
export type useSignOutMutation = {
  response: useSignOutMutation$data;
  variables: useSignOutMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "LogoutPayload",
    "kind": "LinkedField",
    "name": "logout",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "signedOut",
        "storageKey": null
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "useSignOutMutation",
    "selections": (v0/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "useSignOutMutation",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "cacheID": "e7554821e7b89fd6a9ec88d0676804a7",
    "id": null,
    "metadata": {},
    "name": "useSignOutMutation",
    "operationKind": "mutation",
    "text": "mutation useSignOutMutation {\n  logout {\n    signedOut\n  }\n}\n"
  }
};
})();

(node as any).hash = "d6b75da545899851e2f4bfa47f7264bb";

export default node;
