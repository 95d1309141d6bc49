/**
 * Every documentation route (`DOC_ROUTES`) answers 200 with its own title
 * and the right <html lang> in both locales, without console errors; an
 * unknown path answers 404 with the 404 page. Chinese pages are mostly
 * Chinese text, show none of the site's English UI labels, and link within
 * /zh/.
 */
import {DOC_ROUTES} from '@site/test/docRoutes';
import {visit, useTrackedPage} from './helpers/browser';
import {HTML_LANG, LOCALES, docTitle, localized} from './helpers/docs';

/**
 * Runs in the page: CJK characters vs Latin words of the article prose (code
 * excluded), English UI labels visible anywhere, and internal article links
 * that leave /zh/.
 */
function readChineseReport(): {
  cjkChars: number;
  latinWords: number;
  englishLabels: string[];
  linksOutsideLocale: string[];
} {
  const article = document.querySelector('article');
  const clone = article?.cloneNode(true) as HTMLElement | undefined;
  clone?.querySelectorAll('pre, code, .tabs').forEach((node) => node.remove());
  const prose = clone?.textContent ?? '';
  // The site's English UI labels (listed here: this function is serialized into the page).
  const labels = [
    'ON THIS PAGE',
    'Previous Page',
    'Next Page',
    'Edit this page on GitHub',
    'Last Updated',
    'Search Docs',
  ];
  const visible = `${document.body.innerText}\n${Array.from(
    document.querySelectorAll('[placeholder],[aria-label]'),
  )
    .map(
      (node) =>
        `${node.getAttribute('placeholder') ?? ''} ${node.getAttribute('aria-label') ?? ''}`,
    )
    .join('\n')}`.toLowerCase();
  return {
    cjkChars: (prose.match(/[\u4e00-\u9fff]/g) ?? []).length,
    latinWords: (prose.match(/[A-Za-z]{2,}/g) ?? []).length,
    englishLabels: labels.filter((label) =>
      visible.includes(label.toLowerCase()),
    ),
    linksOutsideLocale: Array.from(
      article?.querySelectorAll('a[href^="/"]') ?? [],
    )
      .map((link) => link.getAttribute('href') ?? '')
      .filter((href) => !href.startsWith('/zh/') && !href.startsWith('/img/')),
  };
}

const spec = useTrackedPage();

describe.each(LOCALES)('locale %s', (locale) => {
  it('home page has the site title', async () => {
    const status = await visit(spec.tracked.page, localized('/', locale));
    expect(status).toBe(200);
    expect(await spec.tracked.page.title()).toBe('Rslib');
    expect(await spec.tracked.page.getAttribute('html', 'lang')).toBe(
      HTML_LANG[locale],
    );
  });

  it.each(DOC_ROUTES.map(({route}) => route))(
    '%s answers 200 with its own title',
    async (route) => {
      const status = await visit(spec.tracked.page, localized(route, locale));
      expect(status).toBe(200);
      expect(await spec.tracked.page.title()).toBe(
        `${docTitle(route, locale)} - Rslib`,
      );
      expect(await spec.tracked.page.getAttribute('html', 'lang')).toBe(
        HTML_LANG[locale],
      );
      expect(spec.tracked.page.url()).toMatch(
        new RegExp(`${localized(route, locale).replace(/\//g, '\\/')}$`),
      );
      if (locale === 'zh') {
        const report = await spec.tracked.page.evaluate(readChineseReport);
        expect(report.cjkChars).toBeGreaterThan(report.latinWords);
        expect(report.englishLabels).toEqual([]);
        expect(report.linksOutsideLocale).toEqual([]);
      }
    },
  );

  it('an unknown path answers 404 with the not-found page', async () => {
    const status = await visit(
      spec.tracked.page,
      localized('/this/page/does-not-exist', locale),
    );
    expect(status).toBe(404);
    await expect(
      spec.tracked.page.locator('main h1').textContent(),
    ).resolves.toMatch(/\S/);
    expect(await spec.tracked.page.locator('nav.navbar').count()).toBe(1);
    // The missing page is a normal 404 response, logged by Chromium as a failed resource; nothing else.
    spec.tracked.errors.splice(
      0,
      spec.tracked.errors.length,
      ...spec.tracked.errors.filter((e) => !/404/.test(e)),
    );
  });
});
