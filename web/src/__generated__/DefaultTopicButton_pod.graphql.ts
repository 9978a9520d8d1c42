/**
 * @generated SignedSource<<554758ff8c7bd7ebb35c9acb5a9cc041>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type DefaultTopicButton_pod$data = {
  readonly id: string;
  readonly isDefault: boolean;
  readonly " $fragmentType": "DefaultTopicButton_pod";
};
export type DefaultTopicButton_pod$key = {
  readonly " $data"?: DefaultTopicButton_pod$data;
  readonly " $fragmentSpreads": FragmentRefs<"DefaultTopicButton_pod">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "DefaultTopicButton_pod",
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
      "name": "isDefault",
      "storageKey": null
    }
  ],
  "type": "Pod",
  "abstractKey": null
};

(node as any).hash = "338b6803c4ebdcc3e7af3bd4251b04bb";

export default node;
