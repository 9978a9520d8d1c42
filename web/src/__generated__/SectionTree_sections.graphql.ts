/**
 * @generated SignedSource<<b6e969b89fa46363ae8754baed00f208>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type SectionTree_sections$data = ReadonlyArray<{
  readonly children: ReadonlyArray<{
    readonly children: ReadonlyArray<{
      readonly children: ReadonlyArray<{
        readonly id: string;
        readonly name: string;
        readonly slug: string;
      }>;
      readonly id: string;
      readonly name: string;
      readonly slug: string;
    }>;
    readonly id: string;
    readonly name: string;
    readonly slug: string;
  }>;
  readonly id: string;
  readonly name: string;
  readonly slug: string;
  readonly " $fragmentType": "SectionTree_sections";
}>;
export type SectionTree_sections$key = ReadonlyArray<{
  readonly " $data"?: SectionTree_sections$data;
  readonly " $fragmentSpreads": FragmentRefs<"SectionTree_sections">;
}>;

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "slug",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": {
    "plural": true
  },
  "name": "SectionTree_sections",
  "selections": [
    (v0/*:: as any*/),
    (v1/*:: as any*/),
    (v2/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "concreteType": "Section",
      "kind": "LinkedField",
      "name": "children",
      "plural": true,
      "selections": [
        (v0/*:: as any*/),
        (v1/*:: as any*/),
        (v2/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "concreteType": "Section",
          "kind": "LinkedField",
          "name": "children",
          "plural": true,
          "selections": [
            (v0/*:: as any*/),
            (v1/*:: as any*/),
            (v2/*:: as any*/),
            {
              "alias": null,
              "args": null,
              "concreteType": "Section",
              "kind": "LinkedField",
              "name": "children",
              "plural": true,
              "selections": [
                (v0/*:: as any*/),
                (v1/*:: as any*/),
                (v2/*:: as any*/)
              ],
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Section",
  "abstractKey": null
};
})();

(node as any).hash = "27fc07af9f579df4971dd4001605050d";

export default node;
