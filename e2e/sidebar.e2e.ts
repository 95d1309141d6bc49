/**
 * Desktop docs sidebar: groups and sections in both locales, headers and
 * dividers where `sidebars.ts` puts them, the current section expanded and the
 * current page highlighted (direct load and client navigation), collapse state
 * kept across client navigation, 18 px indent per level, 0.3 s expand / 0.5 s
 * collapse (none under reduced motion), the 'New' badge and the external link.
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import type {Locator, Page} from 'playwright-core';
import sidebars from '@site/sidebars';
import {readSidebarMarker} from '@site/src/features/sidebar/common/sidebar';
import {arriveAt, visit, useTrackedPage} from './helpers/browser';
import {docTitle, localized, type Locale} from './helpers/docs';
import {ROOT} from './helpers/server';

type Messages = Record<string, {message: string}>;
const read = (file: string): Messages =>
  JSON.parse(readFileSync(path.join(ROOT, file), 'utf8')) as Messages;
const CODE: Record<Locale, Messages> = {
  en: read('i18n/en/code.json'),
  zh: read('i18n/zh/code.json'),
};
const ZH_SIDEBAR = read('i18n/zh/docusaurus-plugin-content-docs/current.json');

/** A sidebar category or link label as shown in a locale (zh from current.json). */
function label(
  sidebar: string,
  kind: 'category' | 'link',
  english: string,
  locale: Locale,
): string {
  return locale === 'en'
    ? english
    : ZH_SIDEBAR[`sidebar.${sidebar}.${kind}.${english}`].message;
}

type ConfigItem =
  | string
  | {
      type?: string;
      label?: string;
      items?: ConfigItem[];
      customProps?: unknown;
    };
const SIDEBARS = sidebars as unknown as Record<string, ConfigItem[]>;

/** What `sidebars.ts` declares at one level, as tokens comparable with `domTokens`. */
function configTokens(items: readonly ConfigItem[]): string[] {
  return items.map((item) => {
    if (typeof item === 'string' || item.type === 'doc') return 'doc';
    if (item.type === 'category') return `category:${item.label}`;
    if (item.type === 'link') return 'link';
    const marker = readSidebarMarker(item.customProps);
    if (marker?.kind === 'header') return `header:${marker.key}`;
    if (marker?.kind === 'divider') return `divider:${marker.dividerType}`;
    return 'html';
  });
}

/** Runs in the page: the items of one sidebar list as tokens (categories by English label via `labels`). */
function domTokens(list: Element, labels: Record<string, string>): string[] {
  return Array.from(list.children).map((li) => {
    if (li.classList.contains('theme-doc-sidebar-item-category')) {
      const text =
        li
          .querySelector(':scope > .menu__list-item-collapsible > a')
          ?.textContent?.trim() ?? '';
      return `category:${labels[text] ?? text}`;
    }
    if (li.classList.contains('rslib-sidebar-header'))
      return `header:${li.getAttribute('data-section-header')}`;
    if (li.classList.contains('rslib-sidebar-divider')) {
      return `divider:${li.classList.contains('rslib-sidebar-divider--dashed') ? 'dashed' : 'solid'}`;
    }
    const href = li.querySelector(':scope > a')?.getAttribute('href') ?? '';
    return /^https?:/.test(href) ? 'link' : 'doc';
  });
}

const menuSelector =
  'aside.theme-doc-sidebar-container ul.theme-doc-sidebar-menu';
const menu = (page: Page): Locator => page.locator(menuSelector);

/** The `<li>` of a category, found by its exact label. */
function category(page: Page, text: string): Locator {
  return menu(page)
    .locator('li.theme-doc-sidebar-item-category')
    .filter({
      has: page.locator(
        ':scope > .menu__list-item-collapsible > a.menu__link',
        {hasText: new RegExp(`^${text}$`)},
      ),
    });
}

