/**
 * Route coverage: every documentation route of the site (`DOC_ROUTES`) has an
 * English doc, a Chinese translation, and a place in the sidebar it belongs to
 * (Guide, Config, API or Framework), so no page is unreachable from the sidebar.
 */
import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import sidebars from '@site/sidebars';
import {DOC_ROUTES, docFileOf, docIdOf} from './docRoutes';

const root = path.join(__dirname, '..');

/** All doc ids referenced by a sidebar, however deeply nested. */
function docIdsIn(items: unknown): string[] {
  if (typeof items === 'string') return [items];
  if (Array.isArray(items)) return items.flatMap(docIdsIn);
  if (items && typeof items === 'object') {
    const item = items as {
      type?: string;
      id?: string;
      items?: unknown;
      link?: {type?: string; id?: string};
    };
    const own = item.type === 'doc' && item.id ? [item.id] : [];
    const link =
      item.link?.type === 'doc' && item.link.id ? [item.link.id] : [];
    return [...own, ...link, ...docIdsIn(item.items ?? [])];
  }
  return [];
}

describe.each(DOC_ROUTES)('$route', ({route, sidebar}) => {
  const file = docFileOf(route);
  it('has an English doc with a title', () => {
    const source = readFileSync(path.join(root, 'docs', file), 'utf8');
    expect(source).toMatch(/^---\n[\s\S]*?^title: .+$/m);
  });
  it('has a Chinese translation', () => {
    expect(
      existsSync(
        path.join(root, 'i18n/zh/docusaurus-plugin-content-docs/current', file),
      ),
    ).toBe(true);
  });
  it(`is in the "${sidebar}" sidebar`, () => {
    expect(docIdsIn((sidebars as Record<string, unknown>)[sidebar])).toContain(
      docIdOf(route),
    );
  });
});
