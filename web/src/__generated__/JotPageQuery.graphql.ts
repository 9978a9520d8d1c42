/**
 * @generated SignedSource<<0935a8fb7faed8064105d12a812974be>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ConcreteRequest } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type JotPageQuery$variables = {
  slug: string;
};
export type JotPageQuery$data = {
  readonly jot: {
    readonly author: {
      readonly id: string;
      readonly isExpert: boolean;
      readonly name: string;
    };
    readonly title: string;
    readonly " $fragmentSpreads": FragmentRefs<"JotActions_jot" | "JotBreadcrumbs_jot" | "JotByline_jot" | "JotContent_jot">;
  } | null | undefined;
};
export type JotPageQuery = {
  response: JotPageQuery$data;
  variables: JotPageQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "slug"
  }
],
v1 = [
  {
    "kind": "Variable",
    "name": "slug",
    "variableName": "slug"
  }
],
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "title",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "isExpert",
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "databaseId",
  "storageKey": null
},
v7 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "slug",
  "storageKey": null
},
v8 = [
  (v4/*:: as any*/),
  (v7/*:: as any*/),
  (v3/*:: as any*/)
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "JotPageQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "Jot",
        "kind": "LinkedField",
        "name": "jot",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "User",
            "kind": "LinkedField",
            "name": "author",
            "plural": false,
            "selections": [
              (v3/*:: as any*/),
              (v4/*:: as any*/),
              (v5/*:: as any*/)
            ],
            "storageKey": null
          },
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "JotBreadcrumbs_jot"
          },
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "JotByline_jot"
          },
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "JotActions_jot"
          },
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "JotContent_jot"
          }
        ],
        "storageKey": null
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "JotPageQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "Jot",
        "kind": "LinkedField",
        "name": "jot",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "User",
            "kind": "LinkedField",
            "name": "author",
            "plural": false,
            "selections": [
              (v3/*:: as any*/),
              (v4/*:: as any*/),
              (v5/*:: as any*/),
              (v6/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "avatarUrl",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "viewerIsFollowing",
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "Container",
            "kind": "LinkedField",
            "name": "container",
            "plural": false,
            "selections": (v8/*:: as any*/),
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "Pod",
            "kind": "LinkedField",
            "name": "pod",
            "plural": false,
            "selections": (v8/*:: as any*/),
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "ListItem",
            "kind": "LinkedField",
            "name": "listItem",
            "plural": false,
            "selections": (v8/*:: as any*/),
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "Section",
            "kind": "LinkedField",
            "name": "section",
            "plural": false,
            "selections": (v8/*:: as any*/),
            "storageKey": null
          },
          (v6/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "viewerCanEdit",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "createdAt",
            "storageKey": null
          },
          (v7/*:: as any*/),
          (v3/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "likeCount",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "viewerHasLiked",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "contentType",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "contentUrl",
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
            "concreteType": "JotImage",
            "kind": "LinkedField",
            "name": "images",
            "plural": true,
            "selections": [
              (v3/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "url",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "orderColumn",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "4c54986faf1c64e6bce425c6003a2d33",
    "id": null,
    "metadata": {},
    "name": "JotPageQuery",
    "operationKind": "query",
    "text": "query JotPageQuery(\n  $slug: String!\n) {\n  jot(slug: $slug) {\n    title\n    author {\n      id\n      name\n      isExpert\n    }\n    ...JotBreadcrumbs_jot\n    ...JotByline_jot\n    ...JotActions_jot\n    ...JotContent_jot\n    id\n  }\n}\n\nfragment FollowButton_user on User {\n  id\n  databaseId\n  name\n  viewerIsFollowing\n}\n\nfragment JotActions_jot on Jot {\n  slug\n  title\n  ...LikeButton_jot\n  author {\n    ...FollowButton_user\n    id\n  }\n}\n\nfragment JotBreadcrumbs_jot on Jot {\n  title\n  container {\n    name\n    slug\n    id\n  }\n  pod {\n    name\n    slug\n    id\n  }\n  listItem {\n    name\n    slug\n    id\n  }\n  section {\n    name\n    slug\n    id\n  }\n}\n\nfragment JotByline_jot on Jot {\n  databaseId\n  title\n  viewerCanEdit\n  createdAt\n  author {\n    databaseId\n    name\n    avatarUrl\n    id\n  }\n}\n\nfragment JotContent_jot on Jot {\n  title\n  contentType\n  contentUrl\n  contentHtml\n  ...StoryGallery_jot\n}\n\nfragment LikeButton_jot on Jot {\n  id\n  title\n  likeCount\n  viewerHasLiked\n}\n\nfragment StoryGallery_jot on Jot {\n  title\n  images {\n    id\n    url\n    orderColumn\n  }\n}\n"
  }
};
})();

(node as any).hash = "9bf4956cad09d9da54c79b58174943f5";

export default node;
