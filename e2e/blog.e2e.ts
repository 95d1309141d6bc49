/**
 * The blog in both locales: the list shows every post with its date and
 * reading time, a post shows its author and tags, the Chinese blog is
 * translated (not the English posts under /zh/), the RSS and Atom feeds of
 * each locale exist and are announced in every page's <head>, posts have a
 * Markdown copy and a place in llms.txt, and the navbar's Blog item is active
 * on blog pages.
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {BASE_URL, ROOT} from './helpers/server';
import {useTrackedPage, visit} from './helpers/browser';

// Read-only tests: one page for the file.
const spec = useTrackedPage();
const BUILD = path.join(ROOT, 'build');

describe.each([
  {
    prefix: '',
    blogTitle: 'Rslib Blog',
    postTitles: ['Rslib 1.0', 'Introducing Rslib'],
    navLabel: 'Blog',
    readingTime: /min read/,
    author: 'Rslib team',
    tag: 'Release',
  },
  {
    prefix: '/zh',
    blogTitle: 'Rslib 博客',
    postTitles: ['Rslib 1.0', 'Rslib 发布'],
    navLabel: '博客',
    readingTime: /阅读需 \d+ 分钟/,
    author: 'Rslib 团队',
    tag: '版本发布',
  },
])(
  '$prefix/blog',
  ({prefix, blogTitle, postTitles, navLabel, readingTime, author, tag}) => {
    it('lists every post, newest first, with date and reading time; Blog is the active nav item', async () => {
      const {page} = spec.tracked;
      await visit(page, `${prefix}/blog`);
      await expect(page.title()).resolves.toContain(blogTitle);
      const titles = await page.locator('article header h2').allTextContents();
      expect(titles).toEqual(postTitles);
      const first = page.locator('article').first();
      await expect(first.locator('time').textContent()).resolves.toMatch(
        /2026/,
      );
      await expect(first.textContent()).resolves.toMatch(readingTime);
      await expect(
        page
          .locator('.navbar__items .navbar__link--active')
          .first()
          .textContent(),
      ).resolves.toBe(navLabel);
    });

    it('shows a post with its author, tags and a link to the upgrade guide', async () => {
      const {page} = spec.tracked;
      await visit(page, `${prefix}/blog/rslib-1-0`);
      await expect(page.locator('article h1').textContent()).resolves.toBe(
        'Rslib 1.0',
      );
      await expect(page.locator('article').textContent()).resolves.toContain(
        author,
      );
      await expect(
        page.locator('article a[href*="/tags/"]').allTextContents(),
      ).resolves.toContain(tag);
      await expect(
        page
          .locator(`article a[href="${prefix}/guide/upgrade/v0-to-v1"]`)
          .count(),
      ).resolves.toBeGreaterThan(0);
    });

    it('has RSS and Atom feeds announced in <head>', async () => {
      for (const feed of ['rss.xml', 'atom.xml']) {
        const response = await fetch(`${BASE_URL}${prefix}/blog/${feed}`);
        expect(response.status).toBe(200);
        const xml = await response.text();
        expect(xml).toContain(`https://rslib.rs${prefix}/blog/rslib-1-0`);
      }
      const html = await (
        await fetch(`${BASE_URL}${prefix}/guide/start/`)
      ).text();
      expect(html).toContain(`href=${prefix}/blog/rss.xml`);
      expect(html).toContain(`href=${prefix}/blog/atom.xml`);
    });

    it('writes a Markdown copy of each post and lists posts in llms.txt', () => {
      const dir = path.join(BUILD, prefix);
      const markdown = readFileSync(
        path.join(dir, 'blog', 'rslib-1-0.md'),
        'utf8',
      );
      expect(markdown.startsWith('# Rslib 1.0\n')).toBe(true);
      expect(markdown).not.toContain('truncate');
      const llms = readFileSync(path.join(dir, 'llms.txt'), 'utf8');
      expect(llms).toMatch(/## Blog\n\n- \[Rslib 1\.0\]/);
    });
  },
);

it('the Chinese posts are translated', async () => {
  const {page} = spec.tracked;
  await visit(page, '/zh/blog/introducing-rslib');
  const text = (await page.locator('article').textContent()) ?? '';
  const cjk = (text.match(/[\u4e00-\u9fff]/g) ?? []).length;
  expect(cjk).toBeGreaterThan(400);
});
