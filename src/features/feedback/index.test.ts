/**
 * @jest-environment node
 */
import {existsSync} from 'node:fs';
import path from 'node:path';
import feedbackPlugin from './index';

it('provides the DocItem/Paginator wrap from its theme folder', () => {
  const plugin = feedbackPlugin();
  expect(plugin.name).toBe('rslib-feedback');
  const themePath = plugin.getThemePath!();
  expect(themePath).toBe(path.join(__dirname, 'theme'));
  expect(
    existsSync(path.join(themePath, 'DocItem', 'Paginator', 'index.tsx')),
  ).toBe(true);
});
