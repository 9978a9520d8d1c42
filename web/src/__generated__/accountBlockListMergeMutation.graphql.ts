/**
 * @generated SignedSource<<e3d7ee0a5a49cdc2609b2a8719e6bba7>>
 * @relayHash 5e6bfb7972d8d89493ac3673141d519b
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 382e69c18718a9f0f9753e247d5f34ee72698053f83c4e7b16e2c08c763ba0af

import type { ConcreteRequest } from 'relay-runtime';
export type MergeBlockedAuthorsInput = {
  userIds: ReadonlyArray<string>;
};
export type accountBlockListMergeMutation$variables = {
  input: MergeBlockedAuthorsInput;
};
export type accountBlockListMergeMutation$data = {
  readonly mergeBlockedAuthors: {
    readonly __typename: "MergeBlockedAuthorsPayload";
    readonly blockedAuthors: ReadonlyArray<{
      readonly id: string;
    }>;
  } | {
    // This will never be '%other', but we need some
    // value in case none of the concrete values match.
    readonly __typename: "%other";
  };
};
export type accountBlockListMergeMutation = {
  response: accountBlockListMergeMutation$data;
  variables: accountBlockListMergeMutation$variables;
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
    "name": "mergeBlockedAuthors",
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
            "name": "blockedAuthors",
            "plural": true,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "id",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "type": "MergeBlockedAuthorsPayload",
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
    "name": "accountBlockListMergeMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "accountBlockListMergeMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "382e69c18718a9f0f9753e247d5f34ee72698053f83c4e7b16e2c08c763ba0af",
    "metadata": {},
    "name": "accountBlockListMergeMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "11940878a5657f302e9a5384298754b2";

export default node;
