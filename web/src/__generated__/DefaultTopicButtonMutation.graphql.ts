/**
 * @generated SignedSource<<50bb9a855e32e63f2d27581c80eee6f6>>
 * @relayHash 3bcfae80d29bfcd5a8225643404b964d
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID f88f3d16f6ef0fc34c3a28ed0fb3c6ef57dd474e28caecf01f27991d1ae47901

import type { ConcreteRequest } from 'relay-runtime';
export type SetDefaultPodInput = {
  podId?: string | null | undefined;
};
export type DefaultTopicButtonMutation$variables = {
  input: SetDefaultPodInput;
};
export type DefaultTopicButtonMutation$data = {
  readonly setDefaultPod: {
    readonly __typename: "SetDefaultPodPayload";
    readonly pod: {
      readonly id: string;
      readonly isDefault: boolean;
    } | null | undefined;
    readonly previousDefaultPod: {
      readonly id: string;
      readonly isDefault: boolean;
    } | null | undefined;
    readonly viewer: {
      readonly defaultPod: {
        readonly databaseId: number;
        readonly id: string;
      } | null | undefined;
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
export type DefaultTopicButtonMutation = {
  response: DefaultTopicButtonMutation$data;
  variables: DefaultTopicButtonMutation$variables;
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
  "name": "id",
  "storageKey": null
},
v2 = [
  (v1/*:: as any*/),
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "isDefault",
    "storageKey": null
  }
],
v3 = [
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
    "name": "setDefaultPod",
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
            "concreteType": "Pod",
            "kind": "LinkedField",
            "name": "pod",
            "plural": false,
            "selections": (v2/*:: as any*/),
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "Pod",
            "kind": "LinkedField",
            "name": "previousDefaultPod",
            "plural": false,
            "selections": (v2/*:: as any*/),
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "Viewer",
            "kind": "LinkedField",
            "name": "viewer",
            "plural": false,
            "selections": [
              (v1/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "Pod",
                "kind": "LinkedField",
                "name": "defaultPod",
                "plural": false,
                "selections": [
                  (v1/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "databaseId",
                    "storageKey": null
                  }
                ],
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "type": "SetDefaultPodPayload",
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
    "name": "DefaultTopicButtonMutation",
    "selections": (v3/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "DefaultTopicButtonMutation",
    "selections": (v3/*:: as any*/)
  },
  "params": {
    "id": "f88f3d16f6ef0fc34c3a28ed0fb3c6ef57dd474e28caecf01f27991d1ae47901",
    "metadata": {},
    "name": "DefaultTopicButtonMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "898e265986d9577e80b71301c79d1972";

export default node;
