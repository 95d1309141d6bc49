import {readFileSync} from 'node:fs';
import path from 'node:path';
import * as eta from 'eta';
import {
  ENTRY_SCRIPTS_LOADER,
  ENTRY_SCRIPT_PRELOADS,
  PAINT_FIRST_SSR_TEMPLATE,
} from './ssrTemplate';

const core = path.dirname(require.resolve('@docusaurus/core/package.json'));

/** Docusaurus's default template, as the installed core ships it. */
function docusaurusDefaultTemplate(): string {
  const module = {exports: {} as {default?: string}};
  new Function(
    'exports',
    'module',
    readFileSync(path.join(core, 'lib/ssg/ssgTemplate.html.js'), 'utf8'),
  )(module.exports, module);
  return module.exports.default!;
}

/** Renders a template the way Docusaurus's static site generation does. */
function render(template: string, scripts: string[], baseUrl = '/'): string {
  const compiled = eta.compile(template.trim(), {rmWhitespace: true});
  return compiled(
    {
      appHtml: '<main><p>Quick Start</p></main>',
      baseUrl,
      htmlAttributes: 'lang="en" dir="ltr"',
      bodyAttributes: '',
      headTags: '<title>Quick Start</title>',
      preBodyTags: '<script>window.early = 1</script>',
      postBodyTags: '',
      metaAttributes: ['<meta name="description" content="d">'],
      scripts,
      stylesheets: ['assets/css/styles.css'],
      noIndex: false,
      version: '3.10.2',
    },
    eta.defaultConfig,
  ) as string;
}

const SCRIPTS = [
  'assets/js/react.1.js',
  'assets/js/runtime~main.2.js',
  'assets/js/main.3.js',
];

describe('PAINT_FIRST_SSR_TEMPLATE', () => {
  const html = render(PAINT_FIRST_SSR_TEMPLATE, SCRIPTS);
  const document = new DOMParser().parseFromString(html, 'text/html');

  it('preloads each entry script at low priority in <head>, in order, and has no <script src>', () => {
    expect(
      Array.from(document.head.querySelectorAll('link[rel="preload"]')).map(
        (link) => [
          link.getAttribute('as'),
          link.getAttribute('fetchpriority'),
          link.getAttribute('href'),
        ],
      ),
    ).toEqual(SCRIPTS.map((script) => ['script', 'low', `/${script}`]));
    expect(document.querySelectorAll('script[src]')).toHaveLength(0);
  });

  it('ends <body> with the loader, called with the scripts’ URLs under the base URL', () => {
    const last = document.body.lastElementChild!;
    expect(last.tagName).toBe('SCRIPT');
    expect(last.textContent!.startsWith('(function (sources) {')).toBe(true);
    expect(
      last.textContent!.endsWith(
        `})(${JSON.stringify(SCRIPTS.map((script) => `/${script}`))});`,
      ),
    ).toBe(true);
    const zh = new DOMParser().parseFromString(
      render(PAINT_FIRST_SSR_TEMPLATE, SCRIPTS, '/zh/'),
      'text/html',
    );
    expect(zh.body.lastElementChild!.textContent).toContain(
      JSON.stringify(SCRIPTS.map((script) => `/zh/${script}`)),
    );
  });

  it('escapes "<" in the URLs, so none can close the script element', () => {
    const hostile = render(PAINT_FIRST_SSR_TEMPLATE, [
      'assets/js/</script><b>x.js',
    ]);
    expect(hostile).not.toContain('</script><b>');
    expect(hostile).toContain('\\u003c/script>\\u003cb>x.js');
  });

  it('keeps the page content, head tags and stylesheets where Docusaurus puts them', () => {
    expect(document.querySelector('#__docusaurus')!.innerHTML).toBe(
      '<main><p>Quick Start</p></main>',
    );
    expect(document.title).toBe('Quick Start');
    expect(
      document.head
        .querySelector('link[rel="stylesheet"]')!
        .getAttribute('href'),
    ).toBe('/assets/css/styles.css');
    expect(document.documentElement.getAttribute('lang')).toBe('en');
  });

  it('renders to a page whose loader starts the scripts (whitespace removal keeps it valid)', () => {
    document.head
      .querySelectorAll('script')
      .forEach((script) => script.remove());
    const loader = document.body.lastElementChild!.textContent!;
    Object.assign(window, {PerformanceObserver: undefined});
    const before = window.document.head.querySelectorAll('script').length;
    new Function(loader)();
    expect(
      Array.from(window.document.head.querySelectorAll('script'))
        .slice(before)
        .map((script) => script.getAttribute('src')),
    ).toEqual(SCRIPTS.map((script) => `/${script}`));
  });
});

describe('Docusaurus contract', () => {
  it('the template is the installed Docusaurus default except for how the entry scripts start', () => {
    const defaultScripts = `<% it.scripts.forEach((script) => { %>
      <script src="<%= it.baseUrl %><%= script %>" defer></script>
    <% }); %>`;
    const ours = PAINT_FIRST_SSR_TEMPLATE.replace(
      ENTRY_SCRIPT_PRELOADS,
      defaultScripts,
    ).replace(`\n    ${ENTRY_SCRIPTS_LOADER}`, '');
    expect(ours).toBe(docusaurusDefaultTemplate());
  });
});
