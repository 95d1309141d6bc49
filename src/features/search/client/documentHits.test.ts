import {matchDocument} from './documentHits';
import type {HighlightRange} from './types';

const slice = (text: string, {start, length}: HighlightRange): string =>
  text.slice(start, start + length);

describe('matchDocument (remote search documents)', () => {
  const doc = {
    id: 'format',
    title: 'Output format',
    content:
      'Intro about output. ESM is the default format. UMD bundles everything for browsers.',
    toc: [
      {text: 'ESM format', id: 'esm', depth: 2, charIndex: 20},
      {text: 'UMD', id: 'umd', depth: 2, charIndex: 48},
    ],
    routePath: '/guide/basic/output-format',
    domain: '',
  };

  it('finds title, header and content hits, skipping sections whose heading matched', () => {
    const hits = matchDocument(
      doc,
      'format',
      ['format'],
      '/guide/basic/output-format',
    );
    expect(hits.map((hit) => [hit.type, hit.header, hit.link])).toEqual([
      ['title', 'Output format', '/guide/basic/output-format'],
      ['header', 'ESM format', '/guide/basic/output-format#esm'],
    ]);
    const content = matchDocument(
      doc,
      'browsers',
      ['browsers'],
      '/guide/basic/output-format',
    );
    expect(content).toHaveLength(1);
    expect(content[0]).toMatchObject({
      type: 'content',
      header: 'UMD',
      link: '/guide/basic/output-format#umd',
    });
    expect(slice(content[0].statement!, content[0].highlights[0])).toBe(
      'browsers',
    );
  });

  it('keeps a fuzzy server hit as a title hit without ranges', () => {
    expect(matchDocument(doc, 'fromat', ['fromat'], '/x')).toEqual([
      expect.objectContaining({
        type: 'title',
        header: 'Output format',
        highlights: [],
      }),
    ]);
  });
});
