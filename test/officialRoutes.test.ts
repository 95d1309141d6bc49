/**
 * Every URL rslib.rs serves answers here: each route of the official docs
 * (`test/fixtures/officialRoutes.json`, both locales) is a doc of this site, a
 * blog route, the home page, or a moved route redirected to a doc
 * (`src/features/hosting/data/movedRoutes.ts`). A route that is none of these fails, so a page
 * added on rslib.rs shows up here as a failing test, not as a reader's 404.
 */
import {readFileSync, readdirSync, existsSync} from 'node:fs';
import path from 'node:path';
import {MOVED_ROUTES} from '@site/src/features/hosting/data/movedRoutes';
import {DOC_ROUTES} from './docRoutes';
import official from './fixtures/officialRoutes.json';

const root = path.join(__dirname, '..');
const docRoutes = new Set(DOC_ROUTES.map(({route}) => route));
const moved = new Map(MOVED_ROUTES.map(({from, to}) => [from, to]));

/** Routes of the blog: its index and one per post (`slug` front matter, else the file name). */
function blogRoutes(): Set<string> {
  const dir = path.join(root, 'blog');
  if (!existsSync(dir)) return new Set();
  const posts = readdirSync(dir)
    .filter((file) => /\.mdx?$/.test(file))
    .map((file) => {
      const source = readFileSync(path.join(dir, file), 'utf8');
      const slug = source.match(/^---\n[\s\S]*?^slug: *(.+?) *$/m)?.[1];
      return `/blog/${(slug ?? file.replace(/\.mdx?$/, '')).replace(/^\//, '')}`;
    });
  return new Set(['/blog/', ...posts]);
}

/** What answers a route of one locale: `page`, `blog`, `redirect → <to>` or `missing`. */
function answer(route: string, blog: Set<string>): string {
  if (route === '/' || docRoutes.has(route)) return 'page';
  if (blog.has(route)) return 'blog';
  const to = moved.get(route);
  return to !== undefined && docRoutes.has(to) ? `redirect → ${to}` : 'missing';
}

const blog = blogRoutes();
const unprefixed = (route: string) =>
  route === '/zh/' ? '/' : route.replace(/^\/zh(?=\/)/, '');

describe('rslib.rs routes', () => {
  it('lists both locales', () => {
    expect(official.routes).toContain('/');
    expect(official.routes).toContain('/zh/');
    expect(official.routes.length).toBeGreaterThan(100);
  });

  it.each(official.routes)('%s answers here', (route) => {
    expect(answer(unprefixed(route), blog)).not.toBe('missing');
  });
});

describe('moved routes', () => {
  it.each(MOVED_ROUTES)('$from → $to points to a doc of this site', ({to}) => {
    expect(docRoutes.has(to)).toBe(true);
  });

  it('never shadows a doc of this site', () => {
    for (const {from} of MOVED_ROUTES) expect(docRoutes.has(from)).toBe(false);
  });
});
