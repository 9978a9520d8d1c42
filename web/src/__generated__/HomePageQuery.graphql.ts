/**
 * @generated SignedSource<<cc9e8243c67bf78f05d5431bf3775f85>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ConcreteRequest } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type HomePageQuery$variables = Record<PropertyKey, never>;
export type HomePageQuery$data = {
  readonly " $fragmentSpreads": FragmentRefs<"MarketingStories_query">;
};
export type HomePageQuery = {
  response: HomePageQuery$data;
  variables: HomePageQuery$variables;
};

const node: ConcreteRequest = {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "HomePageQuery",
    "selections": [
      {
        "args": null,
        "kind": "FragmentSpread",
        "name": "MarketingStories_query"
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "HomePageQuery",
    "selections": [
      {
        "alias": null,
        "args": [
          {
            "kind": "Literal",
            "name": "page",
            "value": "home"
          }
        ],
        "concreteType": "MarketingStory",
        "kind": "LinkedField",
        "name": "marketingStories",
        "plural": true,
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
            "name": "title",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "contentHtml",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "imageUrl",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "buttonText",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "buttonLink",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "opensInNewTab",
            "storageKey": null
          }
        ],
        "storageKey": "marketingStories(page:\"home\")"
      }
    ]
  },
  "params": {
    "cacheID": "ee28481c59e2adfef8d176c48651cb5a",
    "id": null,
    "metadata": {},
    "name": "HomePageQuery",
    "operationKind": "query",
    "text": "query HomePageQuery {\n  ...MarketingStories_query\n}\n\nfragment MarketingStories_query on Query {\n  marketingStories(page: \"home\") {\n    id\n    ...MarketingStory_story\n  }\n}\n\nfragment MarketingStory_story on MarketingStory {\n  title\n  contentHtml\n  imageUrl\n  buttonText\n  buttonLink\n  opensInNewTab\n}\n"
  }
};

(node as any).hash = "eff6da2d35f4d9669e0aa16d95ca7643";

export default node;
