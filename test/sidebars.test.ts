/**
 * Sidebar structure: the four groups, the Guide sections in
 * order, every category collapsible and expanded, every html item a known
 * header or divider, and every label translated for /zh/ (category and link
 * labels in current.json, header and tag labels in code.json).
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import sidebars from '@site/sidebars';
import {
  readSidebarMarker,
  readSidebarTag,
} from '@site/src/features/sidebar/common/sidebar';

type Messages = Record<string, {message: string}>;
type Item = {
  type?: string;
  label?: string;
  href?: string;
  items?: Item[];
  collapsible?: boolean;
  collapsed?: boolean;
  customProps?: unknown;
};

const root = path.join(__dirname, '..');
const read = (file: string): Messages =>
  JSON.parse(readFileSync(path.join(root, file), 'utf8')) as Messages;
const enCode = read('i18n/en/code.json');
const zhCode = read('i18n/zh/code.json');
const zhSidebar = read('i18n/zh/docusaurus-plugin-content-docs/current.json');
const all = sidebars as unknown as Record<string, Array<Item | string>>;

/** Every object item of a sidebar with the sidebar's name, depth-first. */
function walk(items: Array<Item | string>): Item[] {
  return items.flatMap((item) =>
    typeof item === 'string' ? [] : [item, ...walk(item.items ?? [])],
  );
}
const everyItem = Object.entries(all).flatMap(([name, items]) =>
  walk(items).map((item) => ({name, item})),
);

describe('sidebars.ts', () => {
  it('has the four sidebar groups (API, Config, Framework, Guide)', () => {
    expect(Object.keys(all).sort()).toEqual([
      'api',
      'config',
      'framework',
      'guide',
    ]);
  });

  it('lists the Guide sections from first steps to FAQ (Getting Started, Solution, Basic, Advanced, Migration, FAQ)', () => {
    const sections = all.guide.filter(
      (item): item is Item =>
        typeof item !== 'string' && item.type === 'category',
    );
    expect(sections.map((s) => s.label)).toEqual([
      'Getting Started',
      'Solution',
      'Basic',
      'Advanced',
      'Migration',
      'FAQ',
    ]);
  });

  it('makes every category collapsible and expanded at start', () => {
    const categories = everyItem.filter(({item}) => item.type === 'category');
    expect(categories.length).toBeGreaterThanOrEqual(11);
    for (const {item} of categories)
      expect([item.label, item.collapsible, item.collapsed]).toEqual([
        item.label,
        true,
        false,
      ]);
  });

  it('uses html items only for known headers and dividers', () => {
    const html = everyItem.filter(({item}) => item.type === 'html');
    expect(html.length).toBeGreaterThan(0);
    for (const {item} of html)
      expect(readSidebarMarker(item.customProps)).not.toBeNull();
  });

  it('has Chinese for every header and badge it uses', () => {
    const ids = everyItem.flatMap(({item}) => {
      const marker = readSidebarMarker(item.customProps);
      const tag = readSidebarTag(item.customProps);
      return [
        ...(marker?.kind === 'header'
          ? [`docs.sidebar.header.${marker.key}`]
          : []),
        ...(tag ? [`docs.sidebar.tag.${tag}`] : []),
      ];
    });
    expect(ids).toEqual(
      expect.arrayContaining([
        'docs.sidebar.header.buildOutput',
        'docs.sidebar.tag.new',
      ]),
    );
    for (const id of ids) {
      expect(enCode[id]?.message).toMatch(/\S/);
      expect(zhCode[id]?.message).toMatch(/[\u4e00-\u9fff]/);
    }
  });

  it('has an entry in current.json for every category and link label', () => {
    const keys = everyItem
      .filter(({item}) => item.type === 'category' || item.type === 'link')
      .map(({name, item}) => `sidebar.${name}.${item.type}.${item.label}`);
    const missing = keys.filter((key) => !zhSidebar[key]?.message.trim());
    expect(missing).toEqual([]);
  });

  it('links outside the docs only with absolute https URLs', () => {
    const links = everyItem
      .filter(({item}) => item.type === 'link')
      .map(({item}) => item.href);
    expect(links).toEqual([
      'https://github.com/web-infra-dev/rslib/tree/main/examples',
    ]);
    expect(zhSidebar['sidebar.guide.link.Examples'].message).toBe('示例');
  });
});
