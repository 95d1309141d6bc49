/**
 * Translation parity: the Chinese label files have every key of the English
 * source, no empty message, our own ids are really translated, and the landing
 * strings keep their approved English and Chinese wording
 * (`test/fixtures/landingStrings.json`).
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import table from '@site/test/fixtures/landingStrings.json';
import {SAME_IN_BOTH} from '@site/src/features/i18n-tools/data/sameInBoth';

type Messages = Record<string, {message: string; description?: string}>;
const root = path.join(__dirname, '..');
const read = (file: string): Messages =>
  JSON.parse(readFileSync(path.join(root, file), 'utf8')) as Messages;

const en = read('i18n/en/code.json');
const zh = read('i18n/zh/code.json');
const OWN_ID = /^(home|mdx|nav|docs|notFound|search|overview|codeBlock|seo)\./;

describe('i18n/zh/code.json', () => {
  it('has every key of i18n/en/code.json and nothing else', () => {
    expect(Object.keys(zh).sort()).toEqual(Object.keys(en).sort());
  });

  it('has no empty message', () => {
    const empty = Object.entries(zh).filter(
      ([, entry]) => entry.message.trim() === '',
    );
    expect(empty).toEqual([]);
  });

  it('translates every one of our own ids', () => {
    const untranslated = Object.keys(en).filter(
      (id) =>
        OWN_ID.test(id) &&
        !SAME_IN_BOTH.has(id) &&
        zh[id].message === en[id].message,
    );
    expect(untranslated).toEqual([]);
  });

  it.each(Object.entries(table))(
    'landing string %s keeps its approved English and Chinese text',
    (key, value) => {
      expect(en[`home.${key}`].message).toBe(value.en);
      expect(zh[`home.${key}`].message).toBe(value.zh);
    },
  );
});

describe('theme translation files', () => {
  it.each([
    'i18n/zh/docusaurus-theme-classic/navbar.json',
    'i18n/zh/docusaurus-theme-classic/footer.json',
    'i18n/zh/docusaurus-plugin-content-docs/current.json',
  ])('%s has no empty message', (file) => {
    const entries = Object.entries(read(file)).filter(
      ([, entry]) => entry.message.trim() === '',
    );
    expect(entries).toEqual([]);
  });

  it('translates the navbar and the Guide sidebar categories', () => {
    const navbar = read('i18n/zh/docusaurus-theme-classic/navbar.json');
    expect(navbar['item.label.Guide'].message).toBe('指南');
    expect(navbar['item.label.Config'].message).toBe('配置');
    const sidebar = read('i18n/zh/docusaurus-plugin-content-docs/current.json');
    for (const category of [
      'Getting Started',
      'Solution',
      'Basic',
      'Advanced',
      'Migration',
      'FAQ',
    ]) {
      expect(sidebar[`sidebar.guide.category.${category}`].message).not.toBe(
        category,
      );
    }
  });
});
