/**
 * @generated SignedSource<<10ebe064b008e296420273b0ea6cace6>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type FeedGrid_query$data = {
  readonly feed: {
    readonly edges: ReadonlyArray<{
      readonly cursor: string;
      readonly node: {
        readonly jot: {
          readonly " $fragmentSpreads": FragmentRefs<"JotCard_jot">;
        } | null | undefined;
        readonly pod: {
          readonly " $fragmentSpreads": FragmentRefs<"PodCard_pod">;
        } | null | undefined;
      };
    }>;
  };
  readonly " $fragmentType": "FeedGrid_query";
};
export type FeedGrid_query$key = {
  readonly " $data"?: FeedGrid_query$data;
  readonly " $fragmentSpreads": FragmentRefs<"FeedGrid_query">;
};

import FeedGridPaginationQuery_graphql from './FeedGridPaginationQuery.graphql';

const node: ReaderFragment = (function(){
var v0 = [
  "feed"
];
return {
  "argumentDefinitions": [
    {
      "defaultValue": 21,
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
    },
    {
      "defaultValue": null,
      "kind": "LocalArgument",
      "name": "tag"
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
      "fragmentPathInResult": [],
      "operation": FeedGridPaginationQuery_graphql
    }
  },
  "name": "FeedGrid_query",
  "selections": [
    {
      "alias": "feed",
      "args": [
        {
          "kind": "Variable",
          "name": "excludeAuthors",
          "variableName": "excludeAuthors"
        },
        {
          "kind": "Variable",
          "name": "tag",
          "variableName": "tag"
        }
      ],
      "concreteType": "FeedConnection",
      "kind": "LinkedField",
      "name": "__FeedGrid_feed_connection",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "concreteType": "FeedEdge",
          "kind": "LinkedField",
          "name": "edges",
          "plural": true,
          "selections": [
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "cursor",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
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
                        "args": null,
                        "kind": "FragmentSpread",
                        "name": "PodCard_pod"
                      }
                    ],
                    "type": "Pod",
                    "abstractKey": null
                  },
                  "kind": "AliasedInlineFragmentSpread",
                  "name": "pod"
                },
                {
                  "fragment": {
                    "kind": "InlineFragment",
                    "selections": [
                      {
                        "args": null,
                        "kind": "FragmentSpread",
                        "name": "JotCard_jot"
                      }
                    ],
                    "type": "Jot",
                    "abstractKey": null
                  },
                  "kind": "AliasedInlineFragmentSpread",
                  "name": "jot"
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
  "type": "Query",
  "abstractKey": null
};
})();

(node as any).hash = "ce3d62a12093b074b3aaacbd0484e34a";

export default node;
