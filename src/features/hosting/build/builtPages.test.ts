/**
 * @jest-environment node
 */
import {mkdirSync, mkdtempSync, rmSync, writeFileSync} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  builtPages,
  isCompleteHtml,
  redirectPagePath,
  waitForPages,
} from './builtPages';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'rslib-built-pages-'));
});
afterEach(() => rmSync(dir, {recursive: true, force: true}));

describe('redirectPagePath', () => {
  it('puts the page in a folder named after the route, as the redirect plugin does', () => {
    expect(redirectPagePath('/guide/advanced/rspress', undefined)).toBe(
      'guide/advanced/rspress/index.html',
    );
    expect(redirectPagePath('/old', false)).toBe('old/index.html');
    expect(redirectPagePath('/old.html', false)).toBe('old.html.html');
    expect(redirectPagePath('/old.html', true)).toBe('old.html/index.html');
  });
});

describe('isCompleteHtml', () => {
  it('needs the closing html tag', () => {
    const page =
      '<!DOCTYPE html><html><head></head><script>go()</script></html>';
    expect(isCompleteHtml(page)).toBe(true);
    expect(isCompleteHtml(`${page}\n`)).toBe(true);
    expect(isCompleteHtml(page.slice(0, -3))).toBe(false);
    expect(isCompleteHtml('<script>"</html>"</script>')).toBe(false);
    expect(isCompleteHtml('')).toBe(false);
  });
});

describe('waitForPages', () => {
  it('returns once the pages are written', async () => {
    const file = path.join(dir, 'late/index.html');
    setTimeout(() => {
      mkdirSync(path.dirname(file), {recursive: true});
      writeFileSync(file, '<html><body>');
      setTimeout(() => writeFileSync(file, '<html><body></body></html>'), 30);
    }, 30);
    await waitForPages([file], {timeoutMs: 2000, intervalMs: 5});
  });

  it('names the pages still missing when time is up', async () => {
    const file = path.join(dir, 'never.html');
    await expect(
      waitForPages([file], {timeoutMs: 30, intervalMs: 5}),
    ).rejects.toThrow(`[hosting] pages still missing after 30 ms: ${file}`);
  });
});

describe('builtPages', () => {
  it('reads the inline code of every HTML file, with POSIX paths', () => {
    mkdirSync(path.join(dir, 'zh/guide'), {recursive: true});
    writeFileSync(path.join(dir, 'index.html'), '<script>a()</script>');
    writeFileSync(path.join(dir, 'zh/guide/x.html'), '<p style="b:1">x</p>');
    writeFileSync(path.join(dir, 'llms.txt'), '<script>not html</script>');
    expect(builtPages(dir)).toEqual([
      {file: 'index.html', code: {scripts: ['a()'], styles: [], handlers: []}},
      {
        file: 'zh/guide/x.html',
        code: {scripts: [], styles: ['b:1'], handlers: []},
      },
    ]);
  });
});
