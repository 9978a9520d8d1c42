// A phone photo through the whole product: uploaded with the jot form, it is shown on the jot page
// from a small WebP copy chosen by the browser (srcset/sizes), in a box reserved by width/height,
// upright and without the EXIF (GPS position) the phone wrote, all within the strict CSP
// (images from 'self' only: the copies are served at /storage on the page's own origin).
import sharp from 'sharp';
import { recordCspViolations } from '../support/csp-violations.ts';
import { pageErrors } from '../support/browser.ts';
import { describe, test as e2e, eventually, expect, settled, signUp } from '../support/e2e.ts';
import { chooseFocus, type FocusPath } from '../support/jot-form.ts';

const TITLE = 'Harbour at noon';
const BODY = 'The harbour seen from the old lighthouse, just before the ferries leave for the islands. ';


const test = e2e.extend('path', { scope: 'file' }, async ({ stack }): Promise<FocusPath> => {
  const [row] = await stack.db.query<{ container: number; pod_name: string; section: number; list_item: number }>(
    `SELECT c.id AS container, p.name AS pod_name, s.id AS section, l.id AS list_item
       FROM list_items l JOIN sections s ON s.id = l.section_id JOIN pods p ON p.id = s.pod_id JOIN containers c ON c.id = p.container_id
      WHERE p.is_active AND c.is_active AND NOT p.is_company
      ORDER BY l.id LIMIT 1`,
  );
  if (!row) throw new Error('the demo seed has no visible list item');
  return { container: row.container, podName: row.pod_name, section: row.section, listItem: row.list_item };
});

/** A 1600 x 1200 landscape photo stored sideways (Orientation 6), with the phone's GPS EXIF. */
async function phonePhoto(): Promise<Buffer> {
  const noise = await sharp({ create: { width: 1200, height: 1600, channels: 3, background: '#808080', noise: { type: 'gaussian', mean: 128, sigma: 30 } } })
    .png()
    .toBuffer();
  return sharp(noise)
    .blur(2)
    .jpeg({ quality: 90 })
    .withExif({ IFD0: { Make: 'PhoneMaker', Orientation: '6' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '48/1 51/1 2406/100' } })
    .withMetadata({ orientation: 6 })
    .toBuffer();
}

describe('responsive images', () => {
  test('a story photo is shown from a small WebP copy, in a reserved box, upright and without EXIF, within the CSP', async ({ page, at, stack, path }) => {
    const violations = await recordCspViolations(page);
    const photo = await phonePhoto();
    expect(await sharp(photo).metadata()).toMatchObject({ width: 1200, height: 1600, orientation: 6 });

    await signUp(page, stack.url, 'Pia Photographer');
    await page.goto(at('/jot/create'));
    await page.getByRole('heading', { level: 1, name: 'Create Jot' }).waitFor();
    await settled(page);
    await page.getByRole('radio', { name: /Story/ }).check({ force: true });
    await chooseFocus(page, path);
    await page.getByLabel(/^Jot Title\/Name/).fill(TITLE);
    await page.getByRole('textbox', { name: 'Jot Content' }).click();
    await page.keyboard.type(BODY);
    await page.getByTestId('image-input').setInputFiles([{ name: 'harbour.jpg', mimeType: 'image/jpeg', buffer: photo }]);
    await eventually(() => page.getByRole('list', { name: 'Selected images' }).locator('img').count()).toBe(1);
    await page.getByRole('button', { name: 'Share the Jot' }).click();
    await page.getByText('Jot saved successfully.').waitFor();

    const [jot] = await stack.db.query<{ slug: string; images: number }>(
      'SELECT slug, (SELECT count(*)::int FROM jot_images i WHERE i.jot_id = j.id) AS images FROM jots j WHERE name = $1',
      [TITLE],
    );
    expect(jot).toMatchObject({ images: 1 });
    // On a desktop the gallery's tiles are 16rem (256 px) wide: the 320 px copy is enough.
    await page.goto(at(`/jot/${jot!.slug}`));
    await settled(page);
    await page.getByRole('heading', { level: 1, name: TITLE }).waitFor();
    const tile = page.getByRole('list', { name: 'Story images' }).getByRole('img');
    await tile.waitFor({ state: 'attached' });
    // The box is the photo's upright size, known before any byte of it arrives.
    expect([await tile.getAttribute('width'), await tile.getAttribute('height')]).toEqual(['1600', '1200']);
    expect(await tile.getAttribute('srcset')).toMatch(/^\/storage\/jots\/[0-9a-f]{32}-320w\.webp 320w, .*-640w\.webp 640w, .*-1280w\.webp 1280w, .*-1600w\.webp 1600w$/);
    await tile.scrollIntoViewIfNeeded();
    await eventually(() => tile.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    // The copy the browser chose for a 256 px tile (its natural size is then density-corrected).
    const loaded = await tile.evaluate((img: HTMLImageElement) => ({ src: new URL(img.currentSrc).pathname }));
    expect(loaded.src).toMatch(/-320w\.webp$/);

    // What the browser got: upright, and no trace of the phone's EXIF.
    const served = Buffer.from(await (await fetch(at(loaded.src))).arrayBuffer());
    const meta = await sharp(served).metadata();
    expect([meta.format, meta.width, meta.height, meta.exif, meta.orientation]).toEqual(['webp', 320, 240, undefined, undefined]);
    expect(served.includes(Buffer.from('PhoneMaker'))).toBe(false);

    expect(violations).toEqual([]);
    expect(pageErrors(page)).toEqual([]);
  });
});
