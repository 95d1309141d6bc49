/**
 * No reader input is lost while a page starts. With the CPU 4× slower (a
 * mid-range phone), every interactive control of the home page, a doc page at
 * 1280 and 390 px and the Chinese quick start is acted on the way a reader
 * does (a real mouse click at the control's centre, a real key press: no
 * waiting for the control to look ready) at four moments: before hydration
 * while the page is already shown (the entry script held back), at the `load`
 * event, 300 ms and 1 s after it. Each action must take effect exactly once:
 * its effect shows, and still shows a moment later (a click applied twice
 * would toggle the state back).
 *
 * One page load acts on one "overlay" control (a menu, the search, a dialog,
 * a link) after a few state controls of the same page that do not disturb it
 * (theme switch, sidebar caret, package-manager tab, copy button, feedback
 * answer), so each load checks several controls at the same moment.
 */
import type {Page} from 'playwright-core';
import {useTrackedPages} from './helpers/browser';
import {BASE_URL} from './helpers/server';

const pages = useTrackedPages();

type Moment = 'before hydration' | 'load' | 'load + 300 ms' | 'load + 1 s';
const MOMENTS: readonly Moment[] = [
  'before hydration',
  'load',
  'load + 300 ms',
  'load + 1 s',
];

/** A control: how a reader acts on it, and the state that proves it worked. */
type Control = {
  readonly name: string;
  /** Acts on the page as a reader would; the page may still be starting. */
  readonly act: (page: Page) => Promise<void>;
  /**
   * A function run in the page after the action: true once the effect shows.
   * It receives what `before` read just before the action.
   */
  readonly effect: (before: unknown) => boolean | Promise<boolean>;
  /** Read in the page just before the action (default: nothing). */
  readonly before?: () => unknown;
  /** After the effect shows: a second action whose effect is checked too (the drawer's backdrop). */
  readonly then?: Control;
  /** Leaves the page (a link): acted on alone, without the state controls. */
  readonly leaves?: boolean;
  /**
   * Shown only once it works (React renders it): before hydration the test
   * checks that this selector matches nothing visible, and skips the control.
   */
  readonly shownWhenReady?: string;
};

/** Where each page's mouse pointer rests: the last point `clickAt` clicked. */
const pointer = new WeakMap<Page, {x: number; y: number}>();

/**
 * Waits for the theme switch's circular reveal to end, then moves the mouse
 * by nothing. While a view transition plays, Chromium hit-tests the whole page
 * as `<html>`, so what shows under the pointer (the language menu opens on
 * hover) is hidden until the reveal is over and the pointer moves again, as a
 * reader's hand does. Without this, the final check would read a hover menu
 * as closed whenever a slow machine is still playing the reveal.
 */
async function settle(page: Page): Promise<void> {
  await page.waitForFunction(
    () =>
      !document
        .getAnimations()
        .some(
          (animation) =>
            animation.playState === 'running' &&
            String(
              (animation.effect as KeyframeEffect | null)?.pseudoElement,
            ).startsWith('::view-transition'),
        ),
    undefined,
    {timeout: 10_000, polling: 50},
  );
  const at = pointer.get(page);
  if (at) await page.mouse.move(at.x, at.y);
}

/**
 * A real click at the centre of the `index`-th visible element matching
 * `selector`, scrolled into view. A control that is not shown yet (the code
 * blocks' copy buttons appear with React) is waited for, as a reader would.
 * Then a pause of 100 ms, a reader's quickest pace between two actions.
 */
async function clickAt(page: Page, selector: string, index = 0): Promise<void> {
  const box = await page
    .waitForFunction(
      ([css, nth]) => {
        const element = Array.from(document.querySelectorAll(css)).filter(
          (candidate) => candidate.checkVisibility(),
        )[nth];
        if (!element) return null;
        element.scrollIntoView({block: 'center', inline: 'nearest'});
        const rect = element.getBoundingClientRect();
        return {x: rect.left + rect.width / 2, y: rect.top + rect.height / 2};
      },
      [selector, index] as const,
      {timeout: 15_000, polling: 100},
    )
    .then((handle) => handle.jsonValue())
    .catch(() => null);
  if (!box) throw new Error(`nothing visible matches ${selector}`);
  pointer.set(page, box);
  await page.mouse.click(box.x, box.y);
  await page.waitForTimeout(100);
}

const themeSwitch: Control = {
  name: 'theme switch',
  before: () => document.documentElement.getAttribute('data-theme'),
  act: (page) => clickAt(page, '.navbar .rslib-theme-switch'),
  effect: (before) =>
    document.documentElement.getAttribute('data-theme') !== before &&
    localStorage.getItem('rspress-theme-appearance') !== null,
};

