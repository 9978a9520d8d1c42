/**
 * @generated SignedSource<<f3098f57dc23865dac222df6047d0ed5>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type LikedJotsGrid_viewer$data = {
  readonly likedJots: {
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly id: string;
        readonly " $fragmentSpreads": FragmentRefs<"JotCard_jot">;
      };
    }>;
  };
  readonly " $fragmentType": "LikedJotsGrid_viewer";
};
export type LikedJotsGrid_viewer$key = {
  readonly " $data"?: LikedJotsGrid_viewer$data;
  readonly " $fragmentSpreads": FragmentRefs<"LikedJotsGrid_viewer">;
};

import LikedJotsGridPaginationQuery_graphql from './LikedJotsGridPaginationQuery.graphql';

const node: ReaderFragment = (function(){
var v0 = [
  "likedJots"
];
return {
  "argumentDefinitions": [
    {
      "defaultValue": 99,
      "kind": "LocalArgument",
      "name": "count"
    },
    {
      "defaultValue": null,
      "kind": "LocalArgument",
      "name": "cursor"
    },
    {
      "defaultValue": null,
      "kind": "LocalArgument",
      "name": "excludeAuthors"
    }
  ],
  "kind": "Fragment",
  "metadata": {
    "connection": [
      {
        "count": "count",
        "cursor": "cursor",
        "direction": "forward",
        "path": (v0/*:: as any*/)
      }
    ],
    "refetch": {
      "connection": {
        "forward": {
          "count": "count",
          "cursor": "cursor"
        },
        "backward": null,
        "path": (v0/*:: as any*/)
      },
      "fragmentPathInResult": [
        "viewer"
      ],
      "operation": LikedJotsGridPaginationQuery_graphql
    }
  },
  "name": "LikedJotsGrid_viewer",
  "selections": [
    {
      "alias": "likedJots",
      "args": [
        {
          "kind": "Variable",
          "name": "excludeAuthors",
          "variableName": "excludeAuthors"
        }
      ],
      "concreteType": "LikedJotsConnection",
      "kind": "LinkedField",
      "name": "__LikedJotsGrid_likedJots_connection",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "concreteType": "LikedJotsConnectionEdge",
          "kind": "LinkedField",
          "name": "edges",
          "plural": true,
          "selections": [
            {
              "alias": null,
              "args": null,
              "concreteType": "Jot",
              "kind": "LinkedField",
              "name": "node",
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
                  "args": null,
                  "kind": "FragmentSpread",
                  "name": "JotCard_jot"
                },
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "__typename",
                  "storageKey": null
                }
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
    }
  ],
  "type": "Viewer",
  "abstractKey": null
};
})();

(node as any).hash = "4ae6252cdacfaecd58dc59622dc53d95";

export default node;
