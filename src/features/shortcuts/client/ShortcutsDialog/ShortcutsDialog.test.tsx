import {act, fireEvent, screen, within} from '@testing-library/react';
import {useCodeTranslations} from '@site/test/mocks/codeTranslations';
import {showShortcutsDialog} from './';

const styles = {dialog: 'dialog-class'};

let platform: jest.SpyInstance | undefined;
afterEach(() => {
  platform?.mockRestore();
  platform = undefined;
  const open = document.querySelector<HTMLDialogElement>('dialog[open]');
  if (open) act(() => open.close());
});

/** The list as text rows: `keys | action`, per group heading. */
function rows(dialog: HTMLElement): Record<string, string[]> {
  return Object.fromEntries(
    Array.from(dialog.querySelectorAll('section')).map((section) => [
      section.querySelector('h3')!.textContent,
      Array.from(section.querySelectorAll('dl > div')).map(
        (row) =>
          `${row.querySelector('dt')!.textContent} | ${row.querySelector('dd')!.textContent}`,
      ),
    ]),
  );
}

function show(returnFocus: Element | null = null): HTMLElement {
  act(() => showShortcutsDialog({styles, returnFocus}));
  return screen.getByRole('dialog', {name: 'Keyboard shortcuts'});
}

it('opens a modal <dialog> titled "Keyboard shortcuts" listing the site’s keys', () => {
  const dialog = show();
  expect(dialog.tagName).toBe('DIALOG');
  expect(dialog).toHaveAttribute('open');
  expect(dialog).toHaveClass('rslib-shortcuts', 'dialog-class');
  expect(rows(dialog)).toEqual({
    'On every page': [
      '? | Show this list',
      '/ | Open the search',
      'Ctrl+K | Open or close the search',
    ],
    'In the search': [
      '↑Up arrow or ↓Down arrow | Move to the previous or next result',
      'Enter | Open the highlighted result',
      'Esc | Close the search',
    ],
    'Menus and popups': [
      '↑Up arrow or ↓Down arrow | On the arrow beside "Copy page": open the page menu and move through its items',
      'Esc | Close an open menu, a zoomed image or a type popup',
    ],
  });
  // Arrow symbols are hidden from screen readers, which read the key's name.
  const symbols = dialog.querySelectorAll('kbd > span[aria-hidden="true"]');
  expect(Array.from(symbols, (node) => node.textContent)).toEqual([
    '↑',
    '↓',
    '↑',
    '↓',
  ]);
  expect(
    Array.from(dialog.querySelectorAll('kbd > .sr-only'), (n) => n.textContent),
  ).toEqual(['Up arrow', 'Down arrow', 'Up arrow', 'Down arrow']);
});

it('shows ⌘ on a Mac', () => {
  platform = jest
    .spyOn(navigator, 'platform', 'get')
    .mockReturnValue('MacIntel');
  const dialog = show();
  expect(rows(dialog)['On every page'][2]).toBe(
    '⌘+K | Open or close the search',
  );
});

it('closes with its close button and gives focus back', () => {
  const opener = document.createElement('button');
  document.body.appendChild(opener);
  opener.focus();
  const dialog = show(opener);
  const close = within(dialog).getByRole('button', {
    name: 'Close keyboard shortcuts',
  });
  act(() => fireEvent.click(close));
  expect(screen.queryByRole('dialog')).toBeNull();
  expect(opener).toHaveFocus();
  opener.remove();
});

it('opens once however often it is asked, and again after closing', () => {
  show();
  act(() => showShortcutsDialog({styles, returnFocus: null}));
  expect(screen.getAllByRole('dialog')).toHaveLength(1);
  act(() => document.querySelector<HTMLDialogElement>('dialog')!.close());
  expect(screen.queryByRole('dialog')).toBeNull();
  expect(show()).toHaveAttribute('open');
});

it('speaks Chinese on /zh/', () => {
  useCodeTranslations('zh');
  act(() => showShortcutsDialog({styles, returnFocus: null}));
  const dialog = screen.getByRole('dialog', {name: '键盘快捷键'});
  expect(rows(dialog)).toEqual({
    所有页面: ['? | 显示此列表', '/ | 打开搜索', 'Ctrl+K | 打开或关闭搜索'],
    搜索中: [
      '↑上方向键 或 ↓下方向键 | 移到上一个或下一个结果',
      'Enter | 打开选中的结果',
      'Esc | 关闭搜索',
    ],
    菜单和弹出层: [
      '↑上方向键 或 ↓下方向键 | 在“复制页面”旁的箭头按钮上：打开页面菜单，并在菜单项之间移动',
      'Esc | 关闭打开的菜单、放大的图片或类型提示',
    ],
  });
  expect(
    within(dialog).getByRole('button', {name: '关闭键盘快捷键'}),
  ).toBeInTheDocument();
});
