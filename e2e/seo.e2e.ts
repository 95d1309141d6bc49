/**
 * SEO, sharing and machine-readable docs, checked on the built HTML: unique
 * titles, meta descriptions, canonical and hreflang links, Open Graph/Twitter
 * tags with each page's social card, one sitemap listing both locales,
 * robots.txt, llms.txt, llms-full.txt and a Markdown copy of every page.
 */
import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {DOC_ROUTES} from '@site/test/docRoutes';
import {markdownPathOf} from '@site/src/features/page-actions/build/markdownExport';
import {cardPathOf} from '@site/src/features/social-cards/common/socialCard';
import {BASE_URL, ROOT} from './helpers/server';
import {LOCALES, docKeywords, localized} from './helpers/docs';

const BUILD = path.join(ROOT, 'build');
const SITE = 'https://rslib.rs';
const ROUTES = ['/', ...DOC_ROUTES.map(({route}) => route)];

function htmlOf(route: string): string {
  const file = path.join(BUILD, route, 'index.html');
  return readFileSync(
    existsSync(file)
      ? file
      : path.join(BUILD, `${route.replace(/\/$/, '')}.html`),
    'utf8',
  );
}

/** Value of the first tag attribute matching `pattern` (minified HTML: quotes optional). */
function attr(
  html: string,
  tagPattern: RegExp,
  name: string,
): string | undefined {
  const tag = html.match(tagPattern)?.[0];
  // The minifier quotes a value with " or ' (whichever it does not contain), or not at all.
  const match = tag?.match(
    new RegExp(`${name}=(?:"([^"]*)"|'([^']*)'|([^\\s>]+))`),
  );
  return match ? (match[1] ?? match[2] ?? match[3]) : undefined;
}

const meta = (html: string, key: string) =>
  attr(
    html,
    new RegExp(`<meta[^>]*(?:name|property)=["']?${key}["']?[^>]*>`),
    'content',
  );

describe.each(LOCALES)('pages in %s', (locale) => {
  const titles = new Map<string, string>();

  it.each(ROUTES)(
    '%s has title, description, canonical, hreflang and sharing tags',
    (route) => {
      const url = localized(route, locale);
      const html = htmlOf(url);
      const title = html.match(/<title[^>]*>([^<]*)<\/title>/)?.[1] ?? '';
      expect(title).toMatch(/Rslib/);
      expect(titles.has(title)).toBe(false);
      titles.set(title, url);
      expect((meta(html, 'description') ?? '').length).toBeGreaterThan(20);
      expect(attr(html, /<link[^>]*rel=["']?canonical[^>]*>/, 'href')).toBe(
        `${SITE}${url}`,
      );
      expect(html).toMatch(new RegExp(`hreflang=["']?en["']?`));
      expect(html).toMatch(new RegExp(`hreflang=["']?zh-CN["']?`));
      expect(meta(html, 'og:title')).toBeTruthy();
      expect(meta(html, 'og:description')).toBeTruthy();
      // Doc pages have their own card (src/features/social-cards); the home page keeps the site-wide one.
      const baseUrl = locale === 'en' ? '/' : `/${locale}/`;
      expect(meta(html, 'og:image')).toBe(
        route === '/'
          ? `${SITE}${baseUrl}img/social-card.webp`
          : `${SITE}${cardPathOf(url, baseUrl)}`,
      );
      expect(meta(html, 'twitter:image')).toBe(meta(html, 'og:image'));
      expect(meta(html, 'twitter:card')).toBe('summary_large_image');
      // No site-wide keywords meta: the search plugin would index it for every page,
      // turning each page into a title hit for those words. A page's own front matter
      // keywords (reader words it should be found by) are its alone.
      expect(meta(html, 'keywords')).toBe(
        docKeywords(route, locale)?.join(','),
      );
    },
  );

  it('publishes llms.txt and a Markdown copy of every doc', () => {
    const base = locale === 'en' ? BUILD : path.join(BUILD, locale);
    const llms = readFileSync(path.join(base, 'llms.txt'), 'utf8');
    for (const {route} of DOC_ROUTES) {
      const file = markdownPathOf(route);
      expect(llms).toContain(
        `${SITE}${locale === 'en' ? '' : `/${locale}`}/${file}`,
      );
      const markdown = readFileSync(path.join(base, file), 'utf8');
      expect(markdown).toMatch(/^# \S/);
      expect(markdown).not.toMatch(/^import \w+ from '@site/m);
      expect(markdown).not.toMatch(
        /<(PackageManagerTabs|Steps|SourceCode|Overview)\b/,
      );
      expect(markdown).not.toMatch(/\]\(\.{1,2}\/[^)]*\.mdx/);
    }
  });
});

describe.each(LOCALES)('llms-full.txt (%s)', (locale) => {
  const prefix = locale === 'en' ? '' : `/${locale}`;

  it('is served as UTF-8 text and holds every llms.txt page once, docs in sidebar order, blog last', async () => {
    const response = await fetch(`${BASE_URL}${prefix}/llms-full.txt`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(
      /^text\/plain; charset=utf-8$/i,
    );
    const full = await response.text();
    const llms = readFileSync(path.join(BUILD, prefix, 'llms.txt'), 'utf8');
    expect(llms).toContain(`(${SITE}${prefix}/llms-full.txt)`);
    const listed = Array.from(
      llms.matchAll(/^- \[[^\]]+\]\((https:[^)]+)\.md\)/gm),
      (m) => m[1],
    );
    const sources = Array.from(full.matchAll(/^Source: (\S+)$/gm), (m) =>
      m[1].replace(/\/$/, ''),
    );
    expect([...sources].sort()).toEqual(
      listed.map((url) => url.replace(/\/index$/, '')).sort(),
    );
    // The first page is the guide's first sidebar entry, titled as in the sidebar's doc.
    expect(sources[0]).toBe(`${SITE}${prefix}/guide/start`);
    expect(full).toMatch(
      new RegExp(
        `\\n# ${locale === 'en' ? 'Introduction' : '介绍'}\\n\\nSource: ${SITE}${prefix}/guide/start/\\n`,
      ),
    );
    expect(sources.indexOf(`${SITE}${prefix}/guide/start/quick-start`)).toBe(1);
    const firstPost = sources.findIndex((url) => url.includes('/blog/'));
    expect(firstPost).toBeGreaterThan(0);
    expect(
      sources.slice(firstPost).every((url) => url.includes('/blog/')),
    ).toBe(true);
    expect(full).not.toMatch(/^import \w+ from '@site/m);
    expect(full).not.toMatch(
      /<(PackageManagerTabs|Steps|SourceCode|FileTree)\b/,
    );
  });
});

it('ships the social card image and robots.txt', () => {
  expect(existsSync(path.join(BUILD, 'img/social-card.webp'))).toBe(true);
  expect(readFileSync(path.join(BUILD, 'robots.txt'), 'utf8')).toContain(
    `Sitemap: ${SITE}/sitemap.xml`,
  );
});

it('lists every page of both locales in sitemap.xml', () => {
  const sitemap = readFileSync(path.join(BUILD, 'sitemap.xml'), 'utf8');
  const urls = new Set(
    Array.from(sitemap.matchAll(/<loc>([^<]+)<\/loc>/g), (m) => m[1]),
  );
  for (const locale of LOCALES) {
    for (const route of ROUTES) {
      const url = `${SITE}${localized(route, locale)}`;
      expect(urls.has(url) || urls.has(url.replace(/\/$/, ''))).toBe(true);
    }
  }
});
