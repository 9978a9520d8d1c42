/**
 * @generated SignedSource<<41b171da7d6270f26031f6208072f8bf>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type PodHeader_pod$data = {
  readonly container: {
    readonly name: string;
    readonly slug: string;
  } | null | undefined;
  readonly databaseId: number;
  readonly description: string;
  readonly infoHtml: string | null | undefined;
  readonly logoUrl: string | null | undefined;
  readonly name: string;
  readonly profileImageUrl: string | null | undefined;
  readonly videoUrl: string | null | undefined;
  readonly " $fragmentSpreads": FragmentRefs<"DefaultTopicButton_pod">;
  readonly " $fragmentType": "PodHeader_pod";
};
export type PodHeader_pod$key = {
  readonly " $data"?: PodHeader_pod$data;
  readonly " $fragmentSpreads": FragmentRefs<"PodHeader_pod">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "PodHeader_pod",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "databaseId",
      "storageKey": null
    },
    (v0/*:: as any*/),
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
      "name": "infoHtml",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "videoUrl",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "logoUrl",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "profileImageUrl",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Container",
      "kind": "LinkedField",
      "name": "container",
      "plural": false,
      "selections": [
        (v0/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "slug",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "DefaultTopicButton_pod"
    }
  ],
  "type": "Pod",
  "abstractKey": null
};
})();

(node as any).hash = "d351bd493d9e31268787d12172994b79";

export default node;