const sidebarCaret: Control = {
  name: 'sidebar category caret',
  before: () =>
    document
      .querySelector('.theme-doc-sidebar-menu .menu__caret')
      ?.getAttribute('aria-expanded'),
  act: (page) => clickAt(page, '.theme-doc-sidebar-menu .menu__caret'),
  effect: (before) =>
    document
      .querySelector('.theme-doc-sidebar-menu .menu__caret')
      ?.getAttribute('aria-expanded') !== before,
};

/** The `pnpm` tab of the first package-manager tab group, chosen and remembered. */
const packageManagerTab: Control = {
  name: 'package-manager tab',
  act: (page) =>
    clickAt(page, 'article [role="tablist"] [role="tab"]:nth-child(3)'),
  effect: () => {
    const tab = document.querySelector(
      'article [role="tablist"] [role="tab"]:nth-child(3)',
    );
    const stored = Object.keys(localStorage)
      .filter((key) => key.startsWith('docusaurus.tab.'))
      .map((key) => localStorage.getItem(key));
    return (
      tab?.getAttribute('aria-selected') === 'true' &&
      stored.includes(tab.textContent?.trim() ?? '')
    );
  },
};

/** The copy button of the article's first code block outside the tabs: the clipboard holds its code. */
const copyButton: Control = {
  name: 'copy button',
  shownWhenReady: 'article .theme-code-block button[aria-label]',
  act: (page) =>
    clickAt(
      page,
      'article .theme-code-block:not([role="tabpanel"] *) button[aria-label]',
    ),
  effect: async () => {
    const code = document.querySelector(
      'article .theme-code-block:not([role="tabpanel"] *) code',
    )?.textContent;
    const copied = await navigator.clipboard.readText().catch(() => '');
    return !!code && copied.trim() === code.trim();
  },
};

const feedbackYes: Control = {
  name: 'feedback Yes',
  act: (page) => clickAt(page, '.rslib-feedback button[data-choice="yes"]'),
  effect: () =>
    document
      .querySelector('.rslib-feedback button[data-choice="yes"]')
      ?.getAttribute('aria-pressed') === 'true',
};

/** Docusaurus's desktop dropdown opens under the pointer (a click only keeps it from following `#`). */
const languageMenu: Control = {
  name: 'language menu',
  act: (page) => clickAt(page, '.navbar .dropdown > a[role="button"]'),
  effect: () => {
    const menu = document.querySelector('.navbar .dropdown .dropdown__menu');
    return (
      !!menu &&
      getComputedStyle(menu).visibility === 'visible' &&
      location.hash === ''
    );
  },
};

const toolsMenu: Control = {
  name: 'tools menu',
  act: (page) => clickAt(page, '.navbar .rslib-tools-menu > button'),
  effect: () =>
    document
      .querySelector('.navbar .rslib-tools-menu > button')
      ?.getAttribute('aria-expanded') === 'true' &&
    document.querySelector('.rslib-tools-menu a[href]') !== null,
};

/** True once the search modal is open with its input focused, holding `value`. */
function searchOpenWith(value: string): () => boolean {
  return new Function(
    `const input = document.querySelector('.rslib-search-modal [role="combobox"]');
     return !!input && document.activeElement === input && input.value === ${JSON.stringify(value)}
       && !document.getElementById('rslib-search-shell');`,
  ) as () => boolean;
}

const searchButton: Control = {
  name: 'search button',
  act: (page) => clickAt(page, '.navbar .rslib-search-button'),
  effect: searchOpenWith(''),
};

/** Ctrl+K, then a word typed at once: every letter lands in the search input, once. */
const ctrlK: Control = {
  name: 'Ctrl+K and typing',
  act: async (page) => {
    await page.keyboard.press('Control+k');
    await page.keyboard.type('zzqxjv');
  },
  effect: searchOpenWith('zzqxjv'),
};

const slash: Control = {
  name: '/',
  act: (page) => page.keyboard.press('/'),
  effect: searchOpenWith(''),
};

const questionMark: Control = {
  name: '?',
  act: (page) => page.keyboard.press('Shift+?'),
  effect: () =>
    Array.from(document.querySelectorAll('dialog[open]')).some((dialog) =>
      /Keyboard shortcuts|键盘快捷键/.test(
        dialog.getAttribute('aria-label') ??
          dialog.querySelector('h2')?.textContent ??
          '',
      ),
    ),
};

