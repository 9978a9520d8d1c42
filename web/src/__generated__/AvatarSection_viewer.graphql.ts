/**
 * @generated SignedSource<<e1013b057df56f0624969638c17fe882>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type AvatarSection_viewer$data = {
  readonly avatar: {
    readonly height: number | null | undefined;
    readonly srcSet: string | null | undefined;
    readonly url: string;
    readonly width: number | null | undefined;
  } | null | undefined;
  readonly name: string;
  readonly " $fragmentType": "AvatarSection_viewer";
};
export type AvatarSection_viewer$key = {
  readonly " $data"?: AvatarSection_viewer$data;
  readonly " $fragmentSpreads": FragmentRefs<"AvatarSection_viewer">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "AvatarSection_viewer",
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
      "concreteType": "ResponsiveImage",
      "kind": "LinkedField",
      "name": "avatar",
      "plural": false,
      "selections": [
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
          "name": "width",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "height",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "srcSet",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Viewer",
  "abstractKey": null
};

(node as any).hash = "75c7bd4af113db4741ed9007070b9c75";

export default node;
