import {isChunkLoadError, pageDataWarning} from './pageData';

function chunkError(message: string, name = 'ChunkLoadError'): Error {
  const error = new Error(message);
  error.name = name;
  return error;
}

describe('isChunkLoadError', () => {
  it.each([
    [
      chunkError(
        'Loading chunk 1745 failed.\n(error: http://x/assets/js/a.js)',
      ),
      true,
    ],
    [chunkError('anything', 'ChunkLoadError'), true],
    [
      chunkError('Loading CSS chunk 12 failed.\n(/assets/css/a.css)', 'Error'),
      true,
    ],
    [chunkError('Loading chunk 7 failed.', 'Error'), true],
    [new TypeError('x is undefined'), false],
    [chunkError('Failed to fetch', 'TypeError'), false],
    ['Loading chunk 1 failed.', false],
    [null, false],
    [undefined, false],
    [{name: 'ChunkLoadError'}, true],
  ])('%p → %s', (reason, expected) => {
    expect(isChunkLoadError(reason)).toBe(expected);
  });
});

describe('pageDataWarning', () => {
  it('names the failure', () => {
    expect(pageDataWarning(chunkError('Loading chunk 1745 failed.'))).toBe(
      '[rslib] Page data could not be loaded; the page loads in full when opened. Loading chunk 1745 failed.',
    );
    expect(pageDataWarning('boom')).toContain('boom');
  });
});
