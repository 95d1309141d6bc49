import {
  absoluteUrl,
  chatGptUrl,
  claudeUrl,
  copyWithFallback,
  nextMenuIndex,
} from './pageActions';
import {markdownUrlOf} from '../common/markdownPath';

describe('markdownUrlOf', () => {
  it.each([
    ['/guide/start/quick-start', '/', '/guide/start/quick-start.md'],
    ['/api/start/', '/', '/api/start.md'],
    ['/zh/guide/start/quick-start', '/zh/', '/zh/guide/start/quick-start.md'],
    ['/zh/config/', '/zh/', '/zh/config.md'],
    ['/blog/rslib-1-0', '/', '/blog/rslib-1-0.md'],
  ])('%s (base %s) → %s', (permalink, baseUrl, expected) => {
    expect(markdownUrlOf(permalink, baseUrl)).toBe(expected);
  });
});

test('absoluteUrl joins without a double slash', () => {
  expect(absoluteUrl('https://rslib.rs/', '/zh/llms.txt')).toBe(
    'https://rslib.rs/zh/llms.txt',
  );
  expect(absoluteUrl('https://rslib.rs', '/guide.md')).toBe(
    'https://rslib.rs/guide.md',
  );
});

test('chat links carry the encoded prompt', () => {
  const prompt = 'Read https://rslib.rs/guide.md & answer';
  expect(chatGptUrl(prompt)).toBe(
    'https://chatgpt.com/?hints=search&q=Read%20https%3A%2F%2Frslib.rs%2Fguide.md%20%26%20answer',
  );
  expect(claudeUrl(prompt)).toBe(
    'https://claude.ai/new?q=Read%20https%3A%2F%2Frslib.rs%2Fguide.md%20%26%20answer',
  );
});

describe('nextMenuIndex', () => {
  it.each([
    [-1, 'ArrowDown', 0],
    [3, 'ArrowDown', 0],
    [0, 'ArrowUp', 3],
    [-1, 'ArrowUp', 3],
    [2, 'ArrowUp', 1],
    [2, 'Home', 0],
    [0, 'End', 3],
    [1, 'a', null],
  ])('from %i, %s → %p (4 items)', (current, key, expected) => {
    expect(nextMenuIndex(current, key, 4)).toBe(expected);
  });
});

describe('copyWithFallback', () => {
  it('uses the Clipboard API when it works', async () => {
    const writeText = jest.fn().mockResolvedValue(undefined);
    const execCopy = jest.fn();
    await expect(copyWithFallback('# T', {writeText, execCopy})).resolves.toBe(
      true,
    );
    expect(writeText).toHaveBeenCalledWith('# T');
    expect(execCopy).not.toHaveBeenCalled();
  });

  it('falls back to the selection copy when the API refuses or is missing', async () => {
    const execCopy = jest.fn().mockReturnValue(true);
    await expect(
      copyWithFallback('# T', {
        writeText: jest.fn().mockRejectedValue(new Error('denied')),
        execCopy,
      }),
    ).resolves.toBe(true);
    await expect(
      copyWithFallback('# T', {writeText: undefined, execCopy}),
    ).resolves.toBe(true);
    expect(execCopy).toHaveBeenCalledTimes(2);
  });

  it('reports failure without throwing', async () => {
    await expect(
      copyWithFallback('x', {
        writeText: undefined,
        execCopy: () => {
          throw new Error('no document');
        },
      }),
    ).resolves.toBe(false);
  });
});
