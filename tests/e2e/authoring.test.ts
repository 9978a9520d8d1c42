// The authoring journey: a reader registers, writes a story jot in the Slate editor with
// three images picked at once, renumbers one and removes another, shares it, finds it on its list
// item and in My Jots, and edits it; the form marks the Source URL required and holds at most 10
// images before sending; a video jot shows its player; an author deletes a jot from its
// page and another from My Jots, each behind a confirmation; readers report a jot, which three
// reports hide until the reports script restores it. Hostile HTML typed or pasted
// into the editor never runs on the jot page. axe checks the form and My Jots. Each test signs
// up its own author (through `register`, except where the form is what is tested) and makes its
// own jot.
import { encodeGlobalID } from '@pothos/plugin-relay';
import type { Page } from 'playwright-core';
import { png } from '../../api/test/support/auth-images.ts';
import { expectNoAxeViolations, pageErrors } from '../support/browser.ts';
import { describe, test as e2e, eventually, expect, gql, settled, shareJot, signOut, signUp } from '../support/e2e.ts';
import { runReviewCommand } from '../../api/src/reports/review-command.ts';
import { chooseFocus, choosePod } from '../support/jot-form.ts';
import type { Stack } from '../support/stack.ts';

const TITLE = 'Balancing both sides';
const DRAFT_TITLE = 'Balancing both sides, first draft';
const NEW_TITLE = 'Balancing both sides, revised';
const BODY = 'Whatever you do to one side of an equation, do to the other side too. ';
const TYPED_PAYLOAD = '<img src=x onerror="window.__xss=1">';
const PASTED_HTML =
  '<p>Pasted <strong>safely</strong> <a href="javascript:window.__xss=2">bad link</a> <a href="https://example.com/ok">good link</a></p>' +
  '<script>window.__xss=3</script><img src=x onerror="window.__xss=4">';

interface Path {
  container: number;
  pod: number;
  podName: string;
  section: number;
  listItem: number;
  listItemSlug: string;
}

const test = e2e
  // A visible list item under a nested section when there is one (the Section select indents it).
  .extend('path', { scope: 'file' }, async ({ stack }): Promise<Path> => {
    const [row] = await stack.db.query<{ container: number; pod: number; pod_name: string; section: number; list_item: number; slug: string }>(
      `SELECT c.id AS container, p.id AS pod, p.name AS pod_name, s.id AS section, l.id AS list_item, l.slug
         FROM list_items l JOIN sections s ON s.id = l.section_id JOIN pods p ON p.id = s.pod_id JOIN containers c ON c.id = p.container_id
        WHERE p.is_active AND c.is_active
        ORDER BY (s.parent_id IS NULL), l.id LIMIT 1`,
    );
    if (!row) throw new Error('the demo seed has no visible list item');
    return { container: row.container, pod: row.pod, podName: row.pod_name, section: row.section, listItem: row.list_item, listItemSlug: row.slug };
  });

async function jotCount(stack: Stack): Promise<number> {
  const [row] = await stack.db.query<{ n: number }>('SELECT count(*)::int AS n FROM jots');
  return row?.n ?? 0;
}

