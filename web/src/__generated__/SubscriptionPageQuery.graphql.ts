/**
 * @generated SignedSource<<0012258c286b0c7e0f9ffb0ce2f6a7ae>>
 * @relayHash 57baf023a79ec551610356ae1defe75f
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID b2405a9769ef21472d46c376cae80c8e510efdf33686b6ee2b8b2c24a42ed6af

import type { ConcreteRequest } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type SubscriptionPageQuery$variables = Record<PropertyKey, never>;
export type SubscriptionPageQuery$data = {
  readonly subscriptionPlans: ReadonlyArray<{
    readonly id: string;
    readonly " $fragmentSpreads": FragmentRefs<"PlanCard_plan">;
  }>;
};
export type SubscriptionPageQuery = {
  response: SubscriptionPageQuery$data;
  variables: SubscriptionPageQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "SubscriptionPageQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "SubscriptionPlan",
        "kind": "LinkedField",
        "name": "subscriptionPlans",
        "plural": true,
        "selections": [
          (v0/*:: as any*/),
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "PlanCard_plan"
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
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "SubscriptionPageQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "SubscriptionPlan",
        "kind": "LinkedField",
        "name": "subscriptionPlans",
        "plural": true,
        "selections": [
          (v0/*:: as any*/),
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
            "name": "priceLabel",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "period",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "isMostPopular",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "features",
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "b2405a9769ef21472d46c376cae80c8e510efdf33686b6ee2b8b2c24a42ed6af",
    "metadata": {},
    "name": "SubscriptionPageQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "81223ddce38c9c045405030d7fe081a8";

export default node;
