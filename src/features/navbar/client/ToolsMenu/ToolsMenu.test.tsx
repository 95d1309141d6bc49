import React from 'react';
import {act, fireEvent, screen, within} from '@testing-library/react';
import {renderWithContext} from '@site/test/helpers/renderWithContext';
import {useCodeTranslations} from '@site/test/mocks/codeTranslations';
import {loadToolsMenuEntries} from './loadEntries';
import type * as LoadEntries from './loadEntries';
import ToolsMenu from './';

// The real loader, watched: which events start loading the entries.
jest.mock('./loadEntries', () => {
  const actual = jest.requireActual<typeof LoadEntries>('./loadEntries');
  return {
    ...actual,
    loadToolsMenuEntries: jest.fn(actual.loadToolsMenuEntries),
  };
});

const panel = () =>
  document.querySelector<HTMLElement>('.rslib-tools-menu__panel')!;
const button = (name = 'Related tools') => screen.getByRole('button', {name});

describe('ToolsMenu (vendor tools menu)', () => {
  afterEach(() => jest.useRealTimers());

  it('starts closed and lists the header link and six tools, each in a new tab, in English on English pages', async () => {
    renderWithContext(<ToolsMenu trigger="click" />, {
      pathname: '/guide/start/',
    });
    expect(panel()).not.toBeVisible();
    expect(button()).toHaveAttribute('aria-expanded', 'false');
    fireEvent.click(button());
    expect(panel()).toBeVisible();
    expect(button()).toHaveAttribute('aria-expanded', 'true');

    const header = await within(panel()).findByRole('link', {
      name: /Web Infra/,
    });
    expect(header).toHaveAttribute('href', 'https://github.com/web-infra-dev');
    const links = within(panel()).getAllByRole('link');
    expect(links).toHaveLength(7);
    for (const link of links) {
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
    const tools = links.slice(1);
    expect(
      tools.map((link) => link.querySelector('[class*="name"]')?.textContent),
    ).toEqual([
      'Rspack',
      'Rsbuild',
      'Rspress',
      'Rslib',
      'Rsdoctor',
      'awesome-rspack',
    ]);
    expect(tools[1]).toHaveAttribute('href', 'https://rsbuild.rs/');
    expect(tools[1]).toHaveTextContent('The Rspack-powered build tool');
  });

  it('uses the Chinese fields on Chinese pages', async () => {
    useCodeTranslations('zh');
    renderWithContext(<ToolsMenu trigger="click" />, {
      pathname: '/zh/guide/start/',
      locale: 'zh',
    });
    fireEvent.click(button('相关工具'));
    const tools = (await within(panel()).findAllByRole('link')).slice(1);
    expect(tools[0]).toHaveAttribute('href', 'https://rspack.rs/zh/');
    expect(tools[0]).toHaveTextContent(
      '基于 Rust 编写的高性能 JavaScript 打包工具',
    );
  });

  it('shows the blank placeholder when a logo is missing', async () => {
    renderWithContext(
      <ToolsMenu
        trigger="click"
        groups={[
          {
            title: '',
            titleEn: '',
            links: [{name: 'NoLogo', desc: '无', url: 'https://a.dev/'}],
          },
        ]}
      />,
    );
    fireEvent.click(button());
    await within(panel()).findByRole('link', {name: /NoLogo/});
    expect(document.querySelector('img[data-tool="NoLogo"]')).toHaveAttribute(
      'src',
      '/img/tools/placeholder.svg',
    );
  });

  it('click trigger: a click toggles; Escape and a click outside close', () => {
    renderWithContext(<ToolsMenu trigger="click" />);
    fireEvent.mouseEnter(button().parentElement!);
    expect(panel()).not.toBeVisible();
    fireEvent.click(button());
    expect(panel()).toBeVisible();
    fireEvent.click(button());
    expect(panel()).not.toBeVisible();

    fireEvent.click(button());
    fireEvent.keyDown(document, {key: 'Escape'});
    expect(panel()).not.toBeVisible();
    expect(button()).toHaveFocus();

    fireEvent.click(button());
    fireEvent.mouseDown(document.body);
    expect(panel()).not.toBeVisible();
  });

  it('hover trigger: opens on enter, closes 150 ms after leaving, and a click keeps it open', () => {
    jest.useFakeTimers();
    renderWithContext(<ToolsMenu trigger="hover" />);
    const root = button().parentElement!;
    fireEvent.mouseEnter(root);
    expect(panel()).toBeVisible();
    fireEvent.click(button()); // a tap after the emulated mouseenter must not close it
    expect(panel()).toBeVisible();
    fireEvent.mouseLeave(root);
    act(() => jest.advanceTimersByTime(149));
    expect(panel()).toBeVisible();
    fireEvent.mouseEnter(root); // back before the delay: stays open
    act(() => jest.advanceTimersByTime(500));
    expect(panel()).toBeVisible();
    fireEvent.mouseLeave(root);
    act(() => jest.advanceTimersByTime(150));
    expect(panel()).not.toBeVisible();
  });

  it('hover trigger: stays open when the pointer only seems to leave during the theme reveal (a view transition)', () => {
    jest.useFakeTimers();
    renderWithContext(<ToolsMenu trigger="hover" />);
    const root = button().parentElement!;
    fireEvent.mouseEnter(root);
    Object.defineProperty(document, 'activeViewTransition', {
      configurable: true,
      value: {},
    });
    fireEvent.mouseLeave(root);
    act(() => jest.advanceTimersByTime(500));
    expect(panel()).toBeVisible();
    Reflect.deleteProperty(document, 'activeViewTransition');
    fireEvent.mouseLeave(root);
    act(() => jest.advanceTimersByTime(150));
    expect(panel()).not.toBeVisible();
  });
});

describe('ToolsMenu server markup', () => {
  it('holds no entries before the menu is first opened, so 404 pages served at any path hydrate cleanly', async () => {
    renderWithContext(<ToolsMenu trigger="hover" />, {
      pathname: '/zh/unknown/page',
    });
    expect(panel()).toBeEmptyDOMElement();
    fireEvent.mouseEnter(button().parentElement!);
    expect((await within(panel()).findAllByRole('link'))[1]).toHaveAttribute(
      'href',
      'https://rspack.rs/zh/',
    );
  });
});

describe('ToolsMenu entries loading', () => {
  it('starts loading the entries when a pointer enters or focus reaches the button, before any click', () => {
    const load = jest.mocked(loadToolsMenuEntries);
    load.mockClear();
    renderWithContext(<ToolsMenu trigger="click" />, {
      pathname: '/guide/start/',
    });
    expect(load).not.toHaveBeenCalled();
    fireEvent.pointerEnter(button());
    expect(load).toHaveBeenCalledTimes(1);
    fireEvent.focus(button());
    expect(load).toHaveBeenCalledTimes(2);
    // Nothing shows until the click.
    expect(panel()).not.toBeVisible();
  });
});
