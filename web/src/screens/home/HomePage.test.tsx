import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '../../test/renderRoute.tsx';

const stories = [
  {
    id: 's1',
    title: 'Learn from teachers',
    contentHtml: '<p>Short lessons by <strong>real teachers</strong>.</p>',
    imageUrl: '/storage/story-1.png',
    buttonText: 'Start learning',
    buttonLink: '/register',
    opensInNewTab: false,
  },
  {
    id: 's2',
    title: 'Get the app',
    contentHtml: '<p>Take Jotpod with you.</p>',
    imageUrl: '/storage/story-2.png',
    buttonText: 'Download',
    buttonLink: 'https://apps.example.com/jotpod',
    opensInNewTab: true,
  },
  {
    id: 's3',
    title: 'Invest in learning',
    contentHtml: '<p>Talk to us.</p>',
    imageUrl: '/storage/story-3.png',
    buttonText: null,
    buttonLink: null,
    opensInNewTab: false,
  },
];

describe('/ (home)', () => {
  it('presents the product and the marketing stories, alternating the image side', async () => {
    const { resolvePending } = renderRoute('/', { Query: () => ({ marketingStories: stories }) });
    // The hero is static: it shows before the stories' query is answered.
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toMatch(/learn/i);
    expect(screen.getByText(/over 3500 topics/)).toBeTruthy();
    await resolvePending();

    const articles = await screen.findAllByRole('article');
    expect(articles).toHaveLength(3);
    expect(articles.map((a) => a.getAttribute('data-image-side'))).toEqual(['start', 'end', 'start']);
    // HTML content is rendered (through SafeHtml), not escaped.
    expect(within(articles[0]!).getByText('real teachers').tagName).toBe('STRONG');
    // The first story's image is on the first screen (the page's largest paint): fetched at once,
    // at high priority; the others load as they scroll into view.
    const images = articles.map((article) => within(article).getByRole('img'));
    expect(images[0]!.getAttribute('alt')).toBe('Learn from teachers');
    expect(images.map((image) => image.getAttribute('loading'))).toEqual(['eager', 'lazy', 'lazy']);
    expect(images.map((image) => image.getAttribute('fetchpriority'))).toEqual(['high', null, null]);
  });

  it("opens link type '1' in a new tab with rel noopener, and our own links in place", async () => {
    const { resolvePending } = renderRoute('/', { Query: () => ({ marketingStories: stories }) });
    await resolvePending();

    const external = await screen.findByRole('link', { name: /Download/ });
    expect(external.getAttribute('href')).toBe('https://apps.example.com/jotpod');
    expect(external.getAttribute('target')).toBe('_blank');
    expect(external.getAttribute('rel')).toContain('noopener');
    expect(external.textContent).toContain('opens in a new tab');

    const internal = screen.getByRole('link', { name: 'Start learning' });
    expect(internal.getAttribute('href')).toBe('/register');
    expect(internal.getAttribute('target')).toBeNull();
    // A story without button text has no button.
    expect(within(screen.getAllByRole('article')[2]!).queryByRole('link')).toBeNull();
  });
});
