import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type ErrorBody, type TestApi } from './support/api.ts';
import { whileShown } from './support/visibility.ts';
import { buildSearchWorld, type SearchBody, type SearchWorld } from './search-world.ts';

let api: TestApi;
let w: SearchWorld;

beforeAll(async () => {
  api = await startTestApi();
  w = await buildSearchWorld(api.db);
});
afterAll(() => api.close());

const search = (query: string) => api.get<SearchBody>(`/api/v1/search?${query}`);
const hitKeys = (body: SearchBody) => body.data.map((hit) => `${hit.index}:${hit.record.name}`);

describe('GET /api/v1/search: ranking and matching', () => {
  it('ranks a title match above a body match, whatever the body repeats', async () => {
    const res = await search('q=photosynthesis&indexes=jots');
    expect(res.status).toBe(200);
    const ids = res.body.data.map((hit) => hit.id);
    expect(ids.indexOf(w.jots.titled)).toBeGreaterThanOrEqual(0);
    expect(ids.indexOf(w.jots.titled)).toBeLessThan(ids.indexOf(w.jots.bodyOnly));
    expect(res.body.data[0]?.score).toBeGreaterThanOrEqual(2);
  });

  it('ranks the pod named for the query above the pod that only mentions it', async () => {
    const res = await search('q=photosynthesis&indexes=pods');
    expect(hitKeys(res.body)).toEqual(['pods:Photosynthesis', 'pods:Plant Biology']);
  });

  it('completes the last word as it is typed, and not once it is finished', async () => {
    const typing = await search('q=photosynth&indexes=pods');
    expect(hitKeys(typing.body)).toContain('pods:Photosynthesis');
    expect(typing.body.data.filter((hit) => hit.highlights.name.includes('<mark>'))).not.toEqual([]);
    const multiWord = await search(`q=${encodeURIComponent('photosynthesis in fi')}&indexes=jots`);
    expect(hitKeys(multiWord.body)[0]).toBe('jots:Photosynthesis in five minutes');
    // The only full-text match (scores from 1 up); the rest are similar names (below 1).
    expect(multiWord.body.data.filter((hit) => hit.score >= 1)).toHaveLength(1);
    // A trailing space finishes the word: "photosynth" is then a word no document has, found
    // only as a misspelling (scores under 1), not as a prefix.
    const finished = await search(`q=${encodeURIComponent('photosynth ')}&indexes=pods`);
    expect(finished.body.data.every((hit) => hit.score < 1)).toBe(true);
  });

  it('finds a pod, a jot and a glossary term despite a one-letter typo in the name', async () => {
    const pods = await search('q=photosinthesis&indexes=pods');
    expect(hitKeys(pods.body)).toContain('pods:Photosynthesis');
    const jots = await search(`q=${encodeURIComponent('photosinthesis in five minutes')}&indexes=jots`);
    expect(hitKeys(jots.body)[0]).toBe('jots:Photosynthesis in five minutes');
    const terms = await search('q=clorophyll&indexes=glossary_terms');
    expect(hitKeys(terms.body)[0]).toBe('glossary_terms:Chlorophyll');
    // Typo matches rank below any full-text match (scores under 1).
    expect(terms.body.data[0]?.score).toBeLessThan(1);
  });

  it('answers every hit with its record as the resource endpoints present it', async () => {
    const res = await search('q=chlorophyll');
    const jot = res.body.data.find((hit) => hit.index === 'jots');
    expect(jot?.record).toMatchObject({ id: w.jots.byExpert, user: { id: w.users.expert, name: 'Jotpod Expert' }, pod: { id: w.pods.plants } });
    const term = res.body.data.find((hit) => hit.index === 'glossary_terms');
    expect(term?.record).toMatchObject({ id: w.terms.chlorophyll, slug: 'chlorophyll', first_letter: 'C' });
  });
});

