import React from 'react';
import {render, screen, waitFor} from '@testing-library/react';
import {MemoryRouter, Route} from 'react-router-dom';
import {Context} from '@docusaurus/core/lib/client/docusaurusContext';
import {Context as BrowserContext} from '@docusaurus/core/lib/client/browserContext';
import siteConfig from '@site/test/mocks/docusaurusConfig';
import i18n from '@site/test/mocks/i18n';
import {useCodeTranslations} from '@site/test/mocks/codeTranslations';
import NotFoundContent from '.';

const titles: string[] = [];
jest.mock('@docusaurus/theme-common', () => ({
  PageMetadata: ({title}: {title: string}) => {
    titles.push(title);
    return null;
  },
}));

const docsVersions = (prefix: string) => [
  {
    name: 'current',
    label: 'Next',
    isLast: false,
    path: `${prefix}next`,
    mainDocId: 'guide/start/index',
    docs: [{id: 'guide/start/index', path: `${prefix}next/guide/start/`}],
  },
  {
    name: '1.0',
    label: '1.0',
    isLast: true,
    path: prefix,
    mainDocId: 'guide/start/index',
    docs: [{id: 'guide/start/index', path: `${prefix}guide/start/`}],
  },
];

type Options = {locale?: 'en' | 'zh'; hydrated?: boolean; versioned?: boolean};

/** Renders the 404 content on `pathname` as the `locale` bundle would, and records the router location. */
function renderAt(
  pathname: string,
  {locale = 'en', hydrated = true, versioned = false}: Options = {},
) {
  const baseUrl = locale === 'en' ? '/' : `/${locale}/`;
  const globalData = {
    'docusaurus-plugin-content-docs': {
      default: {
        versions: versioned
          ? docsVersions(baseUrl)
          : [{...docsVersions(baseUrl)[1], name: 'current', label: 'Next'}],
      },
    },
    'rslib-not-found-labels': {
      default: {
        en: {
          'notFound.pageNotFound': 'PAGE NOT FOUND',
          'notFound.takeMeHome': 'Take me home',
        },
        zh: {
          'notFound.pageNotFound': '页面未找到',
          'notFound.takeMeHome': '返回首页',
        },
      },
    },
  };
  const value = {
    siteConfig: {...siteConfig, baseUrl},
    siteMetadata: {},
    globalData,
    i18n: {...i18n, currentLocale: locale},
    codeTranslations: {},
  };
  const location = {current: ''};
  render(
    <Context.Provider value={value as never}>
      <BrowserContext.Provider value={hydrated}>
        <MemoryRouter initialEntries={[pathname]}>
          <NotFoundContent />
          <Route
            render={({location: current}) => {
              location.current = `${current.pathname}${current.search}${current.hash}`;
              return null;
            }}
          />
        </MemoryRouter>
      </BrowserContext.Provider>
    </Context.Provider>,
  );
  return location;
}

const home = () => screen.getByRole('link');

beforeEach(() => {
  titles.length = 0;
});

it('shows 404, PAGE NOT FOUND and Take me home to / on /nope, titled 404', () => {
  renderAt('/nope');
  expect(screen.getByRole('heading', {level: 1})).toHaveTextContent(/^404$/);
  expect(screen.getByRole('heading', {level: 2})).toHaveTextContent(
    /^PAGE NOT FOUND$/,
  );
  expect(home()).toHaveTextContent(/^Take me home$/);
  expect(home()).toHaveAttribute('href', '/');
  expect(home()).not.toHaveAttribute('target');
  expect(screen.getByRole('main')).not.toHaveAttribute('lang');
  expect(titles).toContain('404');
});

it('speaks Chinese on /zh/nope in the English bundle, with a full-load link to /zh/', () => {
  renderAt('/zh/nope');
  expect(screen.getByRole('heading', {level: 2})).toHaveTextContent(
    /^页面未找到$/,
  );
  expect(home()).toHaveTextContent(/^返回首页$/);
  expect(home()).toHaveAttribute('href', '/zh/');
  expect(home()).toHaveAttribute('target', '_self');
  expect(screen.getByRole('main')).toHaveAttribute('lang', 'zh-CN');
});

it('uses the Chinese translations in the Chinese bundle', () => {
  useCodeTranslations('zh');
  renderAt('/zh/nope', {locale: 'zh'});
  expect(screen.getByRole('heading', {level: 2})).toHaveTextContent(
    /^页面未找到$/,
  );
  expect(home()).toHaveTextContent(/^返回首页$/);
  expect(home()).toHaveAttribute('href', '/zh/');
  expect(home()).not.toHaveAttribute('target');
  expect(screen.getByRole('main')).not.toHaveAttribute('lang');
});

it('renders for the base URL until hydrated, like the server-rendered 404.html', () => {
  renderAt('/zh/nope', {hydrated: false});
  expect(screen.getByRole('heading', {level: 2})).toHaveTextContent(
    /^PAGE NOT FOUND$/,
  );
  expect(home()).toHaveAttribute('href', '/');
});

it.each([
  ['/next/nope', 'en', '/next/guide/start/', 'Take me home'],
  ['/zh/next/nope', 'en', '/zh/next/guide/start/', '返回首页'],
  ['/zh/next/nope', 'zh', '/zh/next/guide/start/', '返回首页'],
  ['/nope', 'en', '/', 'Take me home'],
] as const)(
  'keeps the version on %s (%s bundle): %s',
  (pathname, locale, href, label) => {
    if (locale === 'zh') useCodeTranslations('zh');
    renderAt(pathname, {locale, versioned: true});
    expect(home()).toHaveAttribute('href', href);
    expect(home()).toHaveTextContent(label);
  },
);

it('redirects /en/guide/start/quick-start?x=1#h to the path without the default language', async () => {
  const location = renderAt('/en/guide/start/quick-start?x=1#h');
  await waitFor(() =>
    expect(location.current).toBe('/guide/start/quick-start?x=1#h'),
  );
});

it('does not redirect other paths', async () => {
  const location = renderAt('/zh/nope');
  await new Promise((resolve) => setTimeout(resolve, 0));
  expect(location.current).toBe('/zh/nope');
});
