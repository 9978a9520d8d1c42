/**
 * @generated SignedSource<<3194713e9f40285370ed8b7dc41d3d31>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type BannerSlider_banners$data = ReadonlyArray<{
  readonly altText: string;
  readonly id: string;
  readonly imageUrl: string | null | undefined;
  readonly link: string;
  readonly " $fragmentType": "BannerSlider_banners";
}>;
export type BannerSlider_banners$key = ReadonlyArray<{
  readonly " $data"?: BannerSlider_banners$data;
  readonly " $fragmentSpreads": FragmentRefs<"BannerSlider_banners">;
}>;

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": {
    "plural": true
  },
  "name": "BannerSlider_banners",
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
      "name": "link",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "altText",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "imageUrl",
      "storageKey": null
    }
  ],
  "type": "Banner",
  "abstractKey": null
};

(node as any).hash = "3f713afb0ff345bb8b5edc97df985a51";

export default node;
