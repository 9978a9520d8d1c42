/**
 * @generated SignedSource<<56adcc6ea34eceef12f27572e9e88445>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type PlanCard_plan$data = {
  readonly features: ReadonlyArray<string>;
  readonly isMostPopular: boolean;
  readonly name: string;
  readonly period: string;
  readonly priceLabel: string;
  readonly " $fragmentType": "PlanCard_plan";
};
export type PlanCard_plan$key = {
  readonly " $data"?: PlanCard_plan$data;
  readonly " $fragmentSpreads": FragmentRefs<"PlanCard_plan">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "PlanCard_plan",
  "selections": [
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
  "type": "SubscriptionPlan",
  "abstractKey": null
};

(node as any).hash = "3f28227050f273956804ea22a3317d22";

export default node;