/** The sidebar link of a route, e.g. `/config/lib/dts` (locale prefix included). */
function link(page: Page, href: string): Locator {
  return menu(page).locator(`a.menu__link[href="${href}"]`);
}

/** Collapses or expands a category by the control a reader uses: the caret (linked category) or the label. */
async function toggle(page: Page, text: string): Promise<void> {
  const li = category(page, text);
  const caret = li.locator(
    ':scope > .menu__list-item-collapsible > button.menu__caret',
  );
  if ((await caret.count()) > 0) await caret.click();
  else
    await li
      .locator(':scope > .menu__list-item-collapsible > a.menu__link')
      .click();
}

async function expectExpanded(
  page: Page,
  text: string,
  expanded: boolean,
): Promise<void> {
  const li = category(page, text);
  await expect(li.getAttribute('class')).resolves.toEqual(
    expanded
      ? expect.not.stringContaining('menu__list-item--collapsed')
      : expect.stringContaining('menu__list-item--collapsed'),
  );
}

/** Marks the window; still marked after a navigation means no full page load happened. */
async function markWindow(page: Page): Promise<void> {
  await page.evaluate(() => Object.assign(window, {rslibSidebarMark: true}));
}
const windowStillMarked = (page: Page): Promise<boolean> =>
  page.evaluate(
    () =>
      (window as unknown as {rslibSidebarMark?: boolean}).rslibSidebarMark ===
      true,
  );

async function waitForTitle(
  page: Page,
  route: string,
  locale: Locale,
): Promise<void> {
  await page.waitForURL((url) => url.pathname === localized(route, locale));
  await page
    .locator('article h1', {hasText: docTitle(route, locale)})
    .first()
    .waitFor();
}

const spec = useTrackedPage();

