/**
 * @generated SignedSource<<eae60f49160b9f5a0d6a1a772caf3817>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type PodCard_pod$data = {
  readonly description: string;
  readonly logoUrl: string | null | undefined;
  readonly name: string;
  readonly slug: string;
  readonly " $fragmentType": "PodCard_pod";
};
export type PodCard_pod$key = {
  readonly " $data"?: PodCard_pod$data;
  readonly " $fragmentSpreads": FragmentRefs<"PodCard_pod">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "PodCard_pod",
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
      "name": "slug",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "description",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "logoUrl",
      "storageKey": null
    }
  ],
  "type": "Pod",
  "abstractKey": null
};

(node as any).hash = "aedc401b050e968e403cd3c9715591fd";

export default node;
