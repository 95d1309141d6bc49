/**
 * "Was this page helpful?" on the production build, both locales: the
 * section at the end of doc pages only; Yes → pressed, thank-you line,
 * comment form, and the GitHub issue link's exact title/body/labels (read
 * from its href, GitHub is never opened); no request to another origin; the
 * answer remembered after a reload; a blocked localStorage still lets the
 * reader answer for the visit; `?` and `/` typed into the comment stay text;
 * `?footer=0` hides it; axe finds no serious violation in it.
 */
import type {Page} from 'playwright-core';
import {seriousViolations} from './helpers/axe';
import {useTrackedPages, visit} from './helpers/browser';

// Every test starts from an empty storage on the spec's reused tab
// (`pages.page()`), or on a new tab when it adds an init script.
const pages = useTrackedPages();

const LOCALES = [
  {
    prefix: '',
    locale: 'en',
    question: 'Was this page helpful?',
    yes: 'Yes',
    no: 'No',
    thanks: 'Thank you for your feedback!',
    comment: 'What could we improve? (optional)',
    count: (n: number) => `${n}/500 characters`,
    send: 'Send on GitHub (opens in a new tab)',
    rememberedYes:
      'You told us earlier that this page was helpful. Choose again to change your answer.',
    text: 'Show a full rslib.config.ts, please & thanks #1',
  },
  {
    prefix: '/zh',
    locale: 'zh',
    question: '此页面对你有帮助吗？',
    yes: '有帮助',
    no: '没有帮助',
    thanks: '感谢你的反馈！',
    comment: '有什么需要改进的？（可选）',
    count: (n: number) => `已输入 ${n}/500 个字符`,
    send: '在 GitHub 上提交 （在新标签页中打开）',
    rememberedYes: '你之前认为此页面有帮助。重新选择即可修改回答。',
    text: '希望补充完整的 rslib.config.ts 示例 & 说明 #1',
  },
] as const;

type Locale = (typeof LOCALES)[number];

const section = (page: Page, l: Locale) =>
  page.getByRole('region', {name: l.question});

/** Hostnames of every request the page makes from now on. */
function recordHosts(page: Page): Set<string> {
  const hosts = new Set<string>();
  page.on('request', (request) => hosts.add(new URL(request.url()).hostname));
  return hosts;
}