// Read-only tests of one locale, ordered so that those reading the same page
// follow each other and load it once (`arriveAt`).
describe.each<Locale>(['en', 'zh'])(
  'groups, sections, badge and external link (%s)',
  (locale) => {
    it.each([
      ['config', '/config/'],
      ['api', '/api/javascript-api/core'],
      ['framework', '/framework/typescript'],
      ['guide', '/guide/start/'],
    ])(
      'the %s group shows its sections in order, with headers and dividers where sidebars.ts puts them',
      async (name, route) => {
        const {page} = spec.tracked;
        await arriveAt(page, localized(route, locale));
        const english: Record<string, string> = {};
        for (const item of SIDEBARS[name].flatMap(
          function all(i): ConfigItem[] {
            return typeof i === 'string'
              ? []
              : [i, ...(i.items ?? []).flatMap(all)];
          },
        )) {
          if (
            typeof item !== 'string' &&
            item.type === 'category' &&
            item.label
          ) {
            english[label(name, 'category', item.label, locale)] = item.label;
          }
        }
        const top = await menu(page).evaluate(domTokens, english);
        expect(top).toEqual(configTokens(SIDEBARS[name]));
      },
    );

    it('the Guide group has its six sections (Getting Started to FAQ) with their translated labels', async () => {
      const {page} = spec.tracked;
      await arriveAt(page, localized('/guide/start/', locale));
      const shown = await menu(page)
        .locator(
          ':scope > li.theme-doc-sidebar-item-category > .menu__list-item-collapsible > a',
        )
        .allTextContents();
      expect(shown).toEqual(
        [
          'Getting Started',
          'Solution',
          'Basic',
          'Advanced',
          'Migration',
          'FAQ',
        ].map((s) => label('guide', 'category', s, locale)),
      );
      if (locale === 'zh')
        expect(shown).toEqual([
          '开始',
          '解决方案',
          '基础',
          '进阶',
          '迁移',
          '常见问题',
        ]);
    });

    it('a divider separates Getting Started from Solution, and is a visible line', async () => {
      const {page} = spec.tracked;
      await arriveAt(page, localized('/guide/start/', locale));
      const divider = menu(page)
        .locator(':scope > li.rslib-sidebar-divider')
        .first();
      await expect(divider.getAttribute('aria-hidden')).resolves.toBe('true');
      const style = await divider.evaluate((li) => {
        const s = getComputedStyle(li);
        return {width: s.borderTopWidth, style: s.borderTopStyle};
      });
      expect(style).toEqual({width: '1px', style: 'solid'});
      const neighbours = await divider.evaluate((li) => [
        li.previousElementSibling?.querySelector('a')?.textContent,
        li.nextElementSibling?.querySelector('a')?.textContent,
      ]);
      expect(neighbours).toEqual([
        label('guide', 'category', 'Getting Started', locale),
        label('guide', 'category', 'Solution', locale),
      ]);
    });

    it('opens Examples, a link outside the docs, in a new tab', async () => {
      const {page, context} = spec.tracked;
      await arriveAt(page, localized('/guide/start/', locale));
      const text = label('guide', 'link', 'Examples', locale);
      const examples = menu(page).locator('a.menu__link', {
        hasText: new RegExp(`^${text}`),
      });
      await expect(examples.getAttribute('href')).resolves.toBe(
        'https://github.com/web-infra-dev/rslib/tree/main/examples',
      );
      await expect(examples.getAttribute('target')).resolves.toBe('_blank');
      await expect(examples.getAttribute('rel')).resolves.toBe(
        'noopener noreferrer',
      );
      await expect(examples.getAttribute('aria-label')).resolves.toBe(
        `${text} ${CODE[locale]['docs.sidebar.opensInNewTab'].message}`,
      );
      const [popup] = await Promise.all([
        context.waitForEvent('page'),
        examples.click(),
      ]);
      expect(popup).not.toBe(page);
      await popup.close();
      expect(new URL(page.url()).pathname).toBe(
        localized('/guide/start/', locale),
      );
    });

    it('Advanced has its three translated headers before the items sidebars.ts puts under them', async () => {
      const {page} = spec.tracked;
      await arriveAt(page, localized('/guide/advanced/dts', locale));
      const advanced = category(
        page,
        label('guide', 'category', 'Advanced', locale),
      );
      const config = SIDEBARS.guide.find(
        (i) => typeof i !== 'string' && i.label === 'Advanced',
      ) as {items: ConfigItem[]};
      const tokens = await advanced
        .locator(':scope > ul')
        .evaluate(domTokens, {});
      expect(tokens).toEqual(configTokens(config.items));
      expect(tokens.slice(0, 4)).toEqual([
        'header:buildOutput',
        'doc',
        'doc',
        'doc',
      ]);
      const headers = await advanced
        .locator('li.rslib-sidebar-header')
        .allTextContents();
      const keys = ['buildOutput', 'stylesAndAssets', 'integrations'];
      expect(headers).toEqual(
        keys.map((key) => CODE[locale][`docs.sidebar.header.${key}`].message),
      );
      expect(headers).toEqual(
        locale === 'en'
          ? ['Build Output', 'Styles and Assets', 'Integrations']
          : ['构建产物', '样式与资源', '生态集成'],
      );
      // The header sits right above the first page of its section, at that page's indent.
      const header = await advanced
        .locator('li.rslib-sidebar-header')
        .first()
        .boundingBox();
      const first = await link(
        page,
        localized('/guide/advanced/third-party-deps', locale),
      ).boundingBox();
      expect(header!.y).toBeLessThan(first!.y);
      expect(Math.round(header!.x)).toBe(Math.round(first!.x));
    });

    it("shows the translated 'New' badge on Module Documentation", async () => {
      const {page} = spec.tracked;
      await arriveAt(page, localized('/guide/advanced/dts', locale));
      const moduleDoc = link(
        page,
        localized('/guide/advanced/module-doc', locale),
      );
      const expected = locale === 'en' ? 'New' : '新';
      expect(CODE[locale]['docs.sidebar.tag.new'].message).toBe(expected);
      await expect(moduleDoc.getAttribute('data-rslib-tag')).resolves.toBe(
        expected,
      );
      await expect(
        moduleDoc.evaluate((a) => getComputedStyle(a, '::after').content),
      ).resolves.toBe(`"${expected}"`);
      // The pages tagged in sidebars.ts: AI coding agents, the v0 → v1 upgrade guide and
      // module documentation.
      await expect(
        menu(page)
          .locator('a[data-rslib-tag]')
          .evaluateAll((links) =>
            links.map((a) => a.getAttribute('href')?.replace(/^\/zh/, '')),
          ),
      ).resolves.toEqual([
        '/guide/start/ai',
        '/guide/upgrade/v0-to-v1',
        '/guide/advanced/module-doc',
      ]);
    });
  },
);

