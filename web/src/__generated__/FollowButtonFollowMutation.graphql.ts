/**
 * @generated SignedSource<<dfbd004621a24374ca43cd0d776526ab>>
 * @relayHash 82da05818be63a3b1097120b564937c9
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID cedbd051870a773be435eebf47fdf29babaa8bfd881cd9a2177257a29c1e9106

import type { ConcreteRequest } from 'relay-runtime';
export type FollowUserInput = {
  userId: string;
};
export type FollowButtonFollowMutation$variables = {
  input: FollowUserInput;
};
export type FollowButtonFollowMutation$data = {
  readonly followUser: {
    readonly __typename: string;
    readonly message?: string;
    readonly user?: {
      readonly followerCount: number;
      readonly id: string;
      readonly viewerIsFollowing: boolean;
    };
    readonly viewer?: {
      readonly id: string;
      readonly user: {
        readonly followingCount: number;
        readonly id: string;
      };
    } | null | undefined;
  };
};
export type FollowButtonFollowMutation = {
  response: FollowButtonFollowMutation$data;
  variables: FollowButtonFollowMutation$variables;
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
    "name": "followUser",
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
            "name": "user",
            "plural": false,
            "selections": [
              (v1/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "viewerIsFollowing",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "followerCount",
                "storageKey": null
              }
            ],
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
                "concreteType": "User",
                "kind": "LinkedField",
                "name": "user",
                "plural": false,
                "selections": [
                  (v1/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "followingCount",
                    "storageKey": null
                  }
                ],
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "type": "FollowUserPayload",
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
    "name": "FollowButtonFollowMutation",
    "selections": (v2/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "FollowButtonFollowMutation",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "id": "cedbd051870a773be435eebf47fdf29babaa8bfd881cd9a2177257a29c1e9106",
    "metadata": {},
    "name": "FollowButtonFollowMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "761df95481c867442fba04f555f7f569";

export default node;
