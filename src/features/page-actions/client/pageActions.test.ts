import {absoluteUrl, chatGptUrl, claudeUrl, nextMenuIndex} from './pageActions';
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
