/**
 * @jest-environment node
 */
import {existsSync} from 'node:fs';
import path from 'node:path';
import shortcutsPlugin from './index';

it('registers the key listener as a client module and the footer wrap as theme', () => {
  const plugin = shortcutsPlugin();
  expect(plugin.name).toBe('rslib-shortcuts');
  const modules = plugin.getClientModules!();
  expect(modules).toEqual([path.join(__dirname, 'client', 'shortcutKeys.ts')]);
  expect(modules.every((file) => existsSync(file))).toBe(true);
  const themePath = plugin.getThemePath!();
  expect(
    existsSync(path.join(themePath, 'Footer', 'Copyright', 'index.tsx')),
  ).toBe(true);
});
