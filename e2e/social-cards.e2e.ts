/**
 * Social cards on the production build: an English doc, a Chinese doc and a
 * Chinese blog post each point `og:image` and `twitter:image` (one of each, in
 * the server HTML and after hydration) at their own card, with size and alt
 * text in the page's language; the card answers 200 as `image/png`, is a
 * 1200 × 630 PNG of at most 60 KB that Chromium decodes, and the three cards
 * differ. The home page keeps the site-wide image.
 */
import {createHash} from 'node:crypto';
import type {Page} from 'playwright-core';
import {BASE_URL} from './helpers/server';
import {useTrackedPage, visit} from './helpers/browser';

const holder = useTrackedPage();
const SITE = 'https://rslib.rs';

const PAGES = [
  {
    path: '/guide/start/quick-start',
    card: '/img/cards/guide/start/quick-start.png',
    alt: 'Rslib — Guide: Quick Start',
  },
  {
    path: '/zh/guide/start/quick-start',
    card: '/zh/img/cards/guide/start/quick-start.png',
    alt: 'Rslib — 指南：快速上手',
  },
  {
    path: '/zh/blog/rslib-1-0',
    card: '/zh/img/cards/blog/rslib-1-0.png',
    alt: 'Rslib — 博客：Rslib 1.0',
  },
] as const;

/** `content` of every `<meta>` whose property or name is `key`, in the live DOM. */
function metas(page: Page, key: string): Promise<string[]> {
  return page
    .locator(`head meta[property="${key}"], head meta[name="${key}"]`)
    .evaluateAll((nodes) =>
      nodes.map((node) => node.getAttribute('content') ?? ''),
    );
}

/** Width and height from a PNG's signature and IHDR chunk. @throws when it is no PNG */
function pngSize(bytes: Buffer): {width: number; height: number} {
  const signature = Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]);
  if (
    !bytes.subarray(0, 8).equals(signature) ||
    bytes.toString('latin1', 12, 16) !== 'IHDR'
  ) {
    throw new Error('not a PNG');
  }
  return {width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20)};
}

const hashes = new Map<string, string>();

describe.each(PAGES)('$path', ({path: pathname, card, alt}) => {
  it('has one og:image and one twitter:image, its own card, in the server HTML', async () => {
    const html = await (await fetch(`${BASE_URL}${pathname}`)).text();
    const ogImages = html.match(/property=["']?og:image["']?[\s/>]/g) ?? [];
    const twitterImages =
      html.match(/name=["']?twitter:image["']?[\s/>]/g) ?? [];
    expect(ogImages).toHaveLength(1);
    expect(twitterImages).toHaveLength(1);
    expect(html).toContain(`${SITE}${card}`);
    expect(html).not.toContain('social-card.webp');
  });

  it('keeps the card, its size and alt text after hydration', async () => {
    const {page} = holder.tracked;
    await visit(page, pathname);
    await expect(metas(page, 'og:image')).resolves.toEqual([`${SITE}${card}`]);
    await expect(metas(page, 'twitter:image')).resolves.toEqual([
      `${SITE}${card}`,
    ]);
    await expect(metas(page, 'og:image:width')).resolves.toEqual(['1200']);
    await expect(metas(page, 'og:image:height')).resolves.toEqual(['630']);
    await expect(metas(page, 'og:image:alt')).resolves.toEqual([alt]);
    await expect(metas(page, 'twitter:image:alt')).resolves.toEqual([alt]);
  });

  it('serves the card as a 1200 × 630 PNG of at most 60 KB that Chromium decodes', async () => {
    const response = await fetch(`${BASE_URL}${card}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/png');
    const bytes = Buffer.from(await response.arrayBuffer());
    expect(bytes.byteLength).toBeLessThanOrEqual(60 * 1024);
    expect(pngSize(bytes)).toEqual({width: 1200, height: 630});
    hashes.set(pathname, createHash('sha256').update(bytes).digest('hex'));

    const {page} = holder.tracked;
    await visit(page, pathname);
    const decoded = await page.evaluate(async (src) => {
      const image = new Image();
      image.src = src;
      await image.decode();
      return {width: image.naturalWidth, height: image.naturalHeight};
    }, card);
    expect(decoded).toEqual({width: 1200, height: 630});
  });
});

it('draws a different card for each page', () => {
  expect(hashes.size).toBe(PAGES.length);
  expect(new Set(hashes.values()).size).toBe(PAGES.length);
});

it('keeps the site-wide image on the home page', async () => {
  const {page} = holder.tracked;
  await visit(page, '/');
  await expect(metas(page, 'og:image')).resolves.toEqual([
    `${SITE}/img/social-card.webp`,
  ]);
  await expect(metas(page, 'og:image:alt')).resolves.toEqual([]);
});
