import {copyText} from './clipboard';

const PROMPT = {
  kind: 'prompt',
  message: 'Copy to clipboard: Ctrl+C, Enter',
} as const;
const SELECTION = {kind: 'selection'} as const;

function setClipboard(writeText: jest.Mock | undefined) {
  Object.defineProperty(navigator, 'clipboard', {
    value: writeText ? {writeText} : undefined,
    configurable: true,
  });
}

let execCommand: jest.Mock;
let prompt: jest.SpyInstance;
beforeEach(() => {
  // jsdom has no execCommand: the selection copy is observed through it.
  execCommand = jest.fn().mockReturnValue(true);
  Object.defineProperty(document, 'execCommand', {
    value: execCommand,
    configurable: true,
  });
  prompt = jest.spyOn(window, 'prompt').mockReturnValue(null);
});
afterEach(() => {
  prompt.mockRestore();
  setClipboard(undefined);
});

describe('copyText', () => {
  it('writes with the Clipboard API, which copy-text-to-clipboard alone never uses', async () => {
    const writeText = jest.fn().mockResolvedValue(undefined);
    setClipboard(writeText);
    await expect(copyText('# Title', SELECTION)).resolves.toBe('copied');
    expect(writeText).toHaveBeenCalledWith('# Title');
    expect(execCommand).not.toHaveBeenCalled();
    expect(prompt).not.toHaveBeenCalled();
  });

  it('falls back to the selection copy (copy-text-to-clipboard) when the API refuses or is missing', async () => {
    let copied = '';
    execCommand.mockImplementation(() => {
      copied = document.querySelector('textarea')?.value ?? '';
      return true;
    });
    setClipboard(jest.fn().mockRejectedValue(new Error('NotAllowedError')));
    await expect(copyText('# Title', SELECTION)).resolves.toBe('copied');
    expect(execCommand).toHaveBeenCalledWith('copy');
    expect(copied).toBe('# Title');
    // The hidden text area is gone.
    expect(document.querySelector('textarea')).toBeNull();

    setClipboard(undefined);
    await expect(copyText('x', SELECTION)).resolves.toBe('copied');
    execCommand.mockReturnValue(false);
    await expect(copyText('x', SELECTION)).resolves.toBe('failed');
  });

  it('prompts with the message and the text instead, when asked to', async () => {
    setClipboard(jest.fn().mockRejectedValue(new Error('denied')));
    await expect(copyText('npm i', PROMPT)).resolves.toBe('prompted');
    expect(prompt).toHaveBeenCalledWith(
      'Copy to clipboard: Ctrl+C, Enter',
      'npm i',
    );
    expect(execCommand).not.toHaveBeenCalled();
  });

  it('reports failure instead of throwing when the prompt is blocked too', async () => {
    prompt.mockImplementation(() => {
      throw new Error('blocked');
    });
    await expect(copyText('x', PROMPT)).resolves.toBe('failed');
  });
});
