/**
 * @generated SignedSource<<4184398ea3e426ac08415e5f22c8ac5e>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
export type JotLevel = "ADVANCED" | "ALL" | "BEGINNER" | "EXPERT" | "INTERMEDIATE";
import type { FragmentRefs } from "relay-runtime";
export type ProfileForm_viewer$data = {
  readonly bio: string | null | undefined;
  readonly email: string;
  readonly facebook: string | null | undefined;
  readonly instagram: string | null | undefined;
  readonly isCompany: boolean;
  readonly isPrivate: boolean;
  readonly jotLevel: JotLevel;
  readonly linkedin: string | null | undefined;
  readonly name: string;
  readonly pendingEmail: string | null | undefined;
  readonly phone: string | null | undefined;
  readonly pinterest: string | null | undefined;
  readonly storefrontUrl: string | null | undefined;
  readonly twitter: string | null | undefined;
  readonly " $fragmentType": "ProfileForm_viewer";
};
export type ProfileForm_viewer$key = {
  readonly " $data"?: ProfileForm_viewer$data;
  readonly " $fragmentSpreads": FragmentRefs<"ProfileForm_viewer">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ProfileForm_viewer",
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
      "name": "email",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "phone",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "bio",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "facebook",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "linkedin",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "instagram",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "twitter",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "pinterest",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "storefrontUrl",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "isPrivate",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "isCompany",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "jotLevel",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "pendingEmail",
      "storageKey": null
    }
  ],
  "type": "Viewer",
  "abstractKey": null
};

(node as any).hash = "23b323c02f589d6319e76695ca6686b5";

export default node;
