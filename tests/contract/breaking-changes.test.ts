// Clients are built against the released contract (schema.released.graphql). schema.graphql may
// only break it where CHANGELOG.md announces the break under `## Unreleased`; the rule for naming a
// change is at the top of CHANGELOG.md and of ./breaking-changes.ts.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, test } from 'vitest';
import { checkBreakingChanges, describeUnlisted, unreleasedSection } from './breaking-changes.ts';

const read = (relative: string) => readFileSync(fileURLToPath(new URL(relative, import.meta.url)), 'utf8');

describe('schema.graphql against schema.released.graphql', () => {
  test('every breaking change is listed in CHANGELOG.md under Unreleased', async () => {
    const { unlisted } = await checkBreakingChanges({
      releasedSdl: read('../../schema.released.graphql'),
      currentSdl: read('../../schema.graphql'),
      changelog: read('../../CHANGELOG.md'),
    });
    expect(unlisted, describeUnlisted(unlisted)).toEqual([]);
  });

  test('CHANGELOG.md has an Unreleased section for the next release', () => {
    expect(unreleasedSection(read('../../CHANGELOG.md')).trim()).not.toBe('');
  });
});

describe('the breaking-change checker', () => {
  const released = /* GraphQL */ `
    type Query {
      jot(slug: String!): Jot
    }
    type Jot {
      title: String!
      likeCount: Int!
    }
  `;
  const withoutLikeCount = /* GraphQL */ `
    type Query {
      jot(slug: String!): Jot
    }
    type Jot {
      title: String!
    }
  `;
  const changelogListing = (entry: string) => `# Changelog\n\n## Unreleased\n\n### Removed\n- ${entry}\n\n## 0.1.0\n\n- First release.\n`;

  test('a removed field fails, named by its coordinate, with how to allow it', async () => {
    const { breaking, unlisted } = await checkBreakingChanges({
      releasedSdl: released,
      currentSdl: withoutLikeCount,
      changelog: changelogListing('Nothing about likes.'),
    });
    expect(breaking.map((change) => change.coordinate)).toEqual(['Jot.likeCount']);
    expect(unlisted.map((change) => change.coordinate)).toEqual(['Jot.likeCount']);
    const message = describeUnlisted(unlisted);
    expect(message).toContain("`Jot.likeCount`: Field 'likeCount' was removed from object type 'Jot'");
    expect(message).toContain('## Unreleased');
    expect(message).toContain('copy schema.graphql to schema.released.graphql');
  });

  test('the same removal passes when the Unreleased section names it', async () => {
    const { breaking, unlisted } = await checkBreakingChanges({
      releasedSdl: released,
      currentSdl: withoutLikeCount,
      changelog: changelogListing('`Jot.likeCount`: count the `likes` connection instead.'),
    });
    expect(breaking).toHaveLength(1);
    expect(unlisted).toEqual([]);
  });

  test('only the Unreleased section counts, and only the exact coordinate in backticks', async () => {
    const listedInOldRelease = '# Changelog\n\n## Unreleased\n\n- Nothing yet.\n\n## 0.1.0\n\n- Removed `Jot.likeCount`.\n';
    const mentionedLoosely = changelogListing('Removed Jot.likeCount and `Jot`.');
    for (const changelog of [listedInOldRelease, mentionedLoosely]) {
      const { unlisted } = await checkBreakingChanges({ releasedSdl: released, currentSdl: withoutLikeCount, changelog });
      expect(unlisted.map((change) => change.coordinate)).toEqual(['Jot.likeCount']);
    }
  });

  test('an argument change is named as a coordinate, `Query.jot(slug:)`, or by the inspector path', async () => {
    const renamedArgument = released.replace('jot(slug: String!)', 'jot(id: ID!)');
    const unlistedNow = await checkBreakingChanges({ releasedSdl: released, currentSdl: renamedArgument, changelog: changelogListing('-') });
    expect(unlistedNow.unlisted.map((change) => change.coordinate).sort()).toEqual(['Query.jot(id:)', 'Query.jot(slug:)']);

    const listed = await checkBreakingChanges({
      releasedSdl: released,
      currentSdl: renamedArgument,
      changelog: changelogListing('`Query.jot(slug:)` is now `Query.jot.id` (a global id).'),
    });
    expect(listed.unlisted).toEqual([]);
  });

  test('a non-breaking addition passes with no changelog entry', async () => {
    const withAuthor = released.replace('likeCount: Int!', 'likeCount: Int!\n      "Who wrote it."\n      author: String');
    const { breaking, unlisted } = await checkBreakingChanges({
      releasedSdl: released,
      currentSdl: withAuthor,
      changelog: '# Changelog\n\n## Unreleased\n',
    });
    expect(breaking).toEqual([]);
    expect(unlisted).toEqual([]);
  });
});
