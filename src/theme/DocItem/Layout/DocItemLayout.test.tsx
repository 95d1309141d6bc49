import React from 'react';
import {render, screen, waitFor} from '@testing-library/react';
import {MemoryRouter} from 'react-router-dom';
import {HelmetProvider} from 'react-helmet-async';
import {DocProvider} from '@docusaurus/plugin-content-docs/client';
import GlobalUI from '@site/src/features/image-zoom/client/GlobalUI';
import type {Props as ImageZoomProps} from '@site/src/features/image-zoom/client/ImageZoom';
import DocItemLayout from '.';

jest.mock(
  '@docusaurus/useRouteContext',
  () => ({
    __esModule: true,
    default: () => ({plugin: {name: 'docs', id: 'default'}}),
  }),
  {
    virtual: true,
  },
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

const zoomProps: ImageZoomProps[] = [];
jest.mock('@site/src/features/image-zoom/client/ImageZoom', () => ({
  __esModule: true,
  default: (props: ImageZoomProps) => {
    zoomProps.push(props);
    return null;
  },
}));

// A desktop window: the desktop outline column appears above 1024 px.
beforeAll(() => {
  Object.defineProperty(window, 'innerWidth', {
    value: 1280,
    configurable: true,
  });
});

function renderDoc(
  frontMatter: Record<string, unknown>,
  path = '/guide/advanced/assets',
) {
  const content = Object.assign(() => null, {
    frontMatter,
    metadata: {
      id: 'guide/advanced/assets',
      title: 'Static Assets',
      unlisted: false,
      frontMatter,
    },
    toc: [{id: 'bundle-mode', value: 'Bundle mode', level: 3}],
    contentTitle: 'Static Assets',
    assets: {},
  });
  return render(
    <HelmetProvider>
      <MemoryRouter initialEntries={[path]}>
        <GlobalUI>
          <DocProvider content={content as never}>
            <DocItemLayout>
              <p>Doc body</p>
            </DocItemLayout>
          </DocProvider>
        </GlobalUI>
      </MemoryRouter>
    </HelmetProvider>,
  );
}

const present = (testId: string) => screen.queryByTestId(testId) !== null;

afterEach(() => {
  zoomProps.length = 0;
  document.documentElement.className = '';
});

describe('DocItemLayout', () => {
  it('renders no desktop outline column at 1024 px and below (the dropdown serves there)', () => {
    Object.defineProperty(window, 'innerWidth', {
      value: 1000,
      configurable: true,
    });
    try {
      renderDoc({});
      expect(document.querySelector('.rslib-toc-col')).toBeNull();
      expect(present('DocItem/TOC/Mobile')).toBe(true);
    } finally {
      Object.defineProperty(window, 'innerWidth', {
        value: 1280,
        configurable: true,
      });
    }
  });

  it('renders the full doc layout by default and lets image zoom run', async () => {
    renderDoc({});
    expect(screen.getByText('Doc body')).toBeInTheDocument();
    for (const part of [
      'DocItem/TOC/Mobile',
      'DocItem/TOC/Desktop',
      'DocItem/Footer',
      'DocItem/Paginator',
      'DocBreadcrumbs',
    ]) {
      expect(present(part)).toBe(true);
    }
    expect(document.querySelector('.rslib-toc-col')).not.toBeNull();
    await waitFor(() =>
      expect(zoomProps.at(-1)).toEqual({
        enabled: true,
        pageKey: '/guide/advanced/assets',
      }),
    );
  });

  it('front matter outline: false renders no outline and widens the content', () => {
    renderDoc({outline: false});
    expect(present('DocItem/TOC/Mobile')).toBe(false);
    expect(present('DocItem/TOC/Desktop')).toBe(false);
    expect(document.querySelector('.rslib-doc-col')).not.toHaveClass(
      'docItemCol',
    );
    expect(present('DocItem/Footer')).toBe(true);
  });

  it('front matter footer: false renders no doc footer or previous/next links and hides the site footer', async () => {
    renderDoc({footer: false});
    expect(present('DocItem/Footer')).toBe(false);
    expect(present('DocItem/Paginator')).toBe(false);
    expect(present('DocItem/TOC/Desktop')).toBe(true);
    await waitFor(() =>
      expect(document.documentElement).toHaveClass('rslib-hide-footer'),
    );
  });

  it('front matter navbar/sidebar: false become <html> classes', async () => {
    renderDoc({navbar: false, sidebar: false});
    await waitFor(() =>
      expect(document.documentElement).toHaveClass(
        'rslib-hide-navbar',
        'rslib-hide-sidebar',
      ),
    );
    expect(document.documentElement).not.toHaveClass('rslib-hide-footer');
  });

  it.each([
    [
      'custom',
      ['rslib-hide-sidebar', 'rslib-hide-outline'],
      ['rslib-hide-navbar', 'rslib-hide-footer'],
    ],
    [
      'blank',
      [
        'rslib-hide-navbar',
        'rslib-hide-sidebar',
        'rslib-hide-outline',
        'rslib-hide-footer',
      ],
      [],
    ],
  ])(
    'pageType %s renders the content only',
    async (pageType, hidden, shown) => {
      renderDoc({pageType});
      expect(screen.getByText('Doc body')).toBeInTheDocument();
      for (const part of [
        'DocItem/TOC/Desktop',
        'DocItem/Footer',
        'DocItem/Paginator',
        'DocBreadcrumbs',
      ]) {
        expect(present(part)).toBe(false);
      }
      await waitFor(() =>
        expect(document.documentElement).toHaveClass(...hidden),
      );
      for (const name of shown)
        expect(document.documentElement).not.toHaveClass(name);
    },
  );

  it('front matter globalUIComponents: false switches image zoom off', async () => {
    renderDoc({globalUIComponents: false});
    await waitFor(() =>
      expect(zoomProps.at(-1)?.pageKey).toBe('/guide/advanced/assets'),
    );
    expect(zoomProps.at(-1)?.enabled).toBe(false);
  });

  it('?globalUIComponents=0 switches image zoom off', async () => {
    renderDoc({}, '/guide/advanced/assets?globalUIComponents=0');
    await waitFor(() =>
      expect(zoomProps.at(-1)?.pageKey).toBe('/guide/advanced/assets'),
    );
    expect(zoomProps.at(-1)?.enabled).toBe(false);
  });
});