describe.each<Locale>(['en', 'zh'])('deep page, direct load (%s)', (locale) => {
  it('/config/lib/dts: its group and section are expanded and the page is highlighted', async () => {
    const {page} = spec.tracked;
    await visit(page, localized('/config/lib/dts', locale));
    // The Config group: its overview first, then the lib and Rsbuild sections.
    await expect(
      menu(page).locator(':scope > li > a').first().getAttribute('href'),
    ).resolves.toBe(localized('/config/', locale));
    await expectExpanded(page, 'lib', true);
    await expectExpanded(page, 'Rsbuild', true);
    await expect(
      category(page, 'lib')
        .locator(':scope > .menu__list-item-collapsible > button')
        .getAttribute('aria-expanded'),
    ).resolves.toBe('true');
    await expect(
      category(page, 'lib')
        .locator(':scope > .menu__list-item-collapsible > a')
        .getAttribute('class'),
    ).resolves.toContain('menu__link--active');
    const dts = link(page, localized('/config/lib/dts', locale));
    await expect(dts.isVisible()).resolves.toBe(true);
    await expect(dts.getAttribute('aria-current')).resolves.toBe('page');
    await expect(dts.getAttribute('class')).resolves.toContain(
      'menu__link--active',
    );
    await expect(
      menu(page).locator('a[aria-current="page"]').count(),
    ).resolves.toBe(1);
  });

  it('/guide/start/components/ESM: both enclosing sections are expanded and the page is highlighted', async () => {
    const {page} = spec.tracked;
    await visit(page, localized('/guide/start/components/ESM', locale));
    for (const section of ['Getting Started', 'Format Definitions']) {
      await expectExpanded(
        page,
        label('guide', 'category', section, locale),
        true,
      );
    }
    const esm = link(page, localized('/guide/start/components/ESM', locale));
    await expect(esm.isVisible()).resolves.toBe(true);
    await expect(esm.getAttribute('aria-current')).resolves.toBe('page');
  });
});

