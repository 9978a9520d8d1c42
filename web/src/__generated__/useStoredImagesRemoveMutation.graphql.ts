/**
 * @generated SignedSource<<1c1cdc015dbbd1a45c8cff5bc03f1bba>>
 * @relayHash f59c598d24abfa263c13fb6b9e5d9980
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID d43e95db107631245f1daf06c2af6bacb4a31025579da504bb4f5772c27840ad

import type { ConcreteRequest } from 'relay-runtime';
export type RemoveJotImageInput = {
  imageId: string;
};
export type useStoredImagesRemoveMutation$variables = {
  input: RemoveJotImageInput;
};
export type useStoredImagesRemoveMutation$data = {
  readonly removeJotImage: {
    readonly __typename: string;
    readonly deletedImageId?: string;
    readonly jot?: {
      readonly id: string;
      readonly images: ReadonlyArray<{
        readonly id: string;
        readonly name: string;
        readonly orderColumn: number;
        readonly url: string;
      }>;
    };
    readonly message?: string;
  };
};
export type useStoredImagesRemoveMutation = {
  response: useStoredImagesRemoveMutation$data;
  variables: useStoredImagesRemoveMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "input"
  }
],
v1 = [
  {
    "kind": "Variable",
    "name": "input",
    "variableName": "input"
  }
],
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "__typename",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "deletedImageId",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "concreteType": "Jot",
  "kind": "LinkedField",
  "name": "jot",
  "plural": false,
  "selections": [
    (v4/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "concreteType": "JotImage",
      "kind": "LinkedField",
      "name": "images",
      "plural": true,
      "selections": [
        (v4/*:: as any*/),
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
          "name": "orderColumn",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "storageKey": null
},
v6 = {
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
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "useStoredImagesRemoveMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "removeJotImage",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          {
            "kind": "InlineFragment",
            "selections": [
              (v3/*:: as any*/),
              (v5/*:: as any*/)
            ],
            "type": "RemoveJotImagePayload",
            "abstractKey": null
          },
          (v6/*:: as any*/)
        ],
        "storageKey": null
      }
    ],
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useStoredImagesRemoveMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "removeJotImage",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          {
            "kind": "InlineFragment",
            "selections": [
              (v3/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "filters": null,
                "handle": "deleteRecord",
                "key": "",
                "kind": "ScalarHandle",
                "name": "deletedImageId"
              },
              (v5/*:: as any*/)
            ],
            "type": "RemoveJotImagePayload",
            "abstractKey": null
          },
          (v6/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "d43e95db107631245f1daf06c2af6bacb4a31025579da504bb4f5772c27840ad",
    "metadata": {},
    "name": "useStoredImagesRemoveMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "8de9a7baacf84ef7e5151e6da5d40248";

export default node;
