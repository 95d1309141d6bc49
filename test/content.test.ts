/**
 * Content gates: every documentation route of the site (`DOC_ROUTES`) is real
 * documentation — enough prose, at least one code block (FAQ pages: at least
 * five questions), no placeholder text — in both locales; and every code fence
 * is in a language the site's slim Prism highlights.
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import Prism from '@site/src/features/code/client/prism/prism';
import {filesUnder} from '@site/src/common/build/files';
import {DOC_ROUTES, docFileOf} from './docRoutes';

const root = path.join(__dirname, '..');
const DIRS = {
  en: 'docs',
  zh: 'i18n/zh/docusaurus-plugin-content-docs/current',
} as const;

/** Prose of an MDX file: front matter, code fences, imports and JSX tags removed. */
function prose(source: string): string {
  return source
    .replace(/^---\n[\s\S]*?\n---\n/, '')
    .replace(/```[\s\S]*?```/g, '')
    .replace(/^(import|export) .*$/gm, '')
    .replace(/<[^>]+>/g, ' ');
}

/** Words in English prose; for Chinese, one word per two CJK characters plus Latin words. */
function wordCount(text: string): number {
  const cjk = (text.match(/[\u4e00-\u9fff]/g) ?? []).length;
  const latin = text
    .replace(/[\u4e00-\u9fff]/g, ' ')
    .split(/\s+/)
    .filter((word) => /\w/.test(word)).length;
  return latin + Math.round(cjk / 2);
}

function minimumWords(route: string): number {
  if (route.startsWith('/guide/start/components/')) return 120;
  if (route.startsWith('/config/') || route.startsWith('/api/')) return 150;
  return 300;
}

describe.each(Object.entries(DIRS))('%s docs', (locale, dir) => {
  describe.each(DOC_ROUTES.map(({route}) => route))('%s', (route) => {
    const source = readFileSync(path.join(root, dir, docFileOf(route)), 'utf8');
    const text = prose(source);

    it('has enough prose', () => {
      expect(wordCount(text)).toBeGreaterThanOrEqual(minimumWords(route));
    });

    it(
      route.startsWith('/guide/faq/')
        ? 'asks at least five questions'
        : 'shows at least one code block',
      () => {
        if (route.startsWith('/guide/faq/')) {
          expect((source.match(/^## /gm) ?? []).length).toBeGreaterThanOrEqual(
            5,
          );
        } else {
          expect(source).toMatch(/^```\w*/m);
        }
      },
    );

    it('has no placeholder text', () => {
      expect(text).not.toMatch(
        /\b(TODO|TBD|coming soon|under construction|lorem ipsum)\b/i,
      );
      expect(text).not.toMatch(/待补充|敬请期待|施工中/);
    });

    it('shows no remote image (the site serves its own; its policy allows no other origin)', () => {
      expect(source).not.toMatch(/!\[[^\]]*\]\(https?:/);
      expect(source).not.toMatch(/<img[^>]+src=["']?https?:/);
    });

    if (locale === 'zh') {
      it('is written in Chinese', () => {
        const cjk = (text.match(/[\u4e00-\u9fff]/g) ?? []).length;
        const latinWords = (text.match(/[A-Za-z]{2,}/g) ?? []).length;
        expect(cjk).toBeGreaterThan(latinWords);
      });
    }
  });
});

describe('code fence languages', () => {
  // Partials (`_x.mdx`) too: their code blocks are rendered in the pages that import them.
  const files = (dir: string): string[] =>
    filesUnder(path.join(root, dir), (file) => /\.mdx?$/.test(file)).map(
      (file) => path.join(dir, file),
    );
  const fences = Object.values(DIRS)
    .flatMap(files)
    .flatMap((file) =>
      [
        ...readFileSync(path.join(root, file), 'utf8').matchAll(
          /^ *```(\w+)/gm,
        ),
      ].map((match) => ({file, language: match[1]})),
    );

  it('finds the fences of the docs', () => {
    expect(fences.length).toBeGreaterThan(500);
  });

  it('uses only languages the site highlights (or text)', () => {
    const plain = fences.filter(
      ({language}) => language !== 'text' && !(language in Prism.languages),
    );
    expect(plain).toEqual([]);
  });
});
