import {COPY_FEEDBACK_MS, copyShortcut, copyText} from './copyCode';

describe('copyShortcut', () => {
  it.each([
    [
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36',
      '⌘+C',
    ],
    ['Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X)', '⌘+C'],
    [
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/120 Safari/537.36',
      'Ctrl+C',
    ],
    ['Mozilla/5.0 (Windows NT 10.0; Win64; x64)', 'Ctrl+C'],
    ['', 'Ctrl+C'],
    [undefined, 'Ctrl+C'],
  ])('%j → %s', (userAgent, expected) => {
    expect(copyShortcut(userAgent)).toBe(expected);
  });
});

describe('copyText', () => {
  const promptMessage = 'Copy to clipboard: Ctrl+C, Enter';

  it('writes with the Clipboard API and does not prompt', async () => {
    const writeText = jest.fn().mockResolvedValue(undefined);
    const prompt = jest.fn();
    await expect(
      copyText('npm i', {writeText, prompt, promptMessage}),
    ).resolves.toBe('copied');
    expect(writeText).toHaveBeenCalledWith('npm i');
    expect(prompt).not.toHaveBeenCalled();
  });

  it('prompts with the shortcut message when the Clipboard API rejects', async () => {
    const writeText = jest
      .fn()
      .mockRejectedValue(new DOMException('denied', 'NotAllowedError'));
    const prompt = jest.fn();
    await expect(
      copyText('npm i', {writeText, prompt, promptMessage}),
    ).resolves.toBe('prompted');
    expect(prompt).toHaveBeenCalledWith(
      'Copy to clipboard: Ctrl+C, Enter',
      'npm i',
    );
  });

  it('prompts when the Clipboard API does not exist', async () => {
    const prompt = jest.fn();
    await expect(
      copyText('x', {writeText: undefined, prompt, promptMessage}),
    ).resolves.toBe('prompted');
    expect(prompt).toHaveBeenCalledWith(promptMessage, 'x');
  });

  it('reports failure instead of throwing when the prompt is blocked too', async () => {
    const prompt = jest.fn(() => {
      throw new Error('blocked');
    });
    await expect(
      copyText('x', {writeText: undefined, prompt, promptMessage}),
    ).resolves.toBe('failed');
  });

  it('keeps the copied state for 2000 ms', () => {
    expect(COPY_FEEDBACK_MS).toBe(2000);
  });
});