describe('GET /api/v1/search: highlights', () => {
  it('marks matches with <mark> and escapes everything else', async () => {
    const res = await search('q=photosynthesis&indexes=jots');
    const hit = res.body.data.find((h) => h.id === w.jots.tricky);
    expect(hit?.highlights.name).toBe('Sun &lt;b&gt;&amp; <mark>photosynthesis</mark>&lt;/b&gt; &quot;quoted&quot;');
    const snippet = hit?.highlights.content ?? '';
    expect(snippet).toContain('<mark>photosynthesis</mark>');
    expect(snippet).toContain('<mark>photosynthesis</mark> &amp; sun');
    expect(snippet).toContain('&quot;quoted&quot;');
    // Stored tags are gone; what remains has no tag but mark.
    expect(snippet.replace(/<\/?mark>/g, '')).not.toMatch(/[<>]/);
    expect(snippet).not.toContain('onerror');
    // Control: the stored body does hold the tags and the handler.
    const [stored] = await api.db.query<{ content: string }>('SELECT content FROM jots WHERE id = $1', [w.jots.tricky]);
    expect(stored?.content).toContain('<img src=x onerror=alert(2)>');
  });

  it('shows a short body whole, every match marked, not cut into fragments', async () => {
    const res = await search('q=pigment&indexes=glossary_terms');
    expect(res.body.data[0]?.highlights.content).toBe('The green <mark>pigment</mark> that captures light for photosynthesis.');
  });

  it('shows the start of the body when only the name matched', async () => {
    const res = await search('q=xylem&indexes=glossary_terms');
    expect(res.body.data[0]?.highlights).toEqual({ name: '<mark>Xylem</mark>', content: 'Tubes carrying water up from the roots.' });
  });
});

describe('GET /api/v1/search: counts, facets, filters and paging', () => {
  it('counts every index and the glossary letters, whatever is listed', async () => {
    const res = await search('q=photosynthesis&indexes=glossary_terms');
    expect(res.body.options.totals).toEqual({ pods: 2, jots: 4, glossary_terms: 2 });
    expect(res.body.options.facets.first_letter).toEqual({ C: 2 });
    expect(res.body.options.pagination).toEqual({ total_records: 2, page: 1, size: 20, total_pages: 1 });
    expect(res.body.data.every((hit) => hit.index === 'glossary_terms')).toBe(true);
  });

  it('narrows glossary terms by letter and keeps the other letters counted', async () => {
    const res = await search('q=roots&letter=x');
    expect(hitKeys(res.body).filter((k) => k.startsWith('glossary_terms'))).toEqual(['glossary_terms:Xylem']);
    expect(res.body.options.totals.glossary_terms).toBe(1);
    expect(res.body.options.facets.first_letter).toEqual({ S: 1, X: 1 });
  });

  it('filters by pod: the pod, its jots and its glossary', async () => {
    const res = await search(`q=photosynthesis&pod_id=${w.pods.plants}`);
    expect(res.body.options.totals).toEqual({ pods: 1, jots: 3, glossary_terms: 1 });
    expect(res.body.data.filter((hit) => hit.index === 'jots').every((hit) => hit.record.pod?.id === w.pods.plants)).toBe(true);
  });

  it('filters jots by content type', async () => {
    const res = await search('q=photosynthesis&indexes=jots&content_type=video');
    expect(hitKeys(res.body)).toEqual(['jots:Leaves and light']);
  });

  it('pages with page and size (at most 50)', async () => {
    const all = await search('q=photosynthesis&size=50');
    const second = await search('q=photosynthesis&size=3&page=2');
    expect(second.body.data.map((h) => `${h.index}:${h.id}`)).toEqual(all.body.data.slice(3, 6).map((h) => `${h.index}:${h.id}`));
    expect(second.body.options.pagination).toEqual({ total_records: 8, page: 2, size: 3, total_pages: 3 });
    const past = await search('q=photosynthesis&size=3&page=9');
    expect(past.body.data).toEqual([]);
    const tooBig = await api.get<ErrorBody>('/api/v1/search?q=x&size=51');
    expect(tooBig.status).toBe(422);
    expect(tooBig.body.errors).toEqual({ size: ['The size field must be between 1 and 50.'] });
  });
});

