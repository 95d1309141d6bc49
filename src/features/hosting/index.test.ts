/**
 * @jest-environment node
 */
import {
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import clientRedirectsPlugin, {
  validateOptions,
} from '@docusaurus/plugin-client-redirects';
import {normalizePluginOptions} from '@docusaurus/utils-validation';
import hostingPlugin from './index';
import {MOVED_ROUTES} from './data/movedRoutes';
import {parseHeaders, parseRedirects} from './build/hostingRules';
import {inlineScripts} from './build/securityHeaders';

/** The inline script of the redirect page to `to` that the client redirects plugin writes. */
const redirectScript = (to: string) =>
  `\n    window.location.href = '${to}' + window.location.search + window.location.hash;\n  `;

/**
 * Known answers: the CSP source of each inline code the tests expect in the
 * policy, computed outside the code under test (`printf '%s' TEXT | openssl
 * dgst -sha256 -binary | base64`). A moved route added to `MOVED_ROUTES`
 * needs its redirect script's hash here.
 */
const KNOWN_SOURCES: Readonly<Record<string, string>> = {
  'boot("home")': "'sha256-tAuwszNBSl6Y5ipdfetcw32TM+ODrpmCJBP1XucyeOI='",
  'boot("en")': "'sha256-iul725D1f9SSoCeNd/oQn+bpBkz4X5Eb1qS/M2zwKVI='",
  'boot("zh")': "'sha256-mInZa6JUZi5e5ueMFkbJQHbO/KalYsVGUyGMKPBDOAc='",
  'display: none;': "'sha256-biLFinpqYMtWHmXfkA1BPeCY0/fNt46SAZ+BBk5YUog='",
  [redirectScript('/guide/advanced/module-doc')]:
    "'sha256-gDTsv+8JtgpAVefcp7LJVq+tEieC1nWhKeym8ZkbJPE='",
  [redirectScript('/guide/advanced/assets')]:
    "'sha256-FNBG1CFcB1KEN3GR4ZwWGXitIyYodNMTcDUWc5eUikI='",
  [redirectScript('/guide/basic/upgrade-rslib')]:
    "'sha256-ni8X/yXyyXx8fj00jfWbg/BT5xcrc7CH+vl+FJUPBv0='",
  [redirectScript('/zh/guide/advanced/module-doc')]:
    "'sha256-acylBbxV2Q7UxE/Gm8BbgjSIfVQxhNBcxK0u2kA8Af0='",
};
/** The known CSP source of `text` (see `KNOWN_SOURCES`). */
const sha = (text: string): string => {
  const source = KNOWN_SOURCES[text];
  if (!source) throw new Error(`No known hash for ${JSON.stringify(text)}`);
  return source;
};

let root: string;

function context(locale: 'en' | 'zh'): LoadContext {
  return {
    baseUrl: locale === 'en' ? '/' : '/zh/',
    i18n: {
      defaultLocale: 'en',
      currentLocale: locale,
      locales: ['en', 'zh'],
      localeConfigs: {en: {path: 'en'}, zh: {path: 'zh'}},
    },
    siteConfig: {
      trailingSlash: undefined,
      future: {experimental_router: 'browser'},
      themeConfig: {rslib: {frameAncestors: ["'self'"]}},
    },
  } as unknown as LoadContext;
}

function page(file: string, html: string): void {
  mkdirSync(path.dirname(path.join(root, file)), {recursive: true});
  writeFileSync(path.join(root, file), html);
}

/** A Docusaurus-like page with awkward markup around its inline code. */
const PAGE = (name: string) =>
  [
    '<!DOCTYPE html><HTML lang="en"><HEAD>',
    `<SCRIPT data-note="a>b">boot("${name}")</SCRIPT >`,
    '<script type="application/ld+json">{"@type":"WebPage"}</script>',
    '<!-- <script>commented()</script> -->',
    '<script src="/assets/js/main.js" defer></script>',
    '</HEAD><BODY><svg style="display: none;"></svg>',
    '<pre>&lt;button onclick={go}&gt;&lt;script&gt;shown()&lt;/script&gt;</pre>',
    '</BODY></HTML>',
  ].join('\n');

/**
 * Runs one locale's `postBuild` the way Docusaurus does: the hosting plugin
 * and the redirect plugin side by side, the hosting plugin first.
 */
async function postBuild(locale: 'en' | 'zh'): Promise<void> {
  const ctx = context(locale);
  const outDir = locale === 'en' ? root : path.join(root, 'zh');
  const redirects = clientRedirectsPlugin(
    ctx,
    validateOptions({
      validate: normalizePluginOptions as never,
      options: {redirects: MOVED_ROUTES.map(({from, to}) => ({from, to}))},
    }),
  ) as Plugin;
  const props = {
    outDir,
    baseUrl: ctx.baseUrl,
    siteConfig: ctx.siteConfig,
    routesPaths: MOVED_ROUTES.map(({to}) => `${ctx.baseUrl}${to.slice(1)}`),
  } as never;
  await Promise.all([
    hostingPlugin(ctx, {versionPaths: []}).postBuild!(props),
    redirects.postBuild!(props),
  ]);
}

const policy = () =>
  parseHeaders(readFileSync(path.join(root, '_headers'), 'utf8')).find(
    (rule) => rule.path === '/*',
  )!.headers['Content-Security-Policy'];
const scriptSources = () =>
  policy()
    .split('; ')
    .find((directive) => directive.startsWith('script-src '))!
    .split(' ')
    .slice(1);

beforeEach(() => {
  root = mkdtempSync(path.join(os.tmpdir(), 'rslib-hosting-'));
});
afterEach(() => rmSync(root, {recursive: true, force: true}));

describe('hostingPlugin postBuild', () => {
  it('hashes the inline scripts of every page, redirect pages written meanwhile included', async () => {
    page('index.html', PAGE('home'));
    page('guide/start/index.html', PAGE('home'));
    await postBuild('en');
    const redirectPage = readFileSync(
      path.join(root, 'guide/advanced/rspress/index.html'),
      'utf8',
    );
    expect(inlineScripts(redirectPage)).toEqual([
      redirectScript('/guide/advanced/module-doc'),
    ]);
    const redirectScripts = MOVED_ROUTES.map(({to}) => redirectScript(to));
    expect(scriptSources()).toEqual([
      "'self'",
      ...[sha('boot("home")'), ...redirectScripts.map(sha)].sort(),
    ]);
    expect(policy()).toContain(
      `style-src 'self' 'unsafe-hashes' ${sha('display: none;')};`,
    );
  });

  it('writes the moved routes and the locale rules to _redirects', async () => {
    page('index.html', PAGE('home'));
    await postBuild('en');
    const rules = parseRedirects(
      readFileSync(path.join(root, '_redirects'), 'utf8'),
    );
    expect(rules.slice(0, 2)).toEqual([
      {
        from: '/guide/advanced/rspress',
        to: '/guide/advanced/module-doc',
        status: 301,
        force: true,
      },
      {
        from: '/guide/advanced/rspress/',
        to: '/guide/advanced/module-doc',
        status: 301,
        force: true,
      },
    ]);
    expect(rules).toContainEqual({
      from: '/zh/*',
      to: '/zh/404.html',
      status: 404,
      force: false,
    });
  });

  it('covers the pages of every locale built so far', async () => {
    page('index.html', PAGE('en'));
    await postBuild('en');
    page('zh/index.html', PAGE('zh'));
    await postBuild('zh');
    const sources = scriptSources();
    expect(sources).toContain(sha('boot("en")'));
    expect(sources).toContain(sha('boot("zh")'));
    expect(sources).toContain(
      sha(redirectScript('/zh/guide/advanced/module-doc')),
    );
  });

  it('fails on inline code the policy cannot allow', async () => {
    page('index.html', PAGE('home'));
    page('guide/bad.html', '<html><body><a onclick="go()">x</a></body></html>');
    await expect(postBuild('en')).rejects.toThrow(
      '[hosting] inline scripts missing from the Content Security Policy: guide/bad.html (onclick attribute, never allowed)',
    );
  });
});
