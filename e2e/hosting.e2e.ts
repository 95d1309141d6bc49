/**
 * Hosting: the build carries the host configuration (`_redirects`,
 * `_headers`), and `npm run serve` (the server of these tests) answers the way
 * the host does: `/en/…` → 301 to the path without `/en`, unknown `/zh/…`
 * paths → the Chinese 404 page with status 404, hashed assets cached for a
 * year, HTML and search indexes revalidated, responses gzip-compressed; every
 * route rslib.rs serves answers (moved ones with a 301 and a redirect page).
 */
import {readFileSync, readdirSync} from 'node:fs';
import path from 'node:path';
import {MOVED_ROUTES} from '@site/src/features/hosting/data/movedRoutes';
import official from '@site/test/fixtures/officialRoutes.json';
import {BASE_URL, ROOT} from './helpers/server';

const BUILD = path.join(ROOT, 'build');
const get = (pathname: string, init: RequestInit = {}) =>
  fetch(`${BASE_URL}${pathname}`, {redirect: 'manual', ...init});

describe('host configuration in the build', () => {
  it('writes _redirects with the /en redirects and the Chinese 404 rule', () => {
    const redirects = readFileSync(path.join(BUILD, '_redirects'), 'utf8');
    expect(redirects).toMatch(/^\/en\/\*\s+\/:splat\s+301!$/m);
    expect(redirects).toMatch(/^\/zh\/\*\s+\/zh\/404\.html\s+404$/m);
  });

  it('writes _headers with immutable assets and revalidated search indexes', () => {
    const headers = readFileSync(path.join(BUILD, '_headers'), 'utf8');
    expect(headers).toContain(
      '/assets/*\n  Cache-Control: public, max-age=31536000, immutable',
    );
    expect(headers).toContain(
      '/zh/search-index.json\n  Cache-Control: public, max-age=0, must-revalidate',
    );
  });
});

describe('npm run serve answers like the host', () => {
  it.each([
    ['/en', '/'],
    ['/en/config/lib/format', '/config/lib/format'],
    ['/en/guide/start/?x=1', '/guide/start/?x=1'],
  ])('%s → 301 %s', async (from, to) => {
    const response = await get(from);
    expect(response.status).toBe(301);
    expect(response.headers.get('location')).toBe(to);
  });

  it('answers an unknown /zh/ path with the Chinese 404 page and status 404', async () => {
    const response = await get('/zh/guide/nope');
    expect(response.status).toBe(404);
    const html = await response.text();
    expect(html).toMatch(/<html[^>]*lang="?zh-CN/);
    expect(html).toContain('>指南<');
  });

  it('answers an unknown path elsewhere with the English 404 page', async () => {
    const response = await get('/guide/nope');
    expect(response.status).toBe(404);
    expect(await response.text()).toMatch(/<html[^>]*lang="?en/);
  });

  it('caches hashed assets for a year, revalidates pages and search indexes', async () => {
    const script = readdirSync(path.join(BUILD, 'assets/js')).find((file) =>
      file.endsWith('.js'),
    );
    const cacheOf = async (pathname: string) =>
      (await get(pathname)).headers.get('cache-control');
    await expect(cacheOf(`/assets/js/${script}`)).resolves.toBe(
      'public, max-age=31536000, immutable',
    );
    for (const pathname of [
      '/guide/start/',
      '/zh/',
      '/search-index.json',
      '/search-index-titles.json',
      '/zh/search-index-content.json',
    ]) {
      await expect(cacheOf(pathname)).resolves.toBe(
        'public, max-age=0, must-revalidate',
      );
    }
  });

  it('compresses HTML and scripts with gzip', async () => {
    const response = await get('/guide/start/quick-start', {
      headers: {'Accept-Encoding': 'gzip'},
    });
    expect(response.headers.get('content-encoding')).toBe('gzip');
  });
});

describe('every rslib.rs route answers', () => {
  it.each(official.routes)('%s', async (route) => {
    const response = await fetch(`${BASE_URL}${route}`);
    expect(response.status).toBe(200);
    // A moved route lands on its target page, in the same locale.
    expect(new URL(response.url).pathname.startsWith('/zh')).toBe(
      route.startsWith('/zh'),
    );
  });

  it.each(
    MOVED_ROUTES.flatMap(({from, to}) => [
      [from, to],
      [`/zh${from}`, `/zh${to}`],
    ]),
  )(
    '%s → 301 %s, and a redirect page for hosts without _redirects',
    async (from, to) => {
      const response = await get(from);
      expect(response.status).toBe(301);
      expect(response.headers.get('location')).toBe(to);
      const page = readFileSync(path.join(BUILD, from, 'index.html'), 'utf8');
      expect(page).toContain(`url=${to}`);
    },
  );

  it('lists a moved route in neither the sitemap nor llms.txt', () => {
    const sitemap = readFileSync(path.join(BUILD, 'sitemap.xml'), 'utf8');
    const llms = readFileSync(path.join(BUILD, 'llms.txt'), 'utf8');
    for (const {from} of MOVED_ROUTES) {
      expect(sitemap).not.toContain(`${from}<`);
      expect(llms).not.toContain(`${from}.md`);
    }
  });
});
