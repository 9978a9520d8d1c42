/**
 * @generated SignedSource<<41d59039d8d80ab6d3e1a8e11c85010a>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type Achievements_viewer$data = {
  readonly achievements: ReadonlyArray<{
    readonly description: string | null | undefined;
    readonly id: string;
    readonly imageUrl: string | null | undefined;
    readonly title: string;
  }>;
  readonly " $fragmentType": "Achievements_viewer";
};
export type Achievements_viewer$key = {
  readonly " $data"?: Achievements_viewer$data;
  readonly " $fragmentSpreads": FragmentRefs<"Achievements_viewer">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "Achievements_viewer",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "Achievement",
      "kind": "LinkedField",
      "name": "achievements",
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
          "name": "title",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "imageUrl",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "description",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Viewer",
  "abstractKey": null
};

(node as any).hash = "7978815cc0d38e86bf9847f0336238d5";

export default node;
