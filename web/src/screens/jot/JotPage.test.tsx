import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { MockResolvers } from 'relay-test-utils';
import { renderRoute } from '../../test/renderRoute.tsx';

const author = { databaseId: 7, name: 'Grace Hopper', avatarUrl: '/storage/avatars/7.png', viewerIsFollowing: false };

function jotResolvers(jot: Record<string, unknown>): MockResolvers {
  return {
    Jot: () => ({
      slug: 'how-compilers-work',
      title: 'How compilers work',
      createdAt: '2024-03-07T09:30:00Z',
      likeCount: 3,
      viewerHasLiked: false,
      contentUrl: null,
      images: [],
      contentHtml: '<p>Compilers translate source code.</p>',
      ...jot,
    }),
    User: () => author,
    Container: () => ({ name: 'Computing', slug: 'computing' }),
    Pod: () => ({ name: 'Programming languages', slug: 'programming-languages' }),
    ListItem: () => ({ name: 'Compilers', slug: 'compilers' }),
    Section: () => ({ name: 'Toolchains', slug: 'toolchains' }),
  };
}

async function renderJot(jot: Record<string, unknown>, path = '/jot/how-compilers-work') {
  const result = renderRoute(path, jotResolvers(jot));
  await result.resolvePending();
  await screen.findByRole('heading', { level: 1, name: 'How compilers work' });
  return result;
}

afterEach(() => vi.restoreAllMocks());

