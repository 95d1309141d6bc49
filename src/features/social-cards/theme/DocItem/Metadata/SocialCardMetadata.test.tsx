/**
 * The card's `<head>` tags of a doc page and a blog post: absolute card URL
 * from the permalink, size, translated alt text, and one `og:image` /
 * `twitter:image` only, replacing the site-wide image the original metadata
 * component (here a stand-in) sets.
 */
import React, {type ReactNode} from 'react';
import {render, waitFor} from '@testing-library/react';
import {HelmetProvider} from 'react-helmet-async';
import Head from '@docusaurus/Head';
import {DocProvider} from '@docusaurus/plugin-content-docs/client';
import {BlogPostProvider} from '@docusaurus/plugin-content-blog/client';
import {SiteContext} from '@site/test/helpers/renderWithContext';
import {useCodeTranslations} from '@site/test/mocks/codeTranslations';
import DocMetadata from '.';
import BlogPostMetadata from '../../BlogPostPage/Metadata';

// The classic theme's metadata components, as far as these tags go: the site-wide card.
jest.mock('@theme-init/DocItem/Metadata', () => mockSiteWideImage, {
  virtual: true,
});
jest.mock('@theme-init/BlogPostPage/Metadata', () => mockSiteWideImage, {
  virtual: true,
});
function mockSiteWideImage(): ReactNode {
  return (
    <Head>
      <meta
        property="og:image"
        content="https://rslib.rs/img/social-card.webp"
      />
      <meta
        name="twitter:image"
        content="https://rslib.rs/img/social-card.webp"
      />
    </Head>
  );
}
jest.mock(
  '@docusaurus/useRouteContext',
  () => ({
    __esModule: true,
    default: () => ({plugin: {name: 'docs', id: 'default'}}),
  }),
  {virtual: true},
);
jest.mock(
  '@docusaurus/constants',
  () => jest.requireActual('@docusaurus/core/lib/client/exports/constants'),
  {virtual: true},
);
jest.mock(
  '@docusaurus/renderRoutes',
  () => ({__esModule: true, default: () => null}),
  {virtual: true},
);

type Doc = {
  permalink: string;
  title: string;
  sidebar?: string;
  frontMatter?: Record<string, unknown>;
};

function renderDoc(doc: Doc, locale: 'en' | 'zh' = 'en') {
  const content = Object.assign(() => null, {
    frontMatter: doc.frontMatter ?? {},
    metadata: {
      title: doc.title,
      permalink: doc.permalink,
      sidebar: doc.sidebar,
    },
    toc: [],
    assets: {},
  });
  return render(
    <HelmetProvider>
      <SiteContext locale={locale}>
        <DocProvider content={content as never}>
          <DocMetadata />
        </DocProvider>
      </SiteContext>
    </HelmetProvider>,
  );
}

function renderPost(title: string, permalink: string, locale: 'en' | 'zh') {
  const content = Object.assign(() => null, {
    frontMatter: {},
    metadata: {title, permalink, frontMatter: {}},
    assets: {},
  });
  return render(
    <HelmetProvider>
      <SiteContext locale={locale}>
        <BlogPostProvider content={content as never} isBlogPostPage>
          <BlogPostMetadata />
        </BlogPostProvider>
      </SiteContext>
    </HelmetProvider>,
  );
}

/** `content` of every `<meta>` in `<head>` whose property or name is `key`. */
function metas(key: string): string[] {
  return Array.from(
    document.head.querySelectorAll(
      `meta[property="${key}"], meta[name="${key}"]`,
    ),
    (meta) => meta.getAttribute('content') ?? '',
  );
}

afterEach(() => {
  document.head.innerHTML = '';
});

it("points a doc's og:image and twitter:image at its card, once", async () => {
  renderDoc({
    permalink: '/guide/start/quick-start',
    title: 'Quick Start',
    sidebar: 'guide',
  });
  const card = 'https://rslib.rs/img/cards/guide/start/quick-start.png';
  await waitFor(() => expect(metas('og:image')).toEqual([card]));
  expect(metas('twitter:image')).toEqual([card]);
  expect(metas('og:image:width')).toEqual(['1200']);
  expect(metas('og:image:height')).toEqual(['630']);
  expect(metas('og:image:alt')).toEqual(['Rslib — Guide: Quick Start']);
  expect(metas('twitter:image:alt')).toEqual(['Rslib — Guide: Quick Start']);
});

it('names the section in Chinese on a Chinese page, and uses its index card', async () => {
  useCodeTranslations('zh');
  renderDoc(
    {permalink: '/zh/config/', title: '配置总览', sidebar: 'config'},
    'zh',
  );
  await waitFor(() =>
    expect(metas('og:image')).toEqual([
      'https://rslib.rs/zh/img/cards/config/index.png',
    ]),
  );
  expect(metas('og:image:alt')).toEqual(['Rslib — 配置：配置总览']);
});

it('keeps the image a doc names in its front matter', async () => {
  renderDoc({
    permalink: '/guide/x',
    title: 'X',
    sidebar: 'guide',
    frontMatter: {image: '/img/x.png'},
  });
  await waitFor(() =>
    expect(metas('og:image')).toEqual([
      'https://rslib.rs/img/social-card.webp',
    ]),
  );
  expect(metas('og:image:alt')).toEqual([]);
});

it("points a blog post's images at its card, with the Blog section", async () => {
  useCodeTranslations('zh');
  renderPost('Rslib 1.0 发布', '/zh/blog/rslib-1-0', 'zh');
  const card = 'https://rslib.rs/zh/img/cards/blog/rslib-1-0.png';
  await waitFor(() => expect(metas('og:image')).toEqual([card]));
  expect(metas('twitter:image')).toEqual([card]);
  expect(metas('twitter:image:alt')).toEqual(['Rslib — 博客：Rslib 1.0 发布']);
});
