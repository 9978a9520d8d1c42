/**
 * @generated SignedSource<<d01c324f7ae2eadeacfe3490a9270ea6>>
 * @relayHash 5d9cf2499d564c751136c7f1fa25442d
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 042a6f20d23e2606a401bceb9e116dc69f7a4e5f36d5c42b98483adff86cd32e

import type { ConcreteRequest } from 'relay-runtime';
export type JotContentType = "ARTICLE" | "AUDIO" | "PDF" | "STORY" | "VIDEO";
export type JotFormPageQuery$variables = {
  isEdit: boolean;
  jotSlug: string;
};
export type JotFormPageQuery$data = {
  readonly containers: ReadonlyArray<{
    readonly id: string;
    readonly name: string;
  }>;
  readonly jot?: {
    readonly contentHtml: string;
    readonly contentType: JotContentType;
    readonly contentUrl: string | null | undefined;
    readonly id: string;
    readonly images: ReadonlyArray<{
      readonly id: string;
      readonly name: string;
      readonly orderColumn: number;
      readonly srcSet: string | null | undefined;
      readonly url: string;
    }>;
    readonly listItem: {
      readonly container: {
        readonly id: string;
      } | null | undefined;
      readonly id: string;
      readonly pod: {
        readonly id: string;
      } | null | undefined;
      readonly section: {
        readonly id: string;
      } | null | undefined;
    } | null | undefined;
    readonly title: string;
    readonly viewerCanEdit: boolean;
  } | null | undefined;
};
export type JotFormPageQuery = {
  response: JotFormPageQuery$data;
  variables: JotFormPageQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "isEdit"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "jotSlug"
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v4 = [
  (v2/*:: as any*/)
],
v5 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "Container",
    "kind": "LinkedField",
    "name": "containers",
    "plural": true,
    "selections": [
      (v2/*:: as any*/),
      (v3/*:: as any*/)
    ],
    "storageKey": null
  },
  {
    "condition": "isEdit",
    "kind": "Condition",
    "passingValue": true,
    "selections": [
      {
        "alias": null,
        "args": [
          {
            "kind": "Variable",
            "name": "slug",
            "variableName": "jotSlug"
          }
        ],
        "concreteType": "Jot",
        "kind": "LinkedField",
        "name": "jot",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
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
            "kind": "ScalarField",
            "name": "viewerCanEdit",
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
              (v2/*:: as any*/),
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
                "name": "srcSet",
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
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "ListItem",
            "kind": "LinkedField",
            "name": "listItem",
            "plural": false,
            "selections": [
              (v2/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "Section",
                "kind": "LinkedField",
                "name": "section",
                "plural": false,
                "selections": (v4/*:: as any*/),
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "Pod",
                "kind": "LinkedField",
                "name": "pod",
                "plural": false,
                "selections": (v4/*:: as any*/),
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "Container",
                "kind": "LinkedField",
                "name": "container",
                "plural": false,
                "selections": (v4/*:: as any*/),
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  }
];
return {
  "fragment": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "JotFormPageQuery",
    "selections": (v5/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v1/*:: as any*/),
      (v0/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "JotFormPageQuery",
    "selections": (v5/*:: as any*/)
  },
  "params": {
    "id": "042a6f20d23e2606a401bceb9e116dc69f7a4e5f36d5c42b98483adff86cd32e",
    "metadata": {},
    "name": "JotFormPageQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "cbe3a821a8591f04a2a68e1ad1133387";

export default node;
