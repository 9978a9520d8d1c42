/**
 * @generated SignedSource<<1ae195cfbb4718abce008bc5aefcc8ee>>
 * @relayHash fafa00f2ba20ea67163afdcb589db9fb
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 158ca8395de1e4ebb175dbcfe23033726e1ea0587d3f6ef6573648689f4f0eb1

import type { ConcreteRequest } from 'relay-runtime';
export type JotContentType = "ARTICLE" | "AUDIO" | "PDF" | "STORY" | "VIDEO";
export type UpdateJotInput = {
  contentHtml: string;
  contentType: JotContentType;
  contentUrl?: string | null | undefined;
  durationSeconds?: number | null | undefined;
  id: string;
  imageIds?: ReadonlyArray<number> | null | undefined;
  images?: ReadonlyArray<any> | null | undefined;
  listItemId?: string | null | undefined;
  title: string;
};
export type JotFormUpdateMutation$variables = {
  input: UpdateJotInput;
};
export type JotFormUpdateMutation$data = {
  readonly updateJot: {
    readonly __typename: string;
    readonly fields?: ReadonlyArray<{
      readonly field: string;
      readonly messages: ReadonlyArray<string>;
    }>;
    readonly jot?: {
      readonly contentHtml: string;
      readonly contentText: string;
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
      readonly title: string;
    };
    readonly listItem?: {
      readonly id: string;
      readonly slug: string;
    } | null | undefined;
    readonly message?: string;
  };
};
export type JotFormUpdateMutation = {
  response: JotFormUpdateMutation$data;
  variables: JotFormUpdateMutation$variables;
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
    "name": "updateJot",
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
                "name": "contentText",
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
                  (v1/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "name",
                    "storageKey": null
                  },
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
              (v1/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "slug",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "type": "UpdateJotPayload",
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
    "name": "JotFormUpdateMutation",
    "selections": (v2/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "JotFormUpdateMutation",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "id": "158ca8395de1e4ebb175dbcfe23033726e1ea0587d3f6ef6573648689f4f0eb1",
    "metadata": {},
    "name": "JotFormUpdateMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "13e4674a1452a823fdbbe4b4ff144054";

export default node;