describe('authoring', () => {
  test('a visitor is sent Home from the jot form and My Jots', async ({ page, at }) => {
    await page.goto(at('/jot/create'));
    await page.waitForURL(at('/'));
    await page.goto(at('/my-jots'));
    await page.waitForURL(at('/'));
  });

  test('register, then an empty form refuses to send with the spec messages and saves nothing', async ({ page, at, stack }) => {
    await page.goto(at('/register'));
    await page.getByLabel('Name').fill('Ada Author');
    await page.getByLabel('Email').fill(`ada-${Date.now()}@example.com`);
    await page.getByLabel('Password', { exact: true }).fill('correct horse battery');
    await page.getByLabel('Confirm password').fill('correct horse battery');
    await page.getByRole('button', { name: 'Register' }).click();
    await page.waitForURL(at('/'));

    await page.goto(at('/jot/create'));
    await page.getByRole('heading', { level: 1, name: 'Create Jot' }).waitFor();
    await settled(page);
    await expectNoAxeViolations(page);
    const before = await jotCount(stack);
    // Whatever the device remembered from earlier runs, start with no item.
    await page.getByLabel('Pick Your Focus').selectOption('');
    await page.getByRole('button', { name: 'Share the Jot' }).click();
    // The form checks before sending anything: once both messages show, nothing was sent.
    await page.getByText('Please select list item to submit.').first().waitFor();
    await page.getByText('Jot content must be at least 40 characters.').first().waitFor();
    expect(await jotCount(stack)).toBe(before);
  });

  test('writes a story with three images, renumbers one, removes one, and shares it', async ({ page, at, stack, path, dialogs }) => {
    await signUp(page, stack.url, 'Ada Author');
    await page.goto(at('/jot/create'));
    await page.getByRole('heading', { level: 1, name: 'Create Jot' }).waitFor();
    await settled(page);
    // A source URL belongs to videos and articles: the field comes with Video and goes with Story.
    // By keyboard: the arrow keys move between the cards, and the card with focus shows its ring.
    const sourceUrl = page.getByLabel('Source URL');
    await page.getByRole('radio', { name: /Story/ }).focus();
    await page.keyboard.press('ArrowRight');
    await sourceUrl.waitFor();
    const videoCard = page.locator('label', { has: page.getByRole('radio', { name: /Video/ }) });
    await eventually(() => videoCard.evaluate((card) => getComputedStyle(card).outlineStyle)).toBe('solid');
    await page.getByRole('radio', { name: /Story/ }).check({ force: true });
    await sourceUrl.waitFor({ state: 'detached' });
    expect(await videoCard.evaluate((card) => getComputedStyle(card).outlineStyle)).toBe('none');
    await chooseFocus(page, path);
    await page.getByLabel(/^Jot Title\/Name/).fill(TITLE);

    const editor = page.getByRole('textbox', { name: 'Jot Content' });
    await editor.click();
    await page.keyboard.type(BODY);
    await page.keyboard.press('Control+b');
    await page.keyboard.type('bold words');
    await page.keyboard.press('Control+b');
    await page.keyboard.press('Enter');
    await page.keyboard.type(TYPED_PAYLOAD);
    await page.keyboard.press('Enter');
    expect(await page.getByRole('button', { name: 'Bold' }).getAttribute('aria-pressed')).toBe('false');
    // A paste of hostile HTML goes through the same reader as stored content. Chromium pastes
    // through beforeinput (insertFromPaste), which is what Slate listens to.
    await editor.evaluate((element, html) => {
      const data = new DataTransfer();
      data.setData('text/html', html);
      data.setData('text/plain', 'Pasted');
      element.dispatchEvent(new InputEvent('beforeinput', { inputType: 'insertFromPaste', dataTransfer: data, bubbles: true, cancelable: true }));
    }, PASTED_HTML);
    await eventually(() => editor.locator('a').count()).toBe(1);
    expect(await editor.locator('strong').first().textContent()).toBe('bold words');

    await page.getByTestId('image-input').setInputFiles([
      { name: 'a.png', mimeType: 'image/png', buffer: png(4, 4) },
      { name: 'b.png', mimeType: 'image/png', buffer: png(5, 5) },
      { name: 'c.png', mimeType: 'image/png', buffer: png(6, 6) },
    ]);
    const previews = page.getByRole('list', { name: 'Selected images' }).locator('img');
    await eventually(() => previews.count()).toBe(3);
    await page.getByLabel('Order of a.png').fill('4');
    await page.getByLabel('Order of a.png').press('Enter');
    await page.getByRole('button', { name: 'Remove b.png' }).click();
    await eventually(() => previews.evaluateAll((imgs) => imgs.map((img) => img.getAttribute('alt')))).toEqual(['Preview of c.png', 'Preview of a.png']);
    await expectNoAxeViolations(page);

    // Sharing saves exactly one jot (the count the empty form's test relies on).
    const before = await jotCount(stack);
    await page.getByRole('button', { name: 'Share the Jot' }).click();
    await page.waitForURL(new RegExp(`/list-item/${path.listItemSlug}`));
    await page.getByText('Jot saved successfully.').waitFor();
    expect(await jotCount(stack)).toBe(before + 1);

    const [jot] = await stack.db.query<{ id: number; slug: string; content: string; content_url: string | null }>(
      'SELECT id, slug, content, content_url FROM jots WHERE name = $1',
      [TITLE],
    );
    expect(jot).toBeDefined();
    expect(jot!.content_url).toBeNull();
    const images = await stack.db.query<{ name: string }>('SELECT name FROM jot_images WHERE jot_id = $1 ORDER BY order_column, id', [jot!.id]);
    expect(images.map((image) => image.name)).toEqual(['c.png', 'a.png']);

    // Newest first: the jot is on its list item's NEW tab.
    await page.goto(at(`/list-item/${path.listItemSlug}?tag=NEW`));
    await settled(page);
    await page.getByRole('link', { name: new RegExp(TITLE) }).first().click();
    await page.waitForURL(new RegExp(`/jot/${jot!.slug}`));
    await settled(page);
    await page.getByText('bold words').waitFor();
    // Typed markup is text, pasted markup kept only what is allowed (the good link is there, the
    // javascript: one is not); nothing ran.
    await page.getByText(TYPED_PAYLOAD).waitFor();
    expect(await page.locator('a[href="https://example.com/ok"]').count()).toBe(1);
    expect(await page.locator('a[href^="javascript:" i]').count()).toBe(0);
    expect(await page.evaluate(() => (window as unknown as { __xss?: unknown }).__xss)).toBeUndefined();
    expect(dialogs).toEqual([]);
    expect(pageErrors(page)).toEqual([]);
  });

  test('the form marks the Source URL required for every type but a story and holds at most 10 images, before sending anything', async ({ page, at, stack, path }) => {
    await signUp(page, stack.url, 'Fay Former');
    const sentSaves: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/graphql' && /JotFormCreateMutation/.test(request.postData() ?? '')) sentSaves.push(request.url());
    });
    await page.goto(at('/jot/create'));
    await page.getByRole('heading', { level: 1, name: 'Create Jot' }).waitFor();
    await settled(page);

    // Marked required (the label's asterisk, the input's required state) as soon as a type needs it.
    const sourceUrl = page.getByRole('textbox', { name: /^Source URL/ });
    for (const type of [/Video/, /PDF/, /Audio/, /Article/]) {
      await page.getByRole('radio', { name: type }).check({ force: true });
      await sourceUrl.waitFor();
      expect(await sourceUrl.evaluate((input) => (input as HTMLInputElement).required)).toBe(true);
    }
    await expectNoAxeViolations(page);

    // An article without its source, then with a source that is no web address: the form says so
    // under the field and sends nothing.
    await chooseFocus(page, path);
    await page.getByLabel(/^Jot Title\/Name/).fill('An article without its source');
    const content = page.getByRole('textbox', { name: 'Jot Content' });
    // The editor spans the form as its other fields do.
    const [titleBox, editorBox] = [await page.getByLabel(/^Jot Title\/Name/).boundingBox(), await page.locator('[data-rich-text-editor]').boundingBox()];
    expect(editorBox?.width).toBe(titleBox?.width);
    await content.click();
    await page.keyboard.type(BODY);
    // A link by keyboard: Ctrl+K asks for the address of the selected words, Enter applies it, and
    // the writer types on in the text.
    for (let i = 0; i < 5; i++) await page.keyboard.press('Shift+ArrowLeft');
    await page.keyboard.press('Control+k');
    const address = page.getByRole('group', { name: 'Link address' }).getByLabel('URL');
    await eventually(() => address.evaluate((input) => input === document.activeElement)).toBe(true);
    // A script address is refused, and the refusal is what the box is described by.
    await page.keyboard.type('javascript:alert(1)');
    await page.keyboard.press('Enter');
    await page.getByRole('alert').filter({ hasText: 'Links must start with http://, https:// or mailto:.' }).waitFor();
    expect(await address.evaluate((input) => document.getElementById(input.getAttribute('aria-describedby') ?? '')?.textContent)).toBe(
      'Links must start with http://, https:// or mailto:.',
    );
    await address.fill('');
    await page.keyboard.type('https://example.com/notes');
    await page.keyboard.press('Enter');
    await content.locator('a[href="https://example.com/notes"]').waitFor();
    expect(await content.evaluate((element) => element.contains(document.activeElement))).toBe(true);
    await page.keyboard.press('End');
    await page.keyboard.type(' More.');
    expect(await content.textContent()).toContain(`${BODY} More.`);
    const before = await jotCount(stack);
    await page.getByRole('button', { name: 'Share the Jot' }).click();
    await page.getByText('The content url field is required.').first().waitFor();
    await sourceUrl.fill('notes on my desk');
    await page.getByRole('button', { name: 'Share the Jot' }).click();
    await page.getByText('The content url field must be a valid URL.').first().waitFor();
    expect(sentSaves).toEqual([]);
    expect(await jotCount(stack)).toBe(before);

    // A story takes 10 images per save: of 11 picked, the 11th is refused, named, before sending.
    await page.getByRole('radio', { name: /Story/ }).check({ force: true });
    await sourceUrl.waitFor({ state: 'detached' });
    const hint = page.getByText(/^PNG, JPG, GIF up to 10MB, at most 10 images/);
    expect(await hint.textContent()).toBe('PNG, JPG, GIF up to 10MB, at most 10 images (0 of 10 chosen)');
    await page.getByTestId('image-input').setInputFiles(
      Array.from({ length: 11 }, (_, i) => ({ name: `page-${i + 1}.png`, mimeType: 'image/png', buffer: png(4 + i, 4 + i) })),
    );
    const previews = page.getByRole('list', { name: 'Selected images' }).locator('img');
    await eventually(() => previews.count()).toBe(10);
    await page.getByText('A jot takes at most 10 images per save: page-11.png was not added.').first().waitFor();
    expect(await hint.textContent()).toBe('PNG, JPG, GIF up to 10MB, at most 10 images (10 of 10 chosen)');
    expect(await page.getByRole('button', { name: 'Choose images' }).isDisabled()).toBe(true);
    // Removing one makes room again.
    await page.getByRole('button', { name: 'Remove page-10.png' }).click();
    await eventually(() => previews.count()).toBe(9);
    expect(await page.getByRole('button', { name: 'Choose images' }).isDisabled()).toBe(false);

    // The nine it holds are saved with the story.
    await page.getByLabel(/^Jot Title\/Name/).fill('A story of nine pages');
    await page.getByRole('button', { name: 'Share the Jot' }).click();
    await page.waitForURL(new RegExp(`/list-item/${path.listItemSlug}`));
    const [jot] = await stack.db.query<{ id: number }>('SELECT id FROM jots WHERE name = $1', ['A story of nine pages']);
    expect(await stack.db.query('SELECT 1 FROM jot_images WHERE jot_id = $1', [jot!.id])).toHaveLength(9);
    expect(pageErrors(page)).toEqual([]);
  });

  test('finds a jot in My Jots and edits it', async ({ page, at, stack, path }) => {
    await signUp(page, stack.url, 'Ed Editor');
    await shareJot(page, stack.url, {
      contentType: 'STORY',
      title: DRAFT_TITLE,
      contentHtml: `<p>${BODY}<strong>bold words</strong></p>`,
      listItemId: encodeGlobalID('ListItem', String(path.listItem)),
    });

    await page.goto(at('/my-jots'));
    await page.getByRole('heading', { level: 1, name: 'My Posted Jots' }).waitFor();
    await settled(page);
    expect(await page.getByRole('button', { name: 'All' }).getAttribute('aria-pressed')).toBe('true');
    await page.getByRole('heading', { name: DRAFT_TITLE }).waitFor();
    await expectNoAxeViolations(page);

    await page.getByRole('link', { name: `Edit ${DRAFT_TITLE}` }).click();
    await page.getByRole('heading', { level: 1, name: 'Update Jot' }).waitFor();
    await settled(page);
    expect(await page.getByLabel(/^Jot Title\/Name/).inputValue()).toBe(DRAFT_TITLE);
    await eventually(() => page.getByLabel('Item').inputValue()).toBe(encodeGlobalID('ListItem', String(path.listItem)));
    await page.getByRole('textbox', { name: 'Jot Content' }).getByText('bold words').waitFor();
    await page.getByLabel(/^Jot Title\/Name/).fill(NEW_TITLE);
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await page.waitForURL(new RegExp(`/list-item/${path.listItemSlug}`));
    const [row] = await stack.db.query<{ slug: string }>('SELECT slug FROM jots WHERE name = $1', [NEW_TITLE]);
    expect(row).toBeDefined();

    // The jot page offers its author the Edit link and shows the change.
    await page.goto(at(`/jot/${row!.slug}`));
    await page.getByRole('heading', { level: 1, name: NEW_TITLE }).waitFor();
    await page.getByRole('link', { name: `Edit ${NEW_TITLE}` }).waitFor();
  });

  test('a jot in a pod past the first 100 of its container keeps its pod, section and item when edited, and saves', async ({ page, at, stack, path }) => {
    // The container gets 110 more pods ahead of the jot's in its own order; the jot's pod sorts
    // last by name too.
    await stack.db.query(
      `INSERT INTO pods (container_id, name, slug, description, position, created_at, updated_at)
       SELECT $1, 'Crowded Pod ' || lpad(n::text, 3, '0'), 'crowded-pod-' || n, 'One of many.', -1000 + n, '2001-01-01', '2001-01-01'
         FROM generate_series(1, 110) AS n`,
      [path.container],
    );
    const [far] = await stack.db.query<{ id: number }>(
      `INSERT INTO pods (container_id, name, slug, description, position, created_at, updated_at)
       VALUES ($1, 'Zz Far Pod', 'zz-far-pod', 'Past the first hundred.', 5000, '2001-01-01', '2001-01-01') RETURNING id`,
      [path.container],
    );
    const [section] = await stack.db.query<{ id: number }>(
      `INSERT INTO sections (pod_id, name, slug, position, created_at, updated_at) VALUES ($1, 'Far Section', 'far-section', 1, now(), now()) RETURNING id`,
      [far!.id],
    );
    const [item] = await stack.db.query<{ id: number; slug: string }>(
      `INSERT INTO list_items (section_id, name, slug, position, created_at, updated_at) VALUES ($1, 'Far Item', 'far-item', 1, now(), now()) RETURNING id, slug`,
      [section!.id],
    );
    const [{ total } = { total: 0 }] = await stack.db.query<{ total: number }>(
      'SELECT count(*)::int AS total FROM pods WHERE container_id = $1 AND is_active',
      [path.container],
    );
    expect(total).toBeGreaterThan(110);

    await signUp(page, stack.url, 'Pia Paging');
    const jot = await shareJot(page, stack.url, {
      contentType: 'STORY',
      title: 'Far away and found',
      contentHtml: `<p>${BODY}</p>`,
      listItemId: encodeGlobalID('ListItem', String(item!.id)),
    });
    await page.goto(at('/my-jots'));
    await page.getByRole('heading', { level: 1, name: 'My Posted Jots' }).waitFor();
    await page.getByRole('link', { name: `Edit ${jot.title}` }).click();
    await page.getByRole('heading', { level: 1, name: 'Update Jot' }).waitFor();
    await settled(page);

    // The jot's pod, section and item are all still chosen.
    const podBox = page.getByRole('combobox', { name: 'Learning Pod' });
    await eventually(() => podBox.inputValue()).toBe('Zz Far Pod');
    await eventually(() => page.getByLabel('Section').inputValue()).toBe(encodeGlobalID('Section', String(section!.id)));
    await eventually(() => page.getByLabel('Item').inputValue()).toBe(encodeGlobalID('ListItem', String(item!.id)));
    await page.getByText(`${total} pods in this focus, by name.`).waitFor();
    await expectNoAxeViolations(page);

    // The list pages through every pod by name as it is scrolled; typing narrows it on the server.
    await podBox.click();
    const listbox = page.getByRole('listbox');
    const options = listbox.getByRole('option');
    await eventually(() => options.count()).toBeGreaterThanOrEqual(20);
    const shown = await options.count();
    await listbox.evaluate((list) => list.scrollTo(0, list.scrollHeight));
    await eventually(() => options.count()).toBeGreaterThan(shown);
    const names = await options.allTextContents();
    expect(names.slice(0, -1)).toEqual([...names.slice(0, -1)].sort((a, b) => a.localeCompare(b, undefined, { sensitivity: 'base' })));
    await page.keyboard.press('Escape');
    await podBox.fill('crowded pod 10');
    await eventually(() => options.allTextContents()).toEqual(['Crowded Pod 100', 'Crowded Pod 101', 'Crowded Pod 102', 'Crowded Pod 103', 'Crowded Pod 104', 'Crowded Pod 105', 'Crowded Pod 106', 'Crowded Pod 107', 'Crowded Pod 108', 'Crowded Pod 109']);
    await page.getByText('10 pods match “crowded pod 10”, by name.').waitFor();
    // Leaving the box without choosing (Tab, as a keyboard user leaves it) keeps the jot's pod.
    await podBox.press('Tab');
    await eventually(() => podBox.inputValue()).toBe('Zz Far Pod');
    await eventually(() => page.getByLabel('Item').inputValue()).toBe(encodeGlobalID('ListItem', String(item!.id)));

    await page.getByLabel(/^Jot Title\/Name/).fill('Far away, found and edited');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await page.waitForURL(new RegExp(`/list-item/${item!.slug}`));
    await page.getByText('Jot saved successfully.').waitFor();
    const [row] = await stack.db.query<{ list_item_id: number }>('SELECT list_item_id FROM jots WHERE name = $1', ['Far away, found and edited']);
    expect(Number(row?.list_item_id)).toBe(Number(item!.id));
    expect(pageErrors(page)).toEqual([]);
  });

  test('deletes a jot from its page and another from My Jots, each after confirming; the deleted jot is not found', async ({ page, at, stack, path }) => {
    await signUp(page, stack.url, 'Del Deleter');
    const listItemId = encodeGlobalID('ListItem', String(path.listItem));
    const first = await shareJot(page, stack.url, { contentType: 'STORY', title: 'Deleted from its page', contentHtml: `<p>${BODY}</p>`, listItemId });
    const second = await shareJot(page, stack.url, { contentType: 'STORY', title: 'Deleted from My Jots', contentHtml: `<p>${BODY}</p>`, listItemId });

    await page.goto(at(`/jot/${first.slug}`));
    await page.getByRole('heading', { level: 1, name: first.title }).waitFor();
    await page.getByRole('button', { name: `Delete ${first.title}` }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Delete this jot?' });
    await dialog.waitFor();
    await expectNoAxeViolations(page);
    // Cancel keeps it.
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(await stack.db.query('SELECT 1 FROM jots WHERE slug = $1', [first.slug])).toHaveLength(1);

    await page.getByRole('button', { name: `Delete ${first.title}` }).click();
    await dialog.getByRole('button', { name: 'Delete jot' }).click();
    await page.waitForURL(at('/my-jots'));
    await page.locator('[data-scope="toast"][data-part="title"]', { hasText: 'Jot deleted.' }).waitFor();
    await page.getByRole('heading', { name: second.title }).waitFor();
    expect(await page.getByRole('heading', { name: first.title }).count()).toBe(0);
    expect(await stack.db.query('SELECT 1 FROM jots WHERE slug = $1', [first.slug])).toEqual([]);

    // By keyboard: the jot goes with its Delete button, and focus goes to the page's main region.
    await page.getByRole('button', { name: `Delete ${second.title}` }).focus();
    await page.keyboard.press('Enter');
    await page.getByRole('alertdialog', { name: 'Delete this jot?' }).getByRole('button', { name: 'Delete jot' }).click();
    await page.getByText('Feel free to create your first jot.').waitFor();
    await eventually(() => page.evaluate(() => document.activeElement?.id)).toBe('main-content');
    await expectNoAxeViolations(page);
    expect(await stack.db.query('SELECT 1 FROM jots WHERE slug = $1', [second.slug])).toEqual([]);

    // Its address is the 404 page now, for its author and for a visitor alike.
    await page.goto(at(`/jot/${first.slug}`));
    await page.getByTestId('not-found').waitFor();
    const visitor = await page.context().browser()!.newPage();
    try {
      await visitor.goto(at(`/jot/${second.slug}`));
      await visitor.getByTestId('not-found').waitFor();
    } finally {
      await visitor.context().close();
    }
    expect(pageErrors(page)).toEqual([]);
  });

  /** Rita shares a jot and signs out; the tab is signed in as a new reader `reader` afterwards. */
  async function reportedJot(page: Page, stack: Stack, path: Path, title: string, reader: string) {
    await signUp(page, stack.url, 'Rita Reported');
    const jot = await shareJot(page, stack.url, {
      contentType: 'STORY',
      title,
      contentHtml: `<p>${BODY}</p>`,
      listItemId: encodeGlobalID('ListItem', String(path.listItem)),
    });
    await signOut(page, stack.url);
    await signUp(page, stack.url, reader);
    const [row] = await stack.db.query<{ id: number }>('SELECT id FROM jots WHERE slug = $1', [jot.slug]);
    return { ...jot, id: row!.id };
  }

  const REPORT = 'mutation E2eReport($input: ReportJotInput!) { reportJot(input: $input) { __typename } }';

  test('a reader reports a jot with a reason and a note, sees a confirmation, and cannot report it twice', async ({ page, at, stack, path }) => {
    const jot = await reportedJot(page, stack, path, 'A jot a reader reports', 'Rex Reporter');
    await page.goto(at(`/jot/${jot.slug}`));
    await page.getByRole('heading', { level: 1, name: jot.title }).waitFor();
    await settled(page);
    await page.getByRole('button', { name: `Report ${jot.title}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Report this jot' });
    await dialog.waitFor();
    // No reason: the dialog says so and sends nothing.
    await dialog.getByRole('button', { name: 'Send report' }).click();
    await dialog.getByText('Please choose why you are reporting this jot.').waitFor();
    await dialog.getByLabel('Reason').selectOption('MISINFORMATION');
    await dialog.getByLabel('Note (optional)').fill('The second paragraph is wrong.');
    await expectNoAxeViolations(page);
    await dialog.getByRole('button', { name: 'Send report' }).click();
    await page.locator('[data-scope="toast"][data-part="title"]', { hasText: 'Thanks for your report.' }).waitFor();
    await dialog.waitFor({ state: 'detached' });

    // Once per reader: the second report is refused with a clear message and changes nothing.
    await page.getByRole('button', { name: `Report ${jot.title}` }).click();
    await dialog.getByLabel('Reason').selectOption('SPAM');
    await dialog.getByRole('button', { name: 'Send report' }).click();
    await dialog.getByText('You have already reported this jot.').waitFor();
    expect(await stack.db.query('SELECT reason, note FROM jot_reports WHERE jot_id = $1', [jot.id])).toEqual([
      { reason: 'misinformation', note: 'The second paragraph is wrong.' },
    ]);
    expect(pageErrors(page)).toEqual([]);
  });

  test('a jot three readers reported is not found until the review restores it', async ({ page, at, stack, path }) => {
    const jot = await reportedJot(page, stack, path, 'A jot three readers report', 'Ria Reporter');
    // Each reader registering in this tab takes its session over.
    for (const name of ['Roy Reporter', 'Ray Reporter', undefined]) {
      await gql(page, stack.url, REPORT, { input: { jotId: encodeGlobalID('Jot', String(jot.id)), reason: 'SPAM' } });
      if (name) await signUp(page, stack.url, name);
    }
    await page.goto(at(`/jot/${jot.slug}`));
    await page.getByTestId('not-found').waitFor();

    const lines: string[] = [];
    expect(await runReviewCommand({ db: stack.db, storageDir: stack.storageDir }, ['restore', String(jot.id)], (line) => lines.push(line))).toBe(0);
    await page.goto(at(`/jot/${jot.slug}`));
    await page.getByRole('heading', { level: 1, name: jot.title }).waitFor();
    expect(pageErrors(page)).toEqual([]);
  });

  test('a video jot shows its player', async ({ page, at, stack, path }) => {
    await signUp(page, stack.url, 'Vi Video');
    await page.goto(at('/jot/create'));
    await page.getByRole('heading', { level: 1, name: 'Create Jot' }).waitFor();
    await settled(page);
    await page.getByRole('radio', { name: /Video/ }).check({ force: true });
    await chooseFocus(page, path);
    await page.getByLabel(/^Jot Title\/Name/).fill('Balance on video');
    await page.getByLabel('Source URL').fill('https://youtu.be/abc123XYZ00');
    await page.getByRole('textbox', { name: 'Jot Content' }).click();
    await page.keyboard.type('A short video about keeping an equation balanced on both sides.');
    await page.getByRole('button', { name: 'Share the Jot' }).click();
    await page.waitForURL(new RegExp(`/list-item/${path.listItemSlug}`));
    const [row] = await stack.db.query<{ slug: string; content_url: string }>("SELECT slug, content_url FROM jots WHERE name = 'Balance on video'");
    expect(row?.content_url).toBe('https://youtu.be/abc123XYZ00');
    await page.goto(at(`/jot/${row!.slug}`));
    await page.locator('iframe[title="Video: Balance on video"]').waitFor();
  });
});
