/**
 * @generated SignedSource<<f0037176d47fed8e1443993d374aab2b>>
 * @relayHash d87ecc1e15cbdb120561f74bda15661b
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 510bff3f8033ff1c7b1f87c7d2ebaac0e502e44fb2f38e88b204752d054624b5

import type { ConcreteRequest } from 'relay-runtime';
export type JotReportReason = "HARASSMENT" | "MISINFORMATION" | "OTHER" | "SPAM";
export type ReportJotInput = {
  jotId: string;
  note?: string | null | undefined;
  reason: JotReportReason;
};
export type ReportJotButtonMutation$variables = {
  input: ReportJotInput;
};
export type ReportJotButtonMutation$data = {
  readonly reportJot: {
    readonly __typename: string;
    readonly fields?: ReadonlyArray<{
      readonly field: string;
      readonly messages: ReadonlyArray<string>;
    }>;
    readonly message?: string;
    readonly reportedJotId?: string;
  };
};
export type ReportJotButtonMutation = {
  response: ReportJotButtonMutation$data;
  variables: ReportJotButtonMutation$variables;
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
    "name": "reportJot",
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
            "kind": "ScalarField",
            "name": "reportedJotId",
            "storageKey": null
          }
        ],
        "type": "ReportJotPayload",
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
    "name": "ReportJotButtonMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "ReportJotButtonMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "510bff3f8033ff1c7b1f87c7d2ebaac0e502e44fb2f38e88b204752d054624b5",
    "metadata": {},
    "name": "ReportJotButtonMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "943a84b8a913d9b0a0705584aab701bd";

export default node;
