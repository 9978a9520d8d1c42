/**
 * @generated SignedSource<<e3df6117cc0f6513d4231edd83793726>>
 * @relayHash 1230e3b76933203145d4ad3806333f1e
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 432fdc722260ca6dddbd10ebdb76e4680047fc664ac291f6958e570f85b99054

import type { ConcreteRequest } from 'relay-runtime';
export type NotificationsPageMarkAllReadMutation$variables = {
  excludeAuthors?: ReadonlyArray<string> | null | undefined;
};
export type NotificationsPageMarkAllReadMutation$data = {
  readonly markNotificationsRead: {
    readonly __typename: string;
    readonly message?: string;
    readonly unreadNotificationCount?: number;
  };
};
export type NotificationsPageMarkAllReadMutation = {
  response: NotificationsPageMarkAllReadMutation$data;
  variables: NotificationsPageMarkAllReadMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "excludeAuthors"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "fields": [
          {
            "kind": "Literal",
            "name": "all",
            "value": true
          },
          {
            "kind": "Variable",
            "name": "excludeAuthors",
            "variableName": "excludeAuthors"
          }
        ],
        "kind": "ObjectValue",
        "name": "input"
      }
    ],
    "concreteType": null,
    "kind": "LinkedField",
    "name": "markNotificationsRead",
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
            "name": "unreadNotificationCount",
            "storageKey": null
          }
        ],
        "type": "MarkNotificationsReadPayload",
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
    "name": "NotificationsPageMarkAllReadMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "NotificationsPageMarkAllReadMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "432fdc722260ca6dddbd10ebdb76e4680047fc664ac291f6958e570f85b99054",
    "metadata": {},
    "name": "NotificationsPageMarkAllReadMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "6ed9e0d5498a9f7dc2047c7a6f6244b6";

export default node;
