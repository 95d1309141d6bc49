import React from 'react';
import {render} from '@testing-library/react';
import {Context} from '@docusaurus/core/lib/client/docusaurusContext';
import {DocProvider} from '@docusaurus/plugin-content-docs/client';
import {TitleFormatterProvider} from '@docusaurus/theme-common/internal';
import MetadataWrapper from '.';

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

function titleOf(frontMatter: Record<string, unknown>, title = 'CLI'): string {
  const content = Object.assign(() => null, {
    frontMatter,
    metadata: {title},
    toc: [],
    assets: {},
  });
  const context = {siteConfig: {title: 'Rslib', titleDelimiter: '-'}} as never;
  const {container} = render(
    <Context.Provider value={context}>
      {/* The site-wide default formatter, as ThemeProvider sets it. */}
      <TitleFormatterProvider
        formatter={(params) => params.defaultFormatter(params)}>
        <DocProvider content={content as never}>
          <MetadataWrapper />
        </DocProvider>
      </TitleFormatterProvider>
    </Context.Provider>,
  );
  return container.textContent ?? '';
}

describe('DocItem/Metadata wrapper', () => {
  it.each([
    [{}, 'CLI - Rslib'],
    [{titleSuffix: 'Rsbuild'}, 'CLI - Rsbuild'],
    [{titleSuffix: '| Rsbuild'}, 'CLI | Rsbuild'],
    [{titleSuffix: '- Rspack'}, 'CLI - Rspack'],
    [{titleSuffix: 3}, 'CLI - Rslib'],
  ])('front matter %j gives %j', (frontMatter, expected) => {
    expect(titleOf(frontMatter)).toBe(expected);
  });
});