describe.each(LOCALES)('feedback ($locale)', (l) => {
  const path = `${l.prefix}/guide/start/quick-start`;

  it('Yes → thanks, comment, a prefilled issue link; remembered after a reload; nothing sent', async () => {
    const {page} = await pages.page();
    const hosts = recordHosts(page);
    await visit(page, path);
    const title = (await page.locator('article h1').first().textContent())!;
    const feedback = section(page, l);
    await feedback.scrollIntoViewIfNeeded();
    // At the end of the page: after the article, before the previous/next links.
    expect(
      await feedback.evaluate((node) => {
        const article = document.querySelector('article')!;
        const pager = document.querySelector('.pagination-nav');
        return (
          (article.compareDocumentPosition(node) &
            Node.DOCUMENT_POSITION_FOLLOWING) !==
            0 &&
          !article.contains(node) &&
          (pager === null ||
            (node.compareDocumentPosition(pager) &
              Node.DOCUMENT_POSITION_FOLLOWING) !==
              0)
        );
      }),
    ).toBe(true);
    const yes = feedback.getByRole('button', {name: l.yes, exact: true});
    const no = feedback.getByRole('button', {name: l.no, exact: true});
    expect(await yes.getAttribute('aria-pressed')).toBe('false');
    expect(await no.getAttribute('aria-pressed')).toBe('false');

    await yes.click();
    expect(await yes.getAttribute('aria-pressed')).toBe('true');
    expect(await no.getAttribute('aria-pressed')).toBe('false');
    const status = feedback.getByRole('status');
    await page.waitForFunction(
      ([text]) =>
        document.querySelector('.rslib-feedback [role="status"]')
          ?.textContent === text,
      [l.thanks],
    );
    expect(await status.textContent()).toBe(l.thanks);

    const comment = feedback.getByLabel(l.comment);
    await comment.waitFor();
    expect(await comment.evaluate((node) => node.tagName)).toBe('TEXTAREA');
    await comment.fill(l.text);
    expect(
      await comment.evaluate((node) =>
        document
          .getElementById(node.getAttribute('aria-describedby')!)!
          .textContent?.trim(),
      ),
    ).toBe(l.count(l.text.length));

    const link = feedback.getByRole('link', {name: l.send});
    expect(await link.getAttribute('target')).toBe('_blank');
    expect(await link.getAttribute('rel')).toBe('noopener noreferrer');
    const href = new URL((await link.getAttribute('href'))!);
    expect(href.origin + href.pathname).toBe(
      'https://github.com/web-infra-dev/rslib/issues/new',
    );
    expect(Object.fromEntries(href.searchParams)).toEqual({
      title: `Docs feedback: ${title}`,
      body: [
        'Feedback sent from the "Was this page helpful?" form of the documentation website.',
        '',
        `- Page: https://rslib.rs${path}`,
        `- Locale: ${l.locale}`,
        '- Version: 1.x (current)',
        '- Helpful: Yes',
        '',
        '### Comment',
        '',
        l.text,
        '',
      ].join('\n'),
      labels: 'documentation',
    });

    // Serious and critical axe violations inside the feedback section (axe run in the page).
    expect(await seriousViolations(page, '.rslib-feedback')).toEqual([]);
    expect(
      await page.evaluate(
        (key) => window.localStorage.getItem(key),
        `rslib-feedback:${l.locale}:${path}`,
      ),
    ).toBe('yes');

    await page.reload({waitUntil: 'load'});
    await page.waitForSelector('html[data-has-hydrated="true"]');
    const again = section(page, l);
    await again.getByText(l.rememberedYes).waitFor();
    expect(
      await again
        .getByRole('button', {name: l.yes, exact: true})
        .getAttribute('aria-pressed'),
    ).toBe('true');
    expect(await again.getByRole('status').textContent()).toBe('');
    expect(await again.getByRole('textbox').count()).toBe(0);

    // The page never asked another origin for anything (GitHub is only a link).
    expect([...hosts]).toEqual(['127.0.0.1']);
  });

  it('works for the visit with a blocked localStorage', async () => {
    const {page} = await pages.tab();
    // On the page, not the context, so that it does not reach the next tests' tabs.
    await page.addInitScript(() => {
      Object.defineProperty(window, 'localStorage', {
        configurable: true,
        get() {
          throw new DOMException('The operation is insecure.', 'SecurityError');
        },
      });
    });
    await visit(page, path);
    expect(
      await page.evaluate(() => {
        try {
          return typeof window.localStorage;
        } catch (error) {
          return (error as DOMException).name;
        }
      }),
    ).toBe('SecurityError');
    const feedback = section(page, l);
    await feedback.scrollIntoViewIfNeeded();
    const no = feedback.getByRole('button', {name: l.no, exact: true});
    await no.click();
    expect(await no.getAttribute('aria-pressed')).toBe('true');
    await feedback.getByLabel(l.comment).waitFor();
    expect(await feedback.getByRole('status').textContent()).toBe(l.thanks);
    const href = new URL(
      (await feedback.getByRole('link', {name: l.send}).getAttribute('href'))!,
    );
    expect(href.searchParams.get('body')).toContain('- Helpful: No\n');

    // Another page and back, inside the visit: the answer is kept in memory.
    await page.locator('.pagination-nav__link--next').click();
    await page.waitForURL((url) => url.pathname !== path);
    await page.goBack();
    await page.waitForURL((url) => url.pathname === path);
    const back = section(page, l);
    await back.getByRole('button', {name: l.no, exact: true}).waitFor();
    expect(
      await back
        .getByRole('button', {name: l.no, exact: true})
        .getAttribute('aria-pressed'),
    ).toBe('true');
  });

  it('keeps ? and / typed into the comment as text', async () => {
    const {page} = await pages.page();
    await visit(page, path);
    const feedback = section(page, l);
    await feedback.scrollIntoViewIfNeeded();
    await feedback.getByRole('button', {name: l.yes, exact: true}).click();
    const comment = feedback.getByLabel(l.comment);
    await comment.click();
    await page.keyboard.type('a/b?c');
    expect(await comment.inputValue()).toBe('a/b?c');
    expect(
      await page.locator('dialog[open], [aria-modal="true"]').count(),
    ).toBe(0);
  });
});

it('is on doc pages only: not on the home page, the blog list or a blog post', async () => {
  const {page} = await pages.page();
  for (const path of ['/', '/blog', '/zh/blog/rslib-1-0']) {
    await visit(page, path);
    expect(await page.locator('.rslib-feedback').count()).toBe(0);
  }
  await visit(page, '/config/lib/format');
  expect(await page.locator('.rslib-feedback').count()).toBe(1);
});

it('hides with the doc footer on ?footer=0', async () => {
  const {page} = await pages.page();
  await visit(page, '/guide/start/quick-start?footer=0');
  expect(await page.locator('.rslib-feedback').count()).toBe(1);
  expect(await page.locator('.rslib-feedback').isHidden()).toBe(true);
  await visit(page, '/guide/start/quick-start');
  expect(await page.locator('.rslib-feedback').isVisible()).toBe(true);
});
