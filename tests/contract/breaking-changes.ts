// The breaking-change guard. schema.released.graphql is the contract clients of the last release
// were built against; schema.graphql is what the bff serves now. A change graphql-inspector rates
// BREAKING (a removed field, a new required argument, a narrowed type...) may only ship when
// CHANGELOG.md announces it under `## Unreleased`, so every client learns of it from the notes of
// the release that carries it.
//
// How a changelog entry names a change (also stated at the top of CHANGELOG.md): the entry holds,
// in backticks, the change's schema coordinate (`Jot.title`, `Query.pod(slug:)`,
// `FeedTag.TRENDING`, `CreateJotInput.title`, `Jot` for a whole type, `@cost(weight:)`), or the
// path graphql-inspector reports (`Query.pod.slug`), or its whole message. Only the Unreleased
// section counts: what an older release listed is already in schema.released.graphql.
import { type Change, CriticalityLevel, diff } from '@graphql-inspector/core';
import { buildSchema } from 'graphql';

export interface BreakingChange {
  /** Schema coordinate of what changed (`Query.pod(slug:)`); the inspector's path otherwise. */
  coordinate: string;
  /** graphql-inspector's path (`Query.pod.slug`), or '' for a change without one. */
  path: string;
  /** graphql-inspector's description of the change. */
  message: string;
  /** Why graphql-inspector rates it breaking. */
  reason: string;
}

export interface BreakingChangeCheck {
  /** Every BREAKING change from the released schema to the current one. */
  breaking: BreakingChange[];
  /** Those the Unreleased section of the changelog does not name. */
  unlisted: BreakingChange[];
}

/** Change types whose path is `Type.field.argument` or `@directive.argument`. */
const ARGUMENT_CHANGE = /^(FIELD_ARGUMENT_|DIRECTIVE_ARGUMENT_)/;

/** `Query.pod.slug` → `Query.pod(slug:)` for argument changes; other paths are coordinates already. */
function coordinateOf(change: Change): string {
  const path = change.path ?? '';
  if (!ARGUMENT_CHANGE.test(change.type)) return path;
  const cut = path.lastIndexOf('.');
  return cut > 0 ? `${path.slice(0, cut)}(${path.slice(cut + 1)}:)` : path;
}

/** The BREAKING changes from `releasedSdl` to `currentSdl`, in graphql-inspector's order. */
export async function breakingChanges(releasedSdl: string, currentSdl: string): Promise<BreakingChange[]> {
  const changes = await diff(buildSchema(releasedSdl), buildSchema(currentSdl));
  return changes
    .filter((change) => change.criticality.level === CriticalityLevel.Breaking)
    .map((change) => ({
      coordinate: coordinateOf(change) || change.message,
      path: change.path ?? '',
      message: change.message,
      reason: change.criticality.reason ?? '',
    }));
}

/**
 * The body of the `## Unreleased` (or `## [Unreleased]`) section: up to the next `## ` heading.
 * Empty when the changelog has no such section.
 */
export function unreleasedSection(changelog: string): string {
  const lines = changelog.split(/\r?\n/);
  const start = lines.findIndex((line) => /^##\s+\[?Unreleased\]?\s*$/i.test(line));
  if (start === -1) return '';
  const end = lines.findIndex((line, index) => index > start && /^##\s/.test(line));
  return lines.slice(start + 1, end === -1 ? undefined : end).join('\n');
}

/** Everything written in backticks in `text` (inline code spans). */
function codeSpans(text: string): Set<string> {
  return new Set([...text.matchAll(/`([^`\n]+)`/g)].map((match) => match[1]!.trim()));
}

/** Whether the Unreleased section names the change (the rule at the top of this file). */
export function isListed(change: BreakingChange, unreleased: string): boolean {
  const named = codeSpans(unreleased);
  return [change.coordinate, change.path, change.message].some((name) => name !== '' && named.has(name));
}

/** Diffs the two schemas and sorts the breaking changes into listed and unlisted ones. */
export async function checkBreakingChanges(input: {
  releasedSdl: string;
  currentSdl: string;
  changelog: string;
}): Promise<BreakingChangeCheck> {
  const breaking = await breakingChanges(input.releasedSdl, input.currentSdl);
  const unreleased = unreleasedSection(input.changelog);
  return { breaking, unlisted: breaking.filter((change) => !isListed(change, unreleased)) };
}

/** The failure message: each unlisted change, and the two ways to allow it. */
export function describeUnlisted(unlisted: readonly BreakingChange[]): string {
  if (unlisted.length === 0) return 'No unlisted breaking changes.';
  const lines = unlisted.map((change) => `  - \`${change.coordinate}\`: ${change.message}`);
  return [
    `schema.graphql has ${unlisted.length} breaking change(s) against schema.released.graphql that CHANGELOG.md does not list:`,
    ...lines,
    'To allow one, name it in backticks in an entry under `## Unreleased` in CHANGELOG.md, e.g.',
    `  - Removed \`${unlisted[0]!.coordinate}\`: what clients use instead.`,
    'When releasing, copy schema.graphql to schema.released.graphql (the release notes carry the entries).',
  ].join('\n');
}