describe('GET /api/v1/search: what is never found', () => {
  it('leaves out pods, jots and glossary links under inactive pods and containers', async () => {
    const res = await search('q=photosynthesis&size=50');
    const names = res.body.data.map((hit) => hit.record.name);
    expect(names.filter((n) => /hidden|Archive|Fossils/.test(n))).toEqual([]);
    const xylem = await search(`q=xylem&pod_id=${w.pods.inactive}`);
    expect(xylem.body.data).toEqual([]);

    // Control: once their pods and container are active, the same searches find them.
    const [shown, shownXylem] = await whileShown(api.db, w.hidden, () =>
      Promise.all([search('q=photosynthesis&size=50'), search(`q=xylem&pod_id=${w.pods.inactive}`)]),
    );
    expect(shown.body.data.map((hit) => hit.record.name).filter((n) => /hidden|Archive|Fossils/.test(n)).sort()).toEqual([
      'Photosynthesis Archive',
      'Photosynthesis Fossils',
      'Photosynthesis hidden in an inactive container',
      'Photosynthesis hidden in an inactive pod',
    ]);
    expect(hitKeys(shownXylem.body)).toContain('glossary_terms:Xylem');
  });

  it('leaves out blocked authors, but never the expert account', async () => {
    const blocked = [w.users.bob, w.users.expert].join(',');
    const res = await search(`q=photosynthesis&indexes=jots&exclude_user_ids=${blocked}`);
    const ids = res.body.data.map((hit) => hit.id);
    expect(ids).not.toContain(w.jots.bodyOnly);
    expect(ids).toContain(w.jots.byExpert);
    expect(res.body.options.totals.jots).toBe(3);
    // Control: without the block list the same search finds Bob's jot.
    const unblocked = await search('q=photosynthesis&indexes=jots');
    expect(unblocked.body.data.map((hit) => hit.id)).toContain(w.jots.bodyOnly);
    expect(unblocked.body.options.totals.jots).toBe(4);
  });
});

describe('GET /api/v1/search: the index follows every write', () => {
  it('finds a jot the moment it is inserted, and by its new name once renamed', async () => {
    const id = await w.f.jot(w.items.photosynthesis, w.users.alice, { name: 'Quasicrystal lattice notes' });
    const found = await search('q=quasicrystal&indexes=jots');
    expect(found.body.data.map((hit) => hit.id)).toEqual([id]);
    await api.db.query(`UPDATE jots SET name = 'Zeolite cages' WHERE id = $1`, [id]);
    expect((await search('q=quasicrystal&indexes=jots')).body.data).toEqual([]);
    expect((await search('q=zeolite&indexes=jots')).body.data.map((hit) => hit.id)).toEqual([id]);
  });

  it("takes a new jot's words as typo corrections at once", async () => {
    const id = await w.f.jot(w.items.photosynthesis, w.users.alice, { name: 'Ferrofluid spikes' });
    const res = await search(`q=${encodeURIComponent('ferofluid spikes')}&indexes=jots`);
    expect(res.body.data.map((hit) => hit.id)).toEqual([id]);
    expect(res.body.data[0]?.highlights.name).toBe('<mark>Ferrofluid</mark> <mark>spikes</mark>');
  });
});

