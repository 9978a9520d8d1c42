import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runReviewCommand } from '../src/reports/review-command.ts';
import { AuthoringApi, type Author } from './support/authoring-api.ts';

/** Readers' reports of jots, the hold after three of them, and the reports script's review. */
let t: AuthoringApi;
let author: Author;
let readers: Author[];
let listItemId: number;
beforeAll(async () => {
  t = await AuthoringApi.start();
  author = await t.signIn();
  readers = [await t.signIn(), await t.signIn(), await t.signIn()];
  listItemId = await t.listItem();
});
afterAll(() => t?.close());

const report = (token: string | undefined, jotId: number | string, json: unknown) =>
  t.request<{ errors: Record<string, string[]> }>('POST', `/api/v1/jots/${jotId}/report`, { token, json });
const reportCount = async (jotId: number) =>
  (await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM jot_reports WHERE jot_id = $1', [jotId]))[0]?.n;
const listed = async (jotId: number) =>
  (await t.request<{ data: { id: number }[] }>('GET', `/api/v1/jots?list_item_id=${listItemId}&size=100`)).body.data.some((j) => j.id === jotId);
async function review(...args: string[]) {
  const lines: string[] = [];
  const code = await runReviewCommand({ db: t.db, storageDir: t.storageDir }, args, (line) => lines.push(line));
  return { code, output: lines.join('\n') };
}

describe('POST /api/v1/jots/{id}/report', () => {
  it('files a reader’s report once: a second one is refused with a clear message and changes nothing', async () => {
    const jot = await t.fixtures.jot(listItemId, author.id, { name: 'Reported once' });
    expect((await report(readers[0]!.token, jot, { reason: 'spam', note: '  Selling things.  ' })).status).toBe(204);
    const again = await report(readers[0]!.token, jot, { reason: 'other' });
    expect(again.status).toBe(422);
    expect(again.body.errors).toEqual({ reason: ['You have already reported this jot.'] });
    expect(await t.db.query('SELECT reason, note FROM jot_reports WHERE jot_id = $1', [jot])).toEqual([{ reason: 'spam', note: 'Selling things.' }]);
  });

  it('refuses a missing or unknown reason, a long note, one’s own jot, an unknown jot and visitors', async () => {
    const jot = await t.fixtures.jot(listItemId, author.id);
    expect((await report(readers[0]!.token, jot, {})).body.errors).toEqual({ reason: ['Please choose why you are reporting this jot.'] });
    expect((await report(readers[0]!.token, jot, { reason: 'boring' })).body.errors).toEqual({ reason: ['Please choose why you are reporting this jot.'] });
    expect((await report(readers[0]!.token, jot, { reason: 'spam', note: 'x'.repeat(1001) })).body.errors).toEqual({
      note: ['The note field must not be greater than 1000 characters.'],
    });
    expect((await report(author.token, jot, { reason: 'spam' })).body.errors).toEqual({ reason: ['You cannot report your own jot.'] });
    expect((await report(readers[0]!.token, 999_999, { reason: 'spam' })).status).toBe(404);
    expect((await report(undefined, jot, { reason: 'spam' })).status).toBe(401);
    expect(await reportCount(jot)).toBe(0);
  });

  it('has no way to read reports back: they are the reviewers’ only', async () => {
    const jot = await t.fixtures.jot(listItemId, author.id);
    await report(readers[1]!.token, jot, { reason: 'harassment', note: 'private words' });
    for (const token of [readers[1]!.token, readers[2]!.token, author.token]) {
      const reply = await t.request('GET', `/api/v1/jots/${jot}/report`, { token });
      expect(reply.status).toBe(404);
      expect(JSON.stringify(reply.body)).not.toContain('private words');
      expect(JSON.stringify((await t.request('GET', `/api/v1/jots/${jot}`, { token })).body)).not.toContain('private words');
    }
  });
});

describe('the hold after three readers, and the review', () => {
  it('hides a jot reported by three different readers everywhere, until the script restores it', async () => {
    const jot = await t.fixtures.jot(listItemId, author.id, { name: 'Quokka rumours' });
    await report(readers[0]!.token, jot, { reason: 'misinformation' });
    await report(readers[1]!.token, jot, { reason: 'misinformation', note: 'Made up.' });
    expect(await listed(jot)).toBe(true);
    await report(readers[2]!.token, jot, { reason: 'spam' });
    expect(await listed(jot)).toBe(false);
    expect((await t.request('GET', `/api/v1/jots/${jot}`, { token: author.token })).status).toBe(404);
    const searched = await t.request('GET', '/api/v1/search?q=quokka&indexes=jots');
    expect(JSON.stringify(searched.body)).not.toContain(`"id":${jot}`);

    const list = await review('list');
    expect(list.code).toBe(0);
    expect(list.output).toContain(`jot ${jot} "Quokka rumours"`);
    expect(list.output).toContain('3 report(s), HELD');
    expect(list.output).toContain('misinformation — Made up.');

    expect(await review('restore', String(jot))).toEqual({ code: 0, output: `Jot ${jot} is shown again; its reports are marked reviewed.` });
    expect(await listed(jot)).toBe(true);
    expect((await review('list')).output).not.toContain(`jot ${jot} `);
  });

  it('removes a reported jot for good, and says so when the jot does not exist', async () => {
    const jot = await t.fixtures.jot(listItemId, author.id);
    await report(readers[0]!.token, jot, { reason: 'spam' });
    expect(await review('remove', String(jot))).toEqual({ code: 0, output: `Jot ${jot} is removed.` });
    expect((await t.request('GET', `/api/v1/jots/${jot}`)).status).toBe(404);
    expect(await reportCount(jot)).toBe(0);
    expect(await review('remove', String(jot))).toEqual({ code: 1, output: `No jot ${jot}: nothing changed.` });
    expect((await review('restore')).code).toBe(2);
  });
});
