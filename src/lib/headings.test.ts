import {extractHeadings, permalinkOfDocFile, slugifyHeading} from './headings';

const doc = `---
title: lib.dts
---

# lib.dts

## lib.dts.bundle {#lib-dts-bundle}

\`\`\`ts
## not a heading
\`\`\`

### Example {#bundle-example}

## Using \`tsc\` with [API Extractor](https://api-extractor.com)

## 选项 {#options}
`;

describe('extractHeadings', () => {
  it('keeps depth-2 headings by default, with explicit ids and slugs', () => {
    expect(extractHeadings(doc)).toEqual([
      {text: 'lib.dts.bundle', id: 'lib-dts-bundle', depth: 2},
      {
        text: 'Using tsc with API Extractor',
        id: 'using-tsc-with-api-extractor',
        depth: 2,
      },
      {text: '选项', id: 'options', depth: 2},
    ]);
  });
  it('keeps deeper headings when asked', () => {
    expect(extractHeadings(doc, [3]).map((h) => h.id)).toEqual([
      'bundle-example',
    ]);
  });
  it('ignores headings inside code fences', () => {
    expect(
      extractHeadings(doc, [2, 3]).some((h) =>
        h.text.includes('not a heading'),
      ),
    ).toBe(false);
  });
});

describe('slugifyHeading', () => {
  it.each([
    ['Output Format', 'output-format'],
    ['lib.autoExtension', 'libautoextension'],
    ['What is CJS?', 'what-is-cjs'],
  ])('%s → %s', (text, slug) => {
    expect(slugifyHeading(text)).toBe(slug);
  });
});

describe('permalinkOfDocFile', () => {
  it.each([
    ['config/index.mdx', '/config/'],
    ['config/lib/dts.mdx', '/config/lib/dts'],
    ['guide/start/components/CJS.mdx', '/guide/start/components/CJS'],
    ['index.mdx', '/'],
  ])('%s → %s', (file, permalink) => {
    expect(permalinkOfDocFile(file)).toBe(permalink);
  });
});