describe('GET /api/v1/search/suggestions: the header box', () => {
  const suggest = (query: string) => api.get<Pick<SearchBody, 'data'>>(`/api/v1/search/suggestions?${query}`);

  it('answers the best few hits of each index, titles first, with highlights and records', async () => {
    const res = await suggest('q=photosynth&per_index=2');
    expect(res.status).toBe(200);
    const keys = hitKeys(res.body as SearchBody);
    expect(keys.slice(0, 3)).toEqual(['pods:Photosynthesis', 'pods:Plant Biology', 'jots:Photosynthesis in five minutes']);
    expect(keys[3]).toMatch(/^jots:/);
    expect(keys.slice(4).sort()).toEqual(['glossary_terms:Chlorophyll', 'glossary_terms:Chloroplast']);
    expect(res.body.data[0]?.highlights.name).toBe('<mark>Photosynthesis</mark>');
    expect(res.body.data.find((hit) => hit.index === 'jots')?.record.user?.name).toBe('Alice');
  });

  it('corrects a typo, leaves out blocked authors and hidden pods, and refuses bad parameters', async () => {
    const corrected = await suggest('q=clorophyll&indexes=glossary_terms');
    expect(hitKeys(corrected.body as SearchBody)).toEqual(['glossary_terms:Chlorophyll']);
    // Highlighted with the corrected word, which is what the hit matched.
    expect(corrected.body.data[0]?.highlights.name).toBe('<mark>Chlorophyll</mark>');
    const blocked = await suggest(`q=photosynthesis&indexes=jots&per_index=10&exclude_user_ids=${w.users.alice}`);
    const names = blocked.body.data.map((hit) => hit.record.name);
    expect(names).toContain('Leaves and light');
    expect(names.filter((n) => /Photosynthesis in five|hidden/.test(n))).toEqual([]);
    const bad = await api.get<ErrorBody>('/api/v1/search/suggestions?q=&per_index=11');
    expect(bad.status).toBe(422);
    expect(bad.body.errors).toEqual({ q: ['The q field is required.'], per_index: ['The per index field must be between 1 and 10.'] });
  });
});

describe('GET /api/v1/search: totals past the cap', () => {
  it('counts exactly up to 1,000 hits, then says 1,000 and that the count is capped', async () => {
    const insert = (n: number, word: string) =>
      api.db.query(
        `INSERT INTO jots (list_item_id, user_id, name, slug, content, content_type)
         SELECT $1, $2, $3 || ' note ' || i, $3 || '-note-' || i, '<p>Plenty of words about ' || $3 || ' for a jot.</p>', 'story'
         FROM generate_series(1, $4::int) i`,
        [w.items.plants, w.users.bob, word, n],
      );
    await insert(1000, 'zymurgy');
    await insert(1001, 'kombucha');
    const exact = await search('q=zymurgy&size=5');
    expect(exact.body.options.totals.jots).toBe(1000);
    expect(exact.body.options.totals_capped).toEqual({ pods: false, jots: false, glossary_terms: false });
    const capped = await search('q=kombucha&size=5');
    expect(capped.body.options.totals.jots).toBe(1000);
    expect(capped.body.options.totals_capped).toEqual({ pods: false, jots: true, glossary_terms: false });
    expect(capped.body.options.pagination).toEqual({ total_records: 1000, page: 1, size: 5, total_pages: 200 });
    // The best of them, ranked among a bounded candidate set: all with the word in the name.
    expect(capped.body.data.every((hit) => hit.score >= 2)).toBe(true);
  });

  it('completes a word typed after a rare finished word, misspelt or not, to exactly the jots holding both, however common the prefix', async () => {
    const insert = (n: number, name: string, content: string) =>
      api.db.query(
        `INSERT INTO jots (list_item_id, user_id, name, slug, content, content_type)
         SELECT $1, $2, $3 || ' ' || i, $4 || '-' || i, $5, 'story' FROM generate_series(1, $6::int) i`,
        [w.items.plants, w.users.bob, name, name.toLowerCase().replaceAll(' ', '-'), content, n],
      );
    // The prefix starts words in 60 jots; the finished word is in 5, of which 3 hold the prefix
    // (2 in the name, 1 in the body only) and 2 do not.
    await insert(60, 'Tusk maintenance', '<p>Tusker care.</p>');
    await insert(2, 'Narwhal tusk', '<p>A narwhal.</p>');
    await insert(1, 'Narwhal migration', '<p>Its tusk grows.</p>');
    await insert(2, 'Narwhal diet', '<p>Fish.</p>');
    for (const typed of ['narwhal tus', 'narwhal tusck tus']) {
      const res = await search(`q=${encodeURIComponent(typed)}&indexes=jots&size=10`);
      expect(res.body.options.totals.jots).toBe(3);
      expect(res.body.data.map((hit) => hit.record.name)).toEqual(['Narwhal tusk 1', 'Narwhal tusk 2', 'Narwhal migration 1']);
    }
  });

  it("keeps a prefix's capped total exact through holds, renames, deletes and the block list", async () => {
    await api.db.query(
      `INSERT INTO jots (list_item_id, user_id, name, slug, content, content_type)
       SELECT $1, $2, 'Quokka note ' || i, 'quokka-note-' || i, '<p>A jot.</p>', 'story' FROM generate_series(1, 1010) i`,
      [w.items.plants, w.users.bob],
    );
    const quokkaTotal = async (extra = '') => {
      const res = await search(`q=quok&indexes=jots&size=5${extra}`);
      return { total: res.body.options.totals.jots, capped: res.body.options.totals_capped.jots };
    };
    expect(await quokkaTotal()).toEqual({ total: 1000, capped: true });
    const some = (n: number) => `SELECT id FROM jots WHERE slug LIKE 'quokka-note-%' ORDER BY id LIMIT ${n}`;
    // Held for review: 990 left, counted exactly; restored: capped again.
    await api.db.query(`UPDATE jots SET held_at = now() WHERE id IN (${some(20)})`);
    expect(await quokkaTotal()).toEqual({ total: 990, capped: false });
    await api.db.query(`UPDATE jots SET held_at = NULL WHERE id IN (${some(20)})`);
    expect(await quokkaTotal()).toEqual({ total: 1000, capped: true });
    // Renamed away from the word and back, then deleted.
    await api.db.query(`UPDATE jots SET name = 'Wallaby note' WHERE id IN (${some(10)})`);
    expect(await quokkaTotal()).toEqual({ total: 1000, capped: false });
    await api.db.query(`UPDATE jots SET name = 'Quokka note' WHERE id IN (${some(10)})`);
    expect(await quokkaTotal()).toEqual({ total: 1000, capped: true });
    await api.db.query(`DELETE FROM jots WHERE id IN (${some(14)})`);
    expect(await quokkaTotal()).toEqual({ total: 996, capped: false });
    // The block list leaves out every one of them (all Bob's).
    expect(await quokkaTotal(`&exclude_user_ids=${w.users.bob}`)).toEqual({ total: 0, capped: false });
  });
});

