import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { List } from '../src/http/envelope.ts';
import type { BannerJson, MarketingStoryJson, SideSegmentJson } from '../src/contract/index.ts';
import { startTestApi, type ErrorBody, type TestApi } from './support/api.ts';
import { whileShown } from './support/visibility.ts';
import { buildWorld, type World } from './support/world.ts';

let api: TestApi;
let w: World;

beforeAll(async () => {
  api = await startTestApi();
  w = await buildWorld(api.db);
});
afterAll(() => api.close());

describe('GET /api/v1/banners', () => {
  it('lists active banners by position, each image as a media list', async () => {
    const res = await api.get<List<BannerJson>>('/api/v1/banners');
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual([
      { id: w.banners.first, link: '/pod/algebra', alt_text: 'Algebra', media: [{ original_url: '/storage/banners/algebra.png' }] },
      { id: w.banners.second, link: '/pod/geometry', alt_text: 'Geometry', media: [{ original_url: '/storage/banners/geometry.webp' }] },
    ]);
    expect(res.body.options.pagination.total_records).toBe(2);
  });
});

describe('GET /api/v1/side-segments', () => {
  it('answers the global segments plus those of the given container', async () => {
    const res = await api.get<List<SideSegmentJson>>(`/api/v1/side-segments?container_id=${w.containers.math}`);
    expect(res.body.data).toEqual([
      {
        id: w.segments.global,
        container_id: null,
        type: 2,
        title: 'Get the app',
        link: 'https://example.com/app',
        link_type: '1',
        video: null,
        info: null,
        btn_info: null,
        image: { original_url: '/storage/segments/app.png' },
      },
      {
        id: w.segments.math,
        container_id: w.containers.math,
        type: 1,
        title: 'Math intro',
        link: null,
        link_type: '0',
        video: 'https://www.youtube.com/embed/xyz',
        info: null,
        btn_info: null,
        image: null,
      },
    ]);
  });

  it('answers only the global segments without a container, or for an inactive one', async () => {
    for (const query of ['', `?container_id=${w.containers.archived}`]) {
      const res = await api.get<List<SideSegmentJson>>(`/api/v1/side-segments${query}`);
      expect(res.body.data.map((s) => s.id)).toEqual([w.segments.global]);
    }
    // Control: the inactive container has a segment of its own, answered once it is active.
    const shown = await whileShown(api.db, w.hidden, () => api.get<List<SideSegmentJson>>(`/api/v1/side-segments?container_id=${w.containers.archived}`));
    expect(shown.body.data.map((s) => s.id)).toContain(w.segments.archived);
  });

  it('batch-reads filter[id] (node lookups), leaving out segments of inactive containers', async () => {
    const ids = [w.segments.math, w.segments.global, w.segments.archived, w.segments.science].join(',');
    const res = await api.get<List<SideSegmentJson>>(`/api/v1/side-segments?filter[id]=${ids}`);
    expect(res.status).toBe(200);
    expect(res.body.data.map((s) => s.id).sort((a, b) => a - b)).toEqual([w.segments.global, w.segments.math, w.segments.science].sort((a, b) => a - b));
    expect(res.body.options.pagination.total_records).toBe(3);
    // Control: the same batch reads the inactive container's segment once it is active.
    const shown = await whileShown(api.db, w.hidden, () => api.get<List<SideSegmentJson>>(`/api/v1/side-segments?filter[id]=${ids}`));
    expect(shown.body.data.map((s) => s.id)).toContain(w.segments.archived);
  });

  it('rejects a malformed container_id with a 422', async () => {
    const res = await api.get<ErrorBody>('/api/v1/side-segments?container_id=math');
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({ container_id: ['The container id field must be an integer.'] });
  });
});

describe('GET /api/v1/content/{pageName}', () => {
  it('answers the marketing stories of the home page by position', async () => {
    const res = await api.get<List<MarketingStoryJson>>('/api/v1/content/home?include=');
    expect(res.body.data).toEqual([
      {
        id: w.stories.teach,
        title: 'Teach',
        content: '<p>Teacher first.</p>',
        button_text: 'Join',
        button_link: '/register',
        link_type: '0',
        media: [{ original_url: '/storage/stories/teach.png' }],
      },
      { id: w.stories.learn, title: 'Learn', content: '', button_text: null, button_link: 'https://example.com', link_type: '1', media: [] },
    ]);
  });

  it('answers the stories of other pages that have some', async () => {
    const res = await api.get<List<MarketingStoryJson>>('/api/v1/content/about');
    expect(res.body.data.map((s) => s.title)).toEqual(['About us']);
  });

  it('answers the Laravel 404 for unknown pages', async () => {
    const res = await api.get<ErrorBody>('/api/v1/content/nowhere');
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ message: 'No query results for model [App\\Models\\Page] nowhere' });
  });

  it('rejects includes (the page has none)', async () => {
    const res = await api.get<ErrorBody>('/api/v1/content/home?include=media');
    expect(res.status).toBe(422);
    expect(res.body.errors?.include).toEqual(['Requested include(s) `media` are not allowed. Allowed include(s) are none.']);
  });
});
