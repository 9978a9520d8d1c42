/**
 * @generated SignedSource<<39e824803c2ffac7390858f3cc9a6bdf>>
 * @relayHash 777a3079a1f346ea6db207ac4684801e
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 49862f4fadcacbe4f9e8d83a768b8918eb116b47fef999a4da87ef5a72faafcf

import type { ConcreteRequest } from 'relay-runtime';
export type JotContentType = "ARTICLE" | "AUDIO" | "PDF" | "STORY" | "VIDEO";
export type CreateJotInput = {
  contentHtml: string;
  contentType: JotContentType;
  contentUrl?: string | null | undefined;
  durationSeconds?: number | null | undefined;
  imageIds?: ReadonlyArray<number> | null | undefined;
  images?: ReadonlyArray<any> | null | undefined;
  listItemId?: string | null | undefined;
  title: string;
};
export type JotFormCreateMutation$variables = {
  input: CreateJotInput;
};
export type JotFormCreateMutation$data = {
  readonly createJot: {
    readonly __typename: string;
    readonly fields?: ReadonlyArray<{
      readonly field: string;
      readonly messages: ReadonlyArray<string>;
    }>;
    readonly jot?: {
      readonly databaseId: number;
      readonly id: string;
      readonly slug: string;
    };
    readonly listItem?: {
      readonly id: string;
      readonly slug: string;
    } | null | undefined;
    readonly message?: string;
  };
};
export type JotFormCreateMutation = {
  response: JotFormCreateMutation$data;
  variables: JotFormCreateMutation$variables;
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
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "slug",
  "storageKey": null
},
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
    "name": "createJot",
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
            "concreteType": "Jot",
            "kind": "LinkedField",
            "name": "jot",
            "plural": false,
            "selections": [
              (v1/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "databaseId",
                "storageKey": null
              },
              (v2/*:: as any*/)
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
              (v1/*:: as any*/),
              (v2/*:: as any*/)
            ],
            "storageKey": null
          }
        ],
        "type": "CreateJotPayload",
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
      },
      {
        "kind": "InlineFragment",
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "FieldError",
            "kind": "LinkedField",
            "name": "fields",
            "plural": true,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "field",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "messages",
                "storageKey": null
              }
            ],
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
    "name": "JotFormCreateMutation",
    "selections": (v3/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "JotFormCreateMutation",
    "selections": (v3/*:: as any*/)
  },
  "params": {
    "id": "49862f4fadcacbe4f9e8d83a768b8918eb116b47fef999a4da87ef5a72faafcf",
    "metadata": {},
    "name": "JotFormCreateMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "572eeb27e8b2882b44383f570fcd6689";

export default node;