describe('collapsing', () => {
  it('hides a group’s items, and the group stays collapsed through client navigation in the same sidebar', async () => {
    const {page} = spec.tracked;
    await visit(page, '/config/lib/dts');
    await markWindow(page);
    await toggle(page, 'Rsbuild');
    await expectExpanded(page, 'Rsbuild', false);
    await expect(
      category(page, 'Rsbuild')
        .locator(':scope > .menu__list-item-collapsible > button')
        .getAttribute('aria-expanded'),
    ).resolves.toBe('false');
    await link(page, '/config/rsbuild/output').waitFor({state: 'hidden'});

    await link(page, '/config/lib/format').click();
    await waitForTitle(page, '/config/lib/format', 'en');
    expect(await windowStillMarked(page)).toBe(true);
    await expectExpanded(page, 'Rsbuild', false);
    await expect(
      link(page, '/config/rsbuild/output').isVisible(),
    ).resolves.toBe(false);
    await expect(
      link(page, '/config/lib/format').getAttribute('aria-current'),
    ).resolves.toBe('page');
    await expect(
      link(page, '/config/lib/dts').getAttribute('aria-current'),
    ).resolves.toBeNull();
  });

  it('works the same for a section without its own page (Guide › Advanced)', async () => {
    const {page} = spec.tracked;
    await visit(page, '/guide/basic/cli');
    await markWindow(page);
    await toggle(page, 'Advanced');
    await expectExpanded(page, 'Advanced', false);
    await link(page, '/guide/advanced/dts').waitFor({state: 'hidden'});
    await expect(
      category(page, 'Advanced')
        .locator('li.rslib-sidebar-header')
        .first()
        .isVisible(),
    ).resolves.toBe(false);

    await link(page, '/guide/basic/output-format').click();
    await waitForTitle(page, '/guide/basic/output-format', 'en');
    expect(await windowStillMarked(page)).toBe(true);
    await expectExpanded(page, 'Advanced', false);
    await toggle(page, 'Advanced');
    await link(page, '/guide/advanced/dts').waitFor({state: 'visible'});
  });

  it('the section holding the current page expands again after client navigation (Back)', async () => {
    const {page} = spec.tracked;
    await visit(page, '/config/rsbuild/output');
    await markWindow(page);
    await link(page, '/config/lib/dts').click();
    await waitForTitle(page, '/config/lib/dts', 'en');
    await toggle(page, 'Rsbuild');
    await link(page, '/config/rsbuild/output').waitFor({state: 'hidden'});

    await page.goBack();
    await waitForTitle(page, '/config/rsbuild/output', 'en');
    expect(await windowStillMarked(page)).toBe(true);
    await expectExpanded(page, 'Rsbuild', true);
    const output = link(page, '/config/rsbuild/output');
    await output.waitFor({state: 'visible'});
    await expect(output.getAttribute('aria-current')).resolves.toBe('page');
  });
});

/** What `measureToggle` reports. */
type Toggle = {
  /** The list's computed `transition-duration` once the transition ran. */
  duration: string;
  /** Duration of the list's running height transition (Web Animations API), ms; null without one. */
  transitionMs: number | null;
  /** The height transition's start and end values, e.g. ['312px', '0px']. */
  heights: [string, string] | null;
  /** From the click to the end of the height transition, by the page's clock, ms. */
  elapsedMs: number;
  /** The list's `display` once settled. */
  display: string;
};

/**
 * Runs in the page: toggles a category through its caret and reports the
 * list's height transition as the browser declares it (its duration and end
 * values, read from the CSS transition as it starts) and when it ended. Figures the browser declares do not depend on how fast the machine
 * is, unlike a count of animation frames.
 */
function measureToggle(li: Element): Promise<Toggle> {
  const list = li.querySelector(':scope > ul') as HTMLElement;
  const button = li.querySelector(
    ':scope > .menu__list-item-collapsible > button',
  ) as HTMLButtonElement;
  let transitionMs: number | null = null;
  let heights: [string, string] | null = null;
  return new Promise((resolve) => {
    const start = performance.now();
    // Read in the task that changes the list's style: asking for the list's
    // animations brings its style up to date, which starts the transition
    // there and then, however long the next frame takes to come.
    const observer = new MutationObserver(() => {
      const transition = list
        .getAnimations()
        .find(
          (animation) =>
            (animation as CSSTransition).transitionProperty === 'height',
        );
      if (!transition?.effect) return;
      observer.disconnect();
      transitionMs = Number(transition.effect.getComputedTiming().duration);
      const frames = (transition.effect as KeyframeEffect).getKeyframes();
      heights = [String(frames[0].height), String(frames.at(-1)!.height)];
    });
    observer.observe(list, {attributes: true});
    list.addEventListener('transitionend', function onEnd(event) {
      if (event.propertyName !== 'height') return;
      list.removeEventListener('transitionend', onEnd);
      const elapsedMs = performance.now() - start;
      observer.disconnect();
      // Let <Collapsible> settle the final style (its own transitionend handler).
      requestAnimationFrame(() =>
        resolve({
          duration: getComputedStyle(list).transitionDuration,
          transitionMs,
          heights,
          elapsedMs,
          display: getComputedStyle(list).display,
        }),
      );
    });
    button.click();
  });
}

