import React from 'react';
import {screen} from '@testing-library/react';
import {renderWithContext} from '@site/test/helpers/renderWithContext';
import type {Props} from '@theme/NavbarItem';
import NavbarItem from '.';

// The original the wrap renders (a plugin theme's wrap imports it as @theme-init).
jest.mock(
  '@theme-init/NavbarItem',
  () => jest.requireActual('@site/test/mocks/theme/NavbarItem'),
  {virtual: true},
);

// The doc the reader is on, as the docs plugin reports it (none off doc pages).
let mockActiveDoc: {id: string} | undefined = {id: 'guide/start/index'};
jest.mock('@docusaurus/plugin-content-docs/client', () => ({
  useActiveDocContext: () => ({activeDoc: mockActiveDoc}),
}));

// Only the fields the wrapper and the mocked original read.
const item = (props: Record<string, unknown>) => props as unknown as Props;

const docs = (versions: number) => ({
  'docusaurus-plugin-content-docs': {
    default: {
      versions: Array.from({length: versions}, (_, i) => ({
        name: i === 0 ? 'current' : `${i}.0`,
      })),
    },
  },
});

function renderItems(locales: readonly string[], versions: number) {
  renderWithContext(
    <ul>
      <NavbarItem {...item({type: 'localeDropdown'})} />
      <NavbarItem {...item({type: 'docsVersionDropdown'})} />
      <NavbarItem {...item({label: 'Guide', to: '/guide/start/'})} />
    </ul>,
    {locales, globalData: docs(versions)},
  );
  return screen.getAllByTestId('navbar-item').map((node) => node.dataset.type);
}

describe('NavbarItem wrapper (language and version menus only with more than one)', () => {
  it.each([
    [['en', 'zh'], 1, ['localeDropdown', 'default']],
    [['en'], 1, ['default']],
    [['en'], 2, ['docsVersionDropdown', 'default']],
    [['en', 'zh'], 3, ['localeDropdown', 'docsVersionDropdown', 'default']],
  ])('locales %j, %p docs version(s) → %j', (locales, versions, expected) => {
    expect(renderItems(locales, versions)).toEqual(expected);
  });

  it('shows no version menu off doc pages (home, blog, 404)', () => {
    mockActiveDoc = undefined;
    try {
      expect(renderItems(['en', 'zh'], 2)).toEqual([
        'localeDropdown',
        'default',
      ]);
    } finally {
      mockActiveDoc = {id: 'guide/start/index'};
    }
  });
});
