/**
 * @generated SignedSource<<5d11fc143658465339a6c475982be2c7>>
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
  readonly description: string;
  readonly logoUrl: string | null | undefined;
  readonly name: string;
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
      "name": "logoUrl",
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
    }
  ],
  "type": "Pod",
  "abstractKey": null
};
})();

(node as any).hash = "3ccc380162f62f9b62199da89963cd66";

export default node;
