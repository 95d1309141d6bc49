import React from 'react';
import {screen} from '@testing-library/react';
import {renderWithContext} from '@site/test/helpers/renderWithContext';
import PaginatorWrapper from './';

jest.mock(
  '@theme-init/DocItem/Paginator',
  () =>
    function Paginator() {
      return <nav aria-label="Docs pages" />;
    },
  {virtual: true},
);
jest.mock('@docusaurus/plugin-content-docs/client', () => ({
  useDoc: () => ({
    metadata: {permalink: '/guide/start/quick-start', title: 'Quick Start'},
  }),
  useDocsVersion: () => ({label: 'Next', version: 'current'}),
}));

it('puts the feedback section before the previous/next links', () => {
  const {container} = renderWithContext(<PaginatorWrapper />);
  const section = screen.getByRole('region', {name: 'Was this page helpful?'});
  const nav = screen.getByRole('navigation', {name: 'Docs pages'});
  expect(container.firstElementChild).toBe(section);
  expect(section.nextElementSibling).toBe(nav);
});