const pageActionsMenu: Control = {
  name: 'page-actions menu',
  act: (page) => clickAt(page, 'button[aria-label="More page actions"]'),
  effect: () =>
    document
      .querySelector('button[aria-label="More page actions"]')
      ?.getAttribute('aria-expanded') === 'true' &&
    document.querySelector('[role="menu"] [role="menuitem"]') !== null,
};

const sidebarLink: Control = {
  name: 'sidebar link',
  leaves: true,
  act: (page) =>
    clickAt(page, '.theme-doc-sidebar-menu a[href="/guide/start/features"]'),
  effect: () =>
    location.pathname === '/guide/start/features' &&
    document.querySelector('article h1')?.textContent === 'Features',
};

/** A TOC link: the URL names the heading and the heading sits below the navbar (72 px offset). */
const tocLink: Control = {
  name: 'TOC link',
  before: () =>
    document
      .querySelectorAll('.theme-doc-toc-desktop a')[3]
      ?.getAttribute('href'),
  act: (page) => clickAt(page, '.theme-doc-toc-desktop a', 3),
  effect: (hash) => {
    const heading = document.getElementById(String(hash).slice(1));
    const top = heading?.getBoundingClientRect().top ?? -1;
    return location.hash === hash && top >= 60 && top <= 80;
  },
};

const hamburger: Control = {
  name: 'hamburger',
  act: (page) => clickAt(page, '.rslib-navbar__hamburger'),
  effect: () =>
    document
      .querySelector('.rslib-navbar__hamburger')
      ?.getAttribute('aria-expanded') === 'true' &&
    document.querySelector('.rslib-mobile-menu') !== null,
};

const drawerBackdrop: Control = {
  name: 'docs drawer backdrop',
  act: async (page) => {
    // The backdrop is the strip right of the drawer panel.
    const size = page.viewportSize() ?? {width: 390, height: 844};
    await page.mouse.click(size.width - 10, size.height / 2);
  },
  effect: () => document.querySelector('.navbar-sidebar--show') === null,
};

const docsDrawer: Control = {
  name: 'docs drawer',
  act: (page) => clickAt(page, '.rslib-navbar__sidebar-toggle'),
  effect: () =>
    document.querySelector('.navbar-sidebar--show .navbar-sidebar') !== null,
  then: drawerBackdrop,
};

const onThisPage: Control = {
  name: "'ON THIS PAGE' button",
  act: (page) => clickAt(page, '.theme-doc-toc-mobile button'),
  effect: () =>
    document
      .querySelector('.theme-doc-toc-mobile button')
      ?.getAttribute('aria-expanded') === 'true',
};

/** A page as readers open it, the controls checked with each overlay control, and the overlay controls. */
type Scenario = {
  readonly name: string;
  readonly path: string;
  readonly viewport: {readonly width: number; readonly height: number};
  readonly state: readonly Control[];
  readonly overlays: readonly Control[];
};

const DESKTOP = {width: 1280, height: 800};
const PHONE = {width: 390, height: 844};

const SCENARIOS: readonly Scenario[] = [
  {
    name: 'home page, 1280 px',
    path: '/',
    viewport: DESKTOP,
    state: [themeSwitch],
    overlays: [languageMenu, toolsMenu, searchButton, ctrlK],
  },
  {
    name: 'quick start, 1280 px',
    path: '/guide/start/quick-start',
    viewport: DESKTOP,
    state: [themeSwitch, sidebarCaret, packageManagerTab, copyButton],
    overlays: [pageActionsMenu, tocLink, slash, sidebarLink],
  },
  {
    name: 'quick start, 390 px',
    path: '/guide/start/quick-start',
    viewport: PHONE,
    state: [packageManagerTab, copyButton],
    overlays: [hamburger, docsDrawer, onThisPage],
  },
  {
    name: 'Chinese quick start, 1280 px',
    path: '/zh/guide/start/quick-start',
    viewport: DESKTOP,
    state: [themeSwitch, packageManagerTab, feedbackYes],
    overlays: [questionMark],
  },
];

/** The site's main entry script: held back for the 'before hydration' moment. */
const MAIN_SCRIPT = /\/assets\/js\/main\.[0-9a-f]+\.js$/;

/**
 * Opens `scenario`'s page with a 4× slower CPU and returns once `moment` has
 * come, plus a function that lets the page go on (the entry script held for
 * 'before hydration': the page is shown, React is not there yet).
 */