/** A CSS length such as `312px`, as a number of px. */
const px = (value: string | undefined): number =>
  Number.parseFloat(value ?? '');

/**
 * One frame of slack on the elapsed time: a transition starts at the time of
 * the frame it starts in, which may be up to a frame before the click.
 */
const FRAME_MS = 17;

describe('animation', () => {
  it('collapses over 0.5 s and expands over 0.3 s', async () => {
    const {page} = spec.tracked;
    await visit(page, '/config/lib/dts');
    const rsbuild = category(page, 'Rsbuild');
    const collapse = await rsbuild.evaluate(measureToggle);
    expect(collapse.duration).toBe('0.5s');
    expect(collapse.transitionMs).toBe(500);
    // From the list's full height down to nothing.
    expect(px(collapse.heights?.[0])).toBeGreaterThan(100);
    expect(collapse.heights?.[1]).toBe('0px');
    expect(collapse.elapsedMs).toBeGreaterThanOrEqual(500 - FRAME_MS);
    expect(collapse.display).toBe('none');

    const expand = await rsbuild.evaluate(measureToggle);
    expect(expand.duration).toBe('0.3s');
    expect(expand.transitionMs).toBe(300);
    expect(expand.heights?.[0]).toBe('0px');
    expect(px(expand.heights?.[1])).toBe(px(collapse.heights?.[0]));
    expect(expand.elapsedMs).toBeGreaterThanOrEqual(300 - FRAME_MS);
    expect(expand.display).toBe('block');
  });

  it('does not animate when reduced motion is requested', async () => {
    const {page} = spec.tracked;
    await page.emulateMedia({reducedMotion: 'reduce'});
    try {
      await visit(page, '/config/lib/dts');
      const rsbuild = category(page, 'Rsbuild');
      for (const display of ['none', 'block']) {
        const result = await rsbuild.evaluate(measureToggle);
        // 1 ms: no frame can show an in-between height.
        expect(result.duration).toBe('0.001s');
        expect(result.transitionMs).toBe(1);
        expect(result.display).toBe(display);
      }
    } finally {
      await page.emulateMedia({reducedMotion: null});
    }
  });
});

describe('indent', () => {
  it('indents a config page 18 px from its section', async () => {
    const {page} = spec.tracked;
    // The animation tests leave /config/lib/dts loaded with every section expanded.
    await arriveAt(page, '/config/lib/dts');
    const parent = await category(page, 'lib')
      .locator(':scope > .menu__list-item-collapsible > a')
      .evaluate((a) => a.getBoundingClientRect().left);
    const child = await link(page, '/config/lib/dts').evaluate(
      (a) => a.getBoundingClientRect().left,
    );
    expect(child - parent).toBe(18);
  });

  it('puts each nesting level 18 px to the right of its parent', async () => {
    const {page} = spec.tracked;
    await visit(page, '/guide/start/components/ESM');
    const left = (locator: Locator) =>
      locator.evaluate((a) => a.getBoundingClientRect().left);
    const level1 = await left(
      category(page, 'Getting Started').locator(
        ':scope > .menu__list-item-collapsible > a',
      ),
    );
    const level2 = await left(
      category(page, 'Format Definitions').locator(
        ':scope > .menu__list-item-collapsible > a',
      ),
    );
    const level3 = await left(link(page, '/guide/start/components/ESM'));
    const sibling = await left(link(page, '/guide/start/quick-start'));
    expect(level2 - level1).toBe(18);
    expect(level3 - level2).toBe(18);
    expect(sibling).toBe(level2);
  });
});
