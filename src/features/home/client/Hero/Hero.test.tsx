import React from 'react';
import {screen} from '@testing-library/react';
import {renderWithContext} from '@site/test/helpers/renderWithContext';
import {useCodeTranslations} from '@site/test/mocks/codeTranslations';
import table from '@site/test/fixtures/landingStrings.json';
import Hero from './';

describe('Hero', () => {
  it('shows the English hero texts and links the buttons to the guide', () => {
    renderWithContext(<Hero />);
    expect(screen.getByRole('heading', {level: 1})).toHaveTextContent('Rslib');
    expect(screen.getByText(table.subtitle.en)).toBeInTheDocument();
    expect(screen.getByText(table.slogan.en)).toBeInTheDocument();
    const intro = screen.getByRole('link', {name: table.introduction.en});
    expect(intro).toHaveAttribute('href', '/guide/start/');
    expect(intro).toHaveClass('button--primary', 'rslib-hero__action--brand');
    const quick = screen.getByRole('link', {name: table.quickStart.en});
    expect(quick).toHaveAttribute('href', '/guide/start/quick-start');
    expect(quick).toHaveClass('button--secondary', 'rslib-hero__action--alt');
    expect(screen.getByRole('img', {name: 'Rslib logo'})).toHaveAttribute(
      'src',
      '/img/logo.svg',
    );
  });

  it('shows the Chinese texts and keeps the /zh/ prefix on the buttons', () => {
    useCodeTranslations('zh');
    renderWithContext(<Hero />, {pathname: '/zh/', locale: 'zh'});
    expect(screen.getByText(table.subtitle.zh)).toBeInTheDocument();
    expect(screen.getByText(table.slogan.zh)).toBeInTheDocument();
    expect(
      screen.getByRole('link', {name: table.introduction.zh}),
    ).toHaveAttribute('href', '/zh/guide/start/');
    expect(
      screen.getByRole('link', {name: table.quickStart.zh}),
    ).toHaveAttribute('href', '/zh/guide/start/quick-start');
    expect(screen.getByRole('img', {name: 'Rslib 标志'})).toBeInTheDocument();
  });

  it('draws the 35 star dots, hidden from assistive technology', () => {
    const {container} = renderWithContext(<Hero />);
    const field = container.querySelector('.rslib-star-field');
    expect(field).toHaveAttribute('aria-hidden', 'true');
    expect(field?.querySelectorAll('.rslib-star')).toHaveLength(35);
  });

  it('renders hero data: name, text lines, tagline as text, actions, image with srcset and sizes', () => {
    const {container} = renderWithContext(
      <Hero
        showStars={false}
        hero={{
          name: 'Acme',
          text: ['Line one', 'Line two'],
          tagline: '<em>tag</em>',
          actions: [{text: 'Docs', link: '/config/', theme: 'alt'}],
          image: {
            src: '/img/acme.png',
            alt: 'Acme logo',
            srcset: ['/img/acme.png 1x', '/img/acme@2x.png 2x'],
            sizes: '128px',
          },
        }}
      />,
    );
    expect(screen.getByRole('heading', {level: 1})).toHaveTextContent('Acme');
    expect(
      Array.from(container.querySelectorAll('.rslib-hero__subtitle')).map(
        (line) => line.textContent,
      ),
    ).toEqual(['Line one', 'Line two']);
    expect(screen.getByText('<em>tag</em>')).toBeInTheDocument();
    expect(container.querySelector('em')).toBeNull();
    expect(screen.getByRole('link', {name: 'Docs'})).toHaveClass(
      'button--secondary',
    );
    const image = screen.getByRole('img', {name: 'Acme logo'});
    expect(image).toHaveAttribute('src', '/img/acme.png');
    expect(image).toHaveAttribute(
      'srcset',
      '/img/acme.png 1x, /img/acme@2x.png 2x',
    );
    expect(image).toHaveAttribute('sizes', '128px');
    expect(container.querySelector('.rslib-star-field')).toBeNull();
  });
});
