/**
 * @generated SignedSource<<86802344e64beb6cdbdb70ad7a69d1a3>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type MuteButton_user$data = {
  readonly id: string;
  readonly isExpert: boolean;
  readonly name: string;
  readonly viewerHasMuted: boolean;
  readonly " $fragmentType": "MuteButton_user";
};
export type MuteButton_user$key = {
  readonly " $data"?: MuteButton_user$data;
  readonly " $fragmentSpreads": FragmentRefs<"MuteButton_user">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "MuteButton_user",
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
      "name": "isExpert",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "viewerHasMuted",
      "storageKey": null
    }
  ],
  "type": "User",
  "abstractKey": null
};

(node as any).hash = "4354db85fed90355ef45ed927c36a587";

export default node;