// The first test also compiles the lazy page chunk, which can take seconds on a busy machine.
describe('/jot/:slug', () => {
  it('shows breadcrumbs, title, author and the date as MMMM D', async () => {
    const { operations } = await renderJot({ contentType: 'ARTICLE' });
    expect(operations.find((op) => op.request.node.params.name === 'JotPageQuery')?.request.variables).toEqual({
      slug: 'how-compilers-work',
    });

    const crumbs = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(crumbs).getAllByRole('link').map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['Home', '/'],
      ['Computing', '/container/computing'],
      ['Programming languages', '/pod/programming-languages'],
      ['Compilers', '/list-item/compilers?tag=TRENDING'],
      ['Toolchains', '/section/toolchains'],
      ['How compilers work', null],
    ]);
    // The jot itself ends the chain as the current page, not as a link to itself.
    expect(within(crumbs).getByText('How compilers work').getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('link', { name: 'Grace Hopper' }).getAttribute('href')).toBe('/author/7');
    expect(screen.getByText('March 7').closest('time')?.getAttribute('datetime')).toBe('2024-03-07T09:30:00Z');
    expect(screen.getByText('Compilers translate source code.')).toBeTruthy();
  });

  it('labels external links in the content and keeps product links in the tab', async () => {
    await renderJot({
      contentType: 'ARTICLE',
      contentHtml: `<p>See <a href="https://en.wikipedia.org/wiki/Compiler">Wikipedia</a> and <a href="${window.location.origin}/pod/c" target="_blank">the C pod</a>.</p>`,
    });
    const external = screen.getByRole('link', { name: 'Wikipedia External Link' });
    expect(external.getAttribute('target')).toBe('_blank');
    expect(external.getAttribute('rel')).toBe('noopener noreferrer');
    const internal = screen.getByRole('link', { name: 'the C pod' });
    expect(internal.getAttribute('href')).toBe('/pod/c');
    expect(internal.hasAttribute('target')).toBe(false);
  });

  it("links an article's source url as an external link", async () => {
    await renderJot({ contentType: 'ARTICLE', contentUrl: 'https://en.wikipedia.org/wiki/Compiler' });
    const source = screen.getByRole('link', { name: 'https://en.wikipedia.org/wiki/Compiler External Link' });
    expect(source.getAttribute('target')).toBe('_blank');
    expect(source.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it('embeds a YouTube video from any URL form', async () => {
    await renderJot({ contentType: 'VIDEO', contentUrl: 'https://www.youtube.com/watch?feature=share&v=dQw4w9WgXcQ' });
    const frame = screen.getByTitle('Video: How compilers work');
    expect(frame.tagName).toBe('IFRAME');
    expect(frame.getAttribute('src')).toBe('https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ');
  });

  it("links to a video it cannot embed instead of showing a broken frame", async () => {
    await renderJot({ contentType: 'VIDEO', contentUrl: 'https://vimeo.com/123456' });
    expect(screen.queryByTitle('Video: How compilers work')).toBeNull();
    const link = screen.getByRole('link', { name: /Watch the video/ });
    expect(link.getAttribute('href')).toBe('https://vimeo.com/123456');
    expect(link.getAttribute('target')).toBe('_blank');
  });

  it('plays audio jots in an audio player', async () => {
    const { container } = await renderJot({ contentType: 'AUDIO', contentUrl: '/storage/audio/talk.mp3' });
    const audio = container.querySelector('audio');
    expect(audio?.getAttribute('src')).toBe('/storage/audio/talk.mp3');
    expect(audio?.hasAttribute('controls')).toBe(true);
    expect(audio?.getAttribute('aria-label')).toBe('Audio: How compilers work');
  });

  it('links pdf jots to the document in a new tab', async () => {
    await renderJot({ contentType: 'PDF', contentUrl: '/storage/docs/notes.pdf' });
    const link = screen.getByRole('link', { name: /Open the PDF/ });
    expect(link.getAttribute('href')).toBe('/storage/docs/notes.pdf');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    expect(screen.queryByRole('list', { name: 'Story images' })).toBeNull();
  });

  it('shows story images with their order numbers and a keyboard-driven slider', async () => {
    await renderJot({
      contentType: 'STORY',
      images: [1, 2, 3].map((n) => ({ id: `img-${n}`, databaseId: n, name: `p${n}.png`, url: `/storage/p${n}.png`, orderColumn: n, width: 2000, height: 1500, srcSet: `/storage/p${n}-320w.webp 320w, /storage/p${n}-640w.webp 640w` })),
    });
    const grid = screen.getByRole('list', { name: 'Story images' });
    const openers = within(grid).getAllByRole('button');
    expect(openers.map((b) => b.textContent)).toEqual(['1', '2', '3']);
    const tile = within(grid).getByRole('img', { name: 'Open How compilers work, image 2 of 3' });
    // The browser picks a small copy for the tile, and the box is reserved before the file arrives.
    expect(tile.getAttribute('srcset')).toBe('/storage/p2-320w.webp 320w, /storage/p2-640w.webp 640w');
    expect(tile.getAttribute('sizes')).toBe('(min-width: 48rem) 16rem, (min-width: 30em) 33vw, 50vw');
    expect([tile.getAttribute('width'), tile.getAttribute('height')]).toEqual(['2000', '1500']);
    expect(tile.getAttribute('src')).toBe('/storage/p2.png');
    // The first row (two tiles on a phone) is on the first screen: fetched at once, the first one
    // (the page's largest paint) at high priority; the tiles below load as they scroll into view.
    const tiles = within(grid).getAllByRole('img');
    expect(tiles.map((t) => t.getAttribute('loading'))).toEqual(['eager', 'eager', 'lazy']);
    expect(tiles.map((t) => t.getAttribute('fetchpriority'))).toEqual(['high', null, null]);

    fireEvent.click(openers[1]!);
    const dialog = await screen.findByRole('dialog', { name: 'How compilers work' });
    expect(within(dialog).getByText('Image 2 of 3')).toBeTruthy();
    const slide = within(dialog).getByRole('img');
    expect(slide.getAttribute('src')).toBe('/storage/p2.png');
    expect(slide.getAttribute('srcset')).toBe('/storage/p2-320w.webp 320w, /storage/p2-640w.webp 640w');
    expect([slide.getAttribute('width'), slide.getAttribute('height')]).toEqual(['2000', '1500']);

    fireEvent.keyDown(within(dialog).getByRole('button', { name: 'Next image' }), { key: 'ArrowRight' });
    expect(within(dialog).getByText('Image 3 of 3')).toBeTruthy();
    // Wraps around at the end.
    fireEvent.keyDown(dialog, { key: 'ArrowRight' });
    expect(within(dialog).getByText('Image 1 of 3')).toBeTruthy();
    fireEvent.keyDown(dialog, { key: 'ArrowLeft' });
    expect(within(dialog).getByText('Image 3 of 3')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Previous image' }));
    expect(within(dialog).getByText('Image 2 of 3')).toBeTruthy();

    fireEvent.keyDown(dialog, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('shows like and follow to visitors as sign-in prompts that lead to /login', async () => {
    await renderJot({ contentType: 'ARTICLE', likeCount: 3, viewerHasLiked: false });
    const like = screen.getByRole('button', { name: 'Like' });
    expect(screen.getByText('3 likes')).toBeTruthy();
    expect(like.getAttribute('aria-pressed')).toBe('false');
    expect(like.getAttribute('aria-disabled')).toBe('true');
    const follow = screen.getByRole('button', { name: 'Follow Grace Hopper' });
    expect(follow.getAttribute('aria-disabled')).toBe('true');

    fireEvent.click(like);
    await waitFor(() => expect(screen.queryByRole('heading', { level: 1, name: 'How compilers work' })).toBeNull());
  });

  it("shares through the 'Share with' modal: copy link and the three networks", async () => {
    const writeText = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue();
    await renderJot({ contentType: 'ARTICLE' });

    fireEvent.click(screen.getByRole('button', { name: 'Share' }));
    const dialog = await screen.findByRole('dialog', { name: 'Share with' });
    const jotUrl = `${window.location.origin}/jot/how-compilers-work`;
    const encoded = encodeURIComponent(jotUrl);
    const links = within(dialog).getAllByRole('link');
    expect(links.map((a) => a.textContent?.trim())).toEqual([
      'Facebook (opens in a new tab)',
      'LinkedIn (opens in a new tab)',
      'Twitter (opens in a new tab)',
    ]);
    expect(links[0]?.getAttribute('href')).toBe(`https://www.facebook.com/sharer/sharer.php?u=${encoded}`);
    expect(links[1]?.getAttribute('href')).toBe(`https://www.linkedin.com/sharing/share-offsite/?url=${encoded}`);
    expect(links[2]?.getAttribute('href')).toContain('&hashtags=Jotpod,microlearning');
    for (const link of links) {
      expect(link.getAttribute('target')).toBe('_blank');
      expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    }

    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: 'Copy link' }));
    });
    expect(writeText).toHaveBeenCalledWith(jotUrl);
    expect(await screen.findByText('Copy to clipboard')).toBeTruthy();
  });

  it('shows the 404 page for an unknown jot', async () => {
    const { resolvePending } = renderRoute('/jot/nope', { Query: () => ({ jot: null }) });
    await resolvePending();
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeTruthy();
    expect(screen.getByText(/This jot does not exist/)).toBeTruthy();
  });
});
