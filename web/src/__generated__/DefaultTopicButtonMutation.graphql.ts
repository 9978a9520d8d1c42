/**
 * @generated SignedSource<<1eff8f2fb9456452d104f7195e3e1e80>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

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
    "cacheID": "3bcfae80d29bfcd5a8225643404b964d",
    "id": null,
    "metadata": {},
    "name": "DefaultTopicButtonMutation",
    "operationKind": "mutation",
    "text": "mutation DefaultTopicButtonMutation(\n  $input: SetDefaultPodInput!\n) {\n  setDefaultPod(input: $input) {\n    __typename\n    ... on SetDefaultPodPayload {\n      pod {\n        id\n        isDefault\n      }\n      previousDefaultPod {\n        id\n        isDefault\n      }\n      viewer {\n        id\n        defaultPod {\n          id\n          databaseId\n        }\n      }\n    }\n    ... on ValidationError {\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "898e265986d9577e80b71301c79d1972";

export default node;
