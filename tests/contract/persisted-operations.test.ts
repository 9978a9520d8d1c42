// The web app sends persisted operations by id only, so the bff can answer an operation only if
// web/persisted-operations.json holds its text under the id relay-compiler wrote into its
// artifact. relay-compiler --validate checks the artifacts, not this file; a merge that keeps one
// side of the file loses operations without any other check noticing until a screen fails.
// Texts the web no longer sends stay (relay-compiler only adds): a tab still running the previous
// build keeps working after a deploy.
import { createHash } from 'node:crypto';
import { readFileSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { getOperationAST, parse } from 'graphql';
import { describe, expect, test } from 'vitest';

const generatedDir = fileURLToPath(new URL('../../web/src/__generated__/', import.meta.url));
const persistFile = fileURLToPath(new URL('../../web/persisted-operations.json', import.meta.url));

const persisted = JSON.parse(readFileSync(persistFile, 'utf8')) as Record<string, string>;

/** The id and name of every operation relay-compiler generated for the web app. */
const operations = readdirSync(generatedDir)
  .filter((file) => file.endsWith('.graphql.ts'))
  .flatMap((file) => {
    const source = readFileSync(generatedDir + file, 'utf8');
    const params = /"params": \{\s*"id": "([0-9a-f]{64})",\s*"metadata": \{[^}]*\},\s*"name": "([^"]+)"/.exec(source);
    return params ? [{ id: params[1]!, name: params[2]! }] : [];
  });

describe('web/persisted-operations.json', () => {
  test('holds the text of every operation the web app sends, under the id in its artifact', () => {
    expect(operations.length).toBeGreaterThan(30);
    const missing = operations.filter(({ id }) => persisted[id] === undefined).map(({ name }) => name);
    expect(missing).toEqual([]);
    const misnamed = operations
      .filter(({ id, name }) => persisted[id] !== undefined && getOperationAST(parse(persisted[id]!))?.name?.value !== name)
      .map(({ name }) => name);
    expect(misnamed).toEqual([]);
  });

  test('keys each text by its SHA-256, as the bff looks it up', () => {
    const wrong = Object.entries(persisted)
      .filter(([id, text]) => createHash('sha256').update(text).digest('hex') !== id)
      .map(([id]) => id);
    expect(wrong).toEqual([]);
  });
});
