import {act, screen, waitFor} from '@testing-library/react';
import './shortcutKeys';
import {isTypingTarget} from './dom';

// Importing the client module registers its listener: key presses dispatched on the page reach it.

/** Ctrl+K presses the document receives (what the navbar search listens for). */
let searches: KeyboardEvent[] = [];
const onKey = (event: KeyboardEvent) => {
  if (event.key === 'k' && event.ctrlKey) searches.push(event);
};
beforeEach(() => {
  searches = [];
  document.addEventListener('keydown', onKey);
});
afterEach(() => {
  document.removeEventListener('keydown', onKey);
  document.body.innerHTML = '';
});

/** Presses `key` on `target`; returns the event (to check `defaultPrevented`). */
function press(
  key: string,
  target: EventTarget = document.body,
  init: KeyboardEventInit = {},
): KeyboardEvent {
  const event = new KeyboardEvent('keydown', {
    key,
    bubbles: true,
    cancelable: true,
    ...init,
  });
  act(() => {
    target.dispatchEvent(event);
  });
  return event;
}

function field(html: string): HTMLElement {
  document.body.innerHTML = html;
  return document.body.querySelector<HTMLElement>('[data-target]')!;
}

it('/ opens the search with a Ctrl+K press and types nothing', () => {
  const event = press('/');
  expect(event.defaultPrevented).toBe(true);
  expect(searches).toHaveLength(1);
  expect(searches[0]).toMatchObject({
    key: 'k',
    ctrlKey: true,
    metaKey: false,
    bubbles: true,
  });
});

it.each([
  ['an input', '<input data-target>'],
  ['a search input', '<input type="search" data-target>'],
  ['a textarea', '<textarea data-target></textarea>'],
  ['a select', '<select data-target><option>a</option></select>'],
  [
    'editable content',
    '<div contenteditable="true"><p data-target>x</p></div>',
  ],
  [
    'plaintext editable content',
    '<p contenteditable="plaintext-only" data-target>x</p>',
  ],
])('ignores / and ? typed in %s', async (_name, html) => {
  const target = field(html);
  expect(press('/', target).defaultPrevented).toBe(false);
  expect(press('?', target, {shiftKey: true}).defaultPrevented).toBe(false);
  expect(searches).toHaveLength(0);
  await Promise.resolve();
  expect(document.querySelector('dialog')).toBeNull();
});

it('acts on keys pressed on buttons, links and content that is not editable', () => {
  const target = field(
    '<div contenteditable="true"><p contenteditable="false"><a href="#x" data-target>x</a></p></div>',
  );
  expect(isTypingTarget(target)).toBe(false);
  expect(press('/', target).defaultPrevented).toBe(true);
  expect(searches).toHaveLength(1);
});

it.each([
  ['Ctrl', {ctrlKey: true}],
  ['Cmd', {metaKey: true}],
  ['Alt', {altKey: true}],
])('ignores / and ? with %s', (_name, init) => {
  expect(press('/', document.body, init).defaultPrevented).toBe(false);
  expect(press('?', document.body, init).defaultPrevented).toBe(false);
  expect(searches).toHaveLength(0);
});

it('ignores / and ? while an input method composes', () => {
  expect(press('/', document.body, {isComposing: true}).defaultPrevented).toBe(
    false,
  );
  expect(press('?', document.body, {keyCode: 229}).defaultPrevented).toBe(
    false,
  );
  expect(searches).toHaveLength(0);
});

it.each([
  ['a modal <dialog>', '<dialog open></dialog>'],
  ['an aria-modal dialog', '<div role="dialog" aria-modal="true"></div>'],
])('ignores / and ? while %s is open', (_name, html) => {
  document.body.innerHTML = html;
  expect(press('/').defaultPrevented).toBe(false);
  expect(press('?').defaultPrevented).toBe(false);
  expect(searches).toHaveLength(0);
});

it('? loads and opens the shortcuts dialog; focus goes back on close', async () => {
  const link = field('<a href="#a" data-target>a</a>');
  link.focus();
  expect(press('?', link, {shiftKey: true}).defaultPrevented).toBe(true);
  const dialog = await screen.findByRole('dialog', {
    name: 'Keyboard shortcuts',
  });
  expect(dialog).toHaveAttribute('open');
  // While it is open, ? and / do nothing more.
  expect(press('?').defaultPrevented).toBe(false);
  expect(press('/').defaultPrevented).toBe(false);
  act(() => (dialog as HTMLDialogElement).close());
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  expect(link).toHaveFocus();
});
