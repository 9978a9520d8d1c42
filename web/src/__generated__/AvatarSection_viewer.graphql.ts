/**
 * @generated SignedSource<<469f519b08d071f851200694d89f9510>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type AvatarSection_viewer$data = {
  readonly avatarUrl: string | null | undefined;
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
      "kind": "ScalarField",
      "name": "avatarUrl",
      "storageKey": null
    }
  ],
  "type": "Viewer",
  "abstractKey": null
};

(node as any).hash = "96ecc8f4d949cbae60aa0e9662611a98";

export default node;
