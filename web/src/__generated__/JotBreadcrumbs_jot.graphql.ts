/**
 * @generated SignedSource<<b3d87518c971a44d1a7dd5c6b476fbe7>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type JotBreadcrumbs_jot$data = {
  readonly container: {
    readonly name: string;
    readonly slug: string;
  } | null | undefined;
  readonly listItem: {
    readonly name: string;
    readonly slug: string;
  } | null | undefined;
  readonly pod: {
    readonly name: string;
    readonly slug: string;
  } | null | undefined;
  readonly section: {
    readonly name: string;
    readonly slug: string;
  } | null | undefined;
  readonly title: string;
  readonly " $fragmentType": "JotBreadcrumbs_jot";
};
export type JotBreadcrumbs_jot$key = {
  readonly " $data"?: JotBreadcrumbs_jot$data;
  readonly " $fragmentSpreads": FragmentRefs<"JotBreadcrumbs_jot">;
};

const node: ReaderFragment = (function(){
var v0 = [
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
  }
];
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "JotBreadcrumbs_jot",
  "selections": [
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
      "concreteType": "Container",
      "kind": "LinkedField",
      "name": "container",
      "plural": false,
      "selections": (v0/*:: as any*/),
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Pod",
      "kind": "LinkedField",
      "name": "pod",
      "plural": false,
      "selections": (v0/*:: as any*/),
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "ListItem",
      "kind": "LinkedField",
      "name": "listItem",
      "plural": false,
      "selections": (v0/*:: as any*/),
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Section",
      "kind": "LinkedField",
      "name": "section",
      "plural": false,
      "selections": (v0/*:: as any*/),
      "storageKey": null
    }
  ],
  "type": "Jot",
  "abstractKey": null
};
})();

(node as any).hash = "d8d1eba4223629c9a9bce1e12083f161";

export default node;
