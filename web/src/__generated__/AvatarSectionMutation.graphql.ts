/**
 * @generated SignedSource<<49e226c3165e7f534fdc054b59242f1d>>
 * @relayHash d9729d08b972e86381d26c4ab89167d1
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 6774f404c58c01e5533b48927493aad53ddca36680b5edc323b7757974c2429a

import type { ConcreteRequest } from 'relay-runtime';
export type UpdateAvatarInput = {
  avatar: any;
};
export type AvatarSectionMutation$variables = {
  input: UpdateAvatarInput;
};
export type AvatarSectionMutation$data = {
  readonly updateAvatar: {
    readonly __typename: "UpdateAvatarPayload";
    readonly viewer: {
      readonly avatarUrl: string | null | undefined;
      readonly id: string;
    };
  } | {
    readonly __typename: "ValidationError";
    readonly message: string;
  } | {
    // This will never be '%other', but we need some
    // value in case none of the concrete values match.
    readonly __typename: "%other";
  };
};
export type AvatarSectionMutation = {
  response: AvatarSectionMutation$data;
  variables: AvatarSectionMutation$variables;
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
    "name": "updateAvatar",
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
            "concreteType": "Viewer",
            "kind": "LinkedField",
            "name": "viewer",
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
                "name": "avatarUrl",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "type": "UpdateAvatarPayload",
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
    "name": "AvatarSectionMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "AvatarSectionMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "6774f404c58c01e5533b48927493aad53ddca36680b5edc323b7757974c2429a",
    "metadata": {},
    "name": "AvatarSectionMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "4f405f95aa67709b24a74d4a23a74e07";

export default node;