async function openAt(
  scenario: Scenario,
  moment: Moment,
): Promise<{page: Page; release: () => void}> {
  // The file's reused tab (a new renderer process per case would cost more
  // than the page load itself); its routes and site data are reset per case.
  const {page, context} = await pages.page({viewport: scenario.viewport});
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], {
    origin: BASE_URL,
  });
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', {rate: 4});
  let release = () => {};
  if (moment === 'before hydration') {
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(MAIN_SCRIPT, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(`${BASE_URL}${scenario.path}`, {
      waitUntil: 'domcontentloaded',
    });
    // Shown: parsed, styled and painted (two frames).
    await page.evaluate(
      () =>
        new Promise((resolve) =>
          requestAnimationFrame(() => requestAnimationFrame(resolve)),
        ),
    );
    const hydrated = await page.evaluate(
      () => document.documentElement.dataset.hasHydrated === 'true',
    );
    if (hydrated) throw new Error('the page hydrated without its entry script');
    return {page, release};
  }
  await page.goto(`${BASE_URL}${scenario.path}`, {waitUntil: 'load'});
  if (moment === 'load + 300 ms') await page.waitForTimeout(300);
  if (moment === 'load + 1 s') await page.waitForTimeout(1000);
  return {page, release};
}

/** Evaluates `control`'s effect in the page. */
function effectHolds(
  page: Page,
  control: Control,
  before: unknown,
): Promise<boolean> {
  return page.evaluate(
    `(${control.effect.toString()})(${JSON.stringify(before ?? null)})`,
  ) as Promise<boolean>;
}

/** Waits until `control`'s effect shows (20 s at most). */
async function waitForEffect(
  page: Page,
  control: Control,
  before: unknown,
): Promise<void> {
  const deadline = Date.now() + 20_000;
  while (!(await effectHolds(page, control, before))) {
    if (Date.now() > deadline)
      throw new Error(`${control.name}: no effect within 20 s`);
    await page.waitForTimeout(100);
  }
}

/**
 * What a failure message needs to tell a double application from a lost
 * state: the open menus, what has the focus and what the pointer is over.
 */
function describeState(page: Page): Promise<string> {
  return page.evaluate(() => {
    const dropdown = document.querySelector('.navbar .dropdown');
    const hovered = Array.from(document.querySelectorAll(':hover')).pop();
    const describe = (element: Element | null | undefined) =>
      element
        ? `${element.tagName.toLowerCase()}${element.className ? `.${String(element.className).trim().split(/\s+/).join('.')}` : ''}`
        : 'none';
    return JSON.stringify({
      theme: document.documentElement.getAttribute('data-theme'),
      dropdown: dropdown?.className ?? null,
      focus: describe(document.activeElement),
      hover: describe(hovered),
    });
  });
}

async function readBefore(page: Page, control: Control): Promise<unknown> {
  return control.before
    ? page.evaluate(`(${control.before.toString()})()`)
    : null;
}

describe.each(SCENARIOS)('$name', (scenario) => {
  const cases = scenario.overlays.flatMap((overlay) =>
    MOMENTS.map((moment) => ({overlay, moment})),
  );
  it.each(cases)(
    '$overlay.name and the state controls at $moment: each takes effect once',
    async ({overlay, moment}) => {
      const {page, release} = await openAt(scenario, moment);
      // Overlays that navigate or cover the page come last.
      const acted: {control: Control; before: unknown}[] = [];
      for (const control of overlay.leaves
        ? [overlay]
        : [...scenario.state, overlay]) {
        if (moment === 'before hydration' && control.shownWhenReady) {
          const shown = await page.evaluate(
            (css) =>
              Array.from(document.querySelectorAll(css)).some((element) =>
                element.checkVisibility(),
              ),
            control.shownWhenReady,
          );
          if (shown)
            throw new Error(`${control.name}: shown before it can work`);
          continue;
        }
        const before = await readBefore(page, control);
        await control.act(page);
        acted.push({control, before});
      }
      release();
      await page.waitForSelector('html[data-has-hydrated="true"]', {
        timeout: 30_000,
      });
      // The overlay first: a menu must open before the state checks, which
      // read the page only.
      const [last] = acted.splice(-1);
      await waitForEffect(page, last.control, last.before);
      if (last.control.then) {
        const next = last.control.then;
        const before = await readBefore(page, next);
        await next.act(page);
        await waitForEffect(page, next, before);
        acted.push({control: next, before});
      } else {
        acted.push(last);
      }
      for (const {control, before} of acted)
        await waitForEffect(page, control, before);
      // Applied once: a second application would have undone a toggle, or
      // closed what opened, by now.
      await page.waitForTimeout(500);
      await settle(page);
      for (const {control, before} of acted) {
        if (!(await effectHolds(page, control, before)))
          throw new Error(
            `${control.name}: the effect was undone (applied twice?); page state: ${await describeState(page)}`,
          );
      }
    },
    90_000,
  );
});
