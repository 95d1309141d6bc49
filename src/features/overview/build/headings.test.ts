import {extractHeadings} from './headings';

const body = `# lib.dts

## lib.dts.bundle {#lib-dts-bundle}

\`\`\`ts
## not a heading
\`\`\`

### Example {#bundle-example}

## Using \`tsc\` with [API Extractor](https://api-extractor.com)

## 选项 {#options}

### Example

## Example
`;

describe('extractHeadings', () => {
  it('keeps depth-2 headings by default, with explicit ids and slugs', () => {
    expect(extractHeadings(body).slice(0, 3)).toEqual([
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
    expect(extractHeadings(body, [3]).map((h) => h.id)).toEqual([
      'bundle-example',
      'example',
    ]);
  });

  it('numbers a repeated heading text as Docusaurus does, counting headings of every depth without an explicit id', () => {
    expect(extractHeadings(body, [2]).at(-1)).toEqual({
      text: 'Example',
      id: 'example-1',
      depth: 2,
    });
  });

  it('ignores headings inside code fences', () => {
    expect(
      extractHeadings(body, [2, 3]).some((h) =>
        h.text.includes('not a heading'),
      ),
    ).toBe(false);
  });

  it.each([
    ['## Output Format', 'output-format'],
    ['## lib.autoExtension', 'libautoextension'],
    ['## What is CJS?', 'what-is-cjs'],
  ])('slugs %s as %s', (line, id) => {
    expect(extractHeadings(line)[0].id).toBe(id);
  });
});
