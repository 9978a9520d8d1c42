/**
 * Prints the Pothos schema, sorted, to /schema.graphql (the contract relay-compiler and the
 * contract tests read). `--check` only compares, and exits 1 when the file is out of date.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { schema } from '../src/schema/index.ts';
import { printSortedSchema } from '../src/schema/print.ts';

const target = fileURLToPath(new URL('../../schema.graphql', import.meta.url));
const printed = printSortedSchema(schema);

if (process.argv.includes('--check')) {
  let current = '';
  try {
    current = readFileSync(target, 'utf8');
  } catch {
    // Missing counts as different.
  }
  if (current !== printed) {
    console.error(`${target} differs from the schema in bff/src/schema. Run \`npm run schema:print\` and commit the result.`);
    process.exit(1);
  }
  console.log('schema.graphql is up to date.');
} else {
  writeFileSync(target, printed);
  console.log(`Wrote ${target}`);
}
