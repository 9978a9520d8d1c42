/**
 * @generated SignedSource<<d0e062edb15cb87aad922a6e7e26b867>>
 * @relayHash 590320e565aeb0617eb024f1cd09be81
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 67c0fb68d2216fdeebab5f0451a38a3dec2304eff6334b4d39c21822e19cde84

import type { ConcreteRequest } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type PodComboboxQuery$variables = {
  containerId: string;
  count: number;
  hasPod: boolean;
  podId: string;
};
export type PodComboboxQuery$data = {
  readonly chosen?: {
    readonly container?: {
      readonly id: string;
    } | null | undefined;
    readonly id?: string;
    readonly name?: string;
  } | null | undefined;
  readonly container: {
    readonly choices: {
      readonly " $fragmentSpreads": FragmentRefs<"PodCombobox_container">;
    } | null | undefined;
  } | null | undefined;
};
export type PodComboboxQuery = {
  response: PodComboboxQuery$data;
  variables: PodComboboxQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "containerId"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "count"
},
v2 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "hasPod"
},
v3 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "podId"
},
v4 = [
  {
    "kind": "Variable",
    "name": "id",
    "variableName": "containerId"
  }
],
v5 = [
  {
    "kind": "Variable",
    "name": "id",
    "variableName": "podId"
  }
],
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v7 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v8 = {
  "alias": null,
  "args": null,
  "concreteType": "Container",
  "kind": "LinkedField",
  "name": "container",
  "plural": false,
  "selections": [
    (v6/*:: as any*/)
  ],
  "storageKey": null
},
v9 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "__typename",
  "storageKey": null
},
v10 = [
  {
    "kind": "Variable",
    "name": "first",
    "variableName": "count"
  }
];
return {
  "fragment": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/),
      (v2/*:: as any*/),
      (v3/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "PodComboboxQuery",
    "selections": [
      {
        "alias": "container",
        "args": (v4/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "node",
        "plural": false,
        "selections": [
          {
            "fragment": {
              "kind": "InlineFragment",
              "selections": [
                {
                  "args": [
                    {
                      "kind": "Variable",
                      "name": "count",
                      "variableName": "count"
                    }
                  ],
                  "kind": "FragmentSpread",
                  "name": "PodCombobox_container"
                }
              ],
              "type": "Container",
              "abstractKey": null
            },
            "kind": "AliasedInlineFragmentSpread",
            "name": "choices"
          }
        ],
        "storageKey": null
      },
      {
        "condition": "hasPod",
        "kind": "Condition",
        "passingValue": true,
        "selections": [
          {
            "alias": "chosen",
            "args": (v5/*:: as any*/),
            "concreteType": null,
            "kind": "LinkedField",
            "name": "node",
            "plural": false,
            "selections": [
              {
                "kind": "InlineFragment",
                "selections": [
                  (v6/*:: as any*/),
                  (v7/*:: as any*/),
                  (v8/*:: as any*/)
                ],
                "type": "Pod",
                "abstractKey": null
              }
            ],
            "storageKey": null
          }
        ]
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v3/*:: as any*/),
      (v2/*:: as any*/),
      (v1/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "PodComboboxQuery",
    "selections": [
      {
        "alias": "container",
        "args": (v4/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "node",
        "plural": false,
        "selections": [
          (v9/*:: as any*/),
          (v6/*:: as any*/),
          {
            "kind": "InlineFragment",
            "selections": [
              {
                "alias": null,
                "args": (v10/*:: as any*/),
                "concreteType": "ContainerPodChoicesConnection",
                "kind": "LinkedField",
                "name": "podChoices",
                "plural": false,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "totalCount",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "ContainerPodChoicesConnectionEdge",
                    "kind": "LinkedField",
                    "name": "edges",
                    "plural": true,
                    "selections": [
                      {
                        "alias": null,
                        "args": null,
                        "concreteType": "Pod",
                        "kind": "LinkedField",
                        "name": "node",
                        "plural": false,
                        "selections": [
                          (v6/*:: as any*/),
                          (v7/*:: as any*/),
                          (v9/*:: as any*/)
                        ],
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "cursor",
                        "storageKey": null
                      }
                    ],
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "PageInfo",
                    "kind": "LinkedField",
                    "name": "pageInfo",
                    "plural": false,
                    "selections": [
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "endCursor",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "hasNextPage",
                        "storageKey": null
                      }
                    ],
                    "storageKey": null
                  }
                ],
                "storageKey": null
              },
              {
                "alias": null,
                "args": (v10/*:: as any*/),
                "filters": [
                  "query"
                ],
                "handle": "connection",
                "key": "PodCombobox_podChoices",
                "kind": "LinkedHandle",
                "name": "podChoices"
              }
            ],
            "type": "Container",
            "abstractKey": null
          }
        ],
        "storageKey": null
      },
      {
        "condition": "hasPod",
        "kind": "Condition",
        "passingValue": true,
        "selections": [
          {
            "alias": "chosen",
            "args": (v5/*:: as any*/),
            "concreteType": null,
            "kind": "LinkedField",
            "name": "node",
            "plural": false,
            "selections": [
              (v9/*:: as any*/),
              (v6/*:: as any*/),
              {
                "kind": "InlineFragment",
                "selections": [
                  (v7/*:: as any*/),
                  (v8/*:: as any*/)
                ],
                "type": "Pod",
                "abstractKey": null
              }
            ],
            "storageKey": null
          }
        ]
      }
    ]
  },
  "params": {
    "id": "67c0fb68d2216fdeebab5f0451a38a3dec2304eff6334b4d39c21822e19cde84",
    "metadata": {},
    "name": "PodComboboxQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "02d99853008ffff5ed88b390a099500c";

export default node;
