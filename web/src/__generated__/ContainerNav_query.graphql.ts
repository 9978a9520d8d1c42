/**
 * @generated SignedSource<<444db4be023f96402a25f83fe7e66d53>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
export type ContainerSection = "CATEGORY" | "CORE_LEARNING";
import type { FragmentRefs } from "relay-runtime";
export type ContainerNav_query$data = {
  readonly containers: ReadonlyArray<{
    readonly id: string;
    readonly name: string;
    readonly section: ContainerSection;
    readonly slug: string;
  }>;
  readonly " $fragmentType": "ContainerNav_query";
};
export type ContainerNav_query$key = {
  readonly " $data"?: ContainerNav_query$data;
  readonly " $fragmentSpreads": FragmentRefs<"ContainerNav_query">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ContainerNav_query",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "Container",
      "kind": "LinkedField",
      "name": "containers",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "id",
          "storageKey": null
        },
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
          "name": "section",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Query",
  "abstractKey": null
};

(node as any).hash = "b8b17cbdf6f9bb0336a23c00a78ed911";

export default node;
