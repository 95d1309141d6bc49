import React from 'react';
import {act, fireEvent, render, screen} from '@testing-library/react';
import {CodeBlockContextProvider} from '@docusaurus/theme-common/internal';
import {useCodeTranslations} from '@site/test/mocks/codeTranslations';
import CopyButton from './';

// theme-common's index imports modules the shared jest config does not map.
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

const CODE = 'npm add @rslib/core -D';

function renderButton() {
  const metadata = {code: CODE} as never;
  const wordWrap = {} as never;
  return render(
    <CodeBlockContextProvider metadata={metadata} wordWrap={wordWrap}>
      <CopyButton />
    </CodeBlockContextProvider>,
  );
}

function setClipboard(writeText: jest.Mock | undefined) {
  Object.defineProperty(navigator, 'clipboard', {
    value: writeText ? {writeText} : undefined,
    configurable: true,
  });
}

const LINUX_UA =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120 Safari/537.36';
const MAC_UA =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120 Safari/537.36';

function setUserAgent(value: string) {
  Object.defineProperty(navigator, 'userAgent', {value, configurable: true});
}

describe('CopyButton', () => {
  let prompt: jest.SpyInstance;

  beforeEach(() => {
    jest.useFakeTimers();
    setUserAgent(LINUX_UA);
    prompt = jest.spyOn(window, 'prompt').mockReturnValue(null);
  });
  afterEach(() => {
    jest.useRealTimers();
    prompt.mockRestore();
    setClipboard(undefined);
  });

  it('writes the code to the clipboard and shows the copied state for 2000 ms', async () => {
    const writeText = jest.fn().mockResolvedValue(undefined);
    setClipboard(writeText);
    renderButton();
    const button = screen.getByRole('button', {name: 'Copy code to clipboard'});
    expect(button).toHaveAttribute('title', 'Copy');

    await act(async () => {
      fireEvent.click(button);
    });
    expect(writeText).toHaveBeenCalledWith(CODE);
    expect(button).toHaveAccessibleName('Copied');
    expect(button).toHaveClass('rslib-copied');

    act(() => jest.advanceTimersByTime(1999));
    expect(button).toHaveAccessibleName('Copied');
    act(() => jest.advanceTimersByTime(1));
    expect(button).toHaveAccessibleName('Copy code to clipboard');
    expect(button).not.toHaveClass('rslib-copied');
    expect(prompt).not.toHaveBeenCalled();
  });

  it('a second copy restarts the 2000 ms', async () => {
    setClipboard(jest.fn().mockResolvedValue(undefined));
    renderButton();
    const button = screen.getByRole('button');
    await act(async () => {
      fireEvent.click(button);
    });
    act(() => jest.advanceTimersByTime(1500));
    await act(async () => {
      fireEvent.click(button);
    });
    act(() => jest.advanceTimersByTime(1500));
    expect(button).toHaveAccessibleName('Copied');
    act(() => jest.advanceTimersByTime(500));
    expect(button).toHaveAccessibleName('Copy code to clipboard');
  });

  it('prompts "Copy to clipboard: Ctrl+C, Enter" when the Clipboard API rejects', async () => {
    setClipboard(jest.fn().mockRejectedValue(new Error('NotAllowedError')));
    renderButton();
    const button = screen.getByRole('button');
    await act(async () => {
      fireEvent.click(button);
    });
    expect(prompt).toHaveBeenCalledWith(
      'Copy to clipboard: Ctrl+C, Enter',
      CODE,
    );
    expect(button).toHaveAccessibleName('Copy code to clipboard');
  });

  it('uses ⌘+C on macOS and prompts when there is no Clipboard API', async () => {
    setUserAgent(MAC_UA);
    setClipboard(undefined);
    renderButton();
    await act(async () => {
      fireEvent.click(screen.getByRole('button'));
    });
    expect(prompt).toHaveBeenCalledWith('Copy to clipboard: ⌘+C, Enter', CODE);
  });

  it('prompts in Chinese on the Chinese site', async () => {
    useCodeTranslations('zh');
    setClipboard(jest.fn().mockRejectedValue(new Error('denied')));
    renderButton();
    const button = screen.getByRole('button', {name: '复制代码到剪贴板'});
    await act(async () => {
      fireEvent.click(button);
    });
    expect(prompt).toHaveBeenCalledWith('复制到剪贴板：Ctrl+C，回车', CODE);
  });
});