describe('GET /api/v1/search: hostile input', () => {
  const hostile = [
    "'", '"', "'; DROP TABLE jots; --", '&', '|', '!', '!!', ':*', 'a:*', '(', ')', '(()', 'photo & | ! synthesis',
    'photo:* | !leaf', '<->', 'foo <-> bar', '\\', '%', '_', '*', '\u0001mark\u0002', '🙂', 'ä'.repeat(200), 'x '.repeat(100),
    '&amp;', '<script>alert(1)</script>', 'NULL', 'chloro phyll & (stomata | xylem)',
  ];
  it.each(hostile)('answers %j with 200, never an error', async (query) => {
    const res = await search(`q=${encodeURIComponent(query)}`);
    expect(res.status).toBe(200);
    expect(Array.isArray(res.body.data)).toBe(true);
  });

  it.each(['', '   ', '%20%09'])('answers a blank query %j with a 422', async (raw) => {
    const res = await api.get<ErrorBody>(`/api/v1/search?q=${raw}`);
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({ q: ['The q field is required.'] });
  });

  it('lists every malformed parameter in one 422', async () => {
    const res = await api.get<ErrorBody>(`/api/v1/search?q=${'y'.repeat(201)}&indexes=pods,users&content_type=gif&letter=ab&exclude_user_ids=1,x`);
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({
      q: ['The q field must not be greater than 200 characters.'],
      indexes: ['The selected indexes is invalid.'],
      content_type: ['The selected content type is invalid.'],
      letter: ['The letter field must be a single letter from A to Z.'],
      exclude_user_ids: ['The exclude user ids field must be a comma separated list of integers.'],
    });
  });
});
