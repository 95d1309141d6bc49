import React from 'react';
import {screen} from '@testing-library/react';
import {renderWithContext} from '@site/test/helpers/renderWithContext';
import {useCodeTranslations} from '@site/test/mocks/codeTranslations';
import table from '@site/../shared/spec/i18n-table.json';
import Hero from '.';

describe('Hero', () => {
  it('shows the SPEC English texts and links the buttons to the guide', () => {
    renderWithContext(<Hero />);
    expect(screen.getByRole('heading', {level: 1})).toHaveTextContent('Rslib');
    expect(screen.getByText(table.subtitle.en)).toBeInTheDocument();
    expect(screen.getByText(table.slogan.en)).toBeInTheDocument();
    expect(screen.getByRole('link', {name: table.introduction.en})).toHaveAttribute('href', '/guide/start/');
    expect(screen.getByRole('link', {name: table.quickStart.en})).toHaveAttribute('href', '/guide/start/quick-start');
  });

  it('shows the Chinese texts and keeps the /zh/ prefix on the buttons', () => {
    useCodeTranslations('zh');
    renderWithContext(<Hero />, {pathname: '/zh/', locale: 'zh'});
    expect(screen.getByText(table.subtitle.zh)).toBeInTheDocument();
    expect(screen.getByText(table.slogan.zh)).toBeInTheDocument();
    expect(screen.getByRole('link', {name: table.introduction.zh})).toHaveAttribute('href', '/zh/guide/start/');
    expect(screen.getByRole('link', {name: table.quickStart.zh})).toHaveAttribute('href', '/zh/guide/start/quick-start');
  });
});
