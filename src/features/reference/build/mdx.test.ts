/** @jest-environment node */
import {
  TOP_LEVEL_LABELS,
  codeBlocksOf,
  factText,
  headingsOf,
  parseMdx,
  sectionFact,
  sectionTypeOf,
} from './mdx';

const PAGE = `---
title: lib.demo
---

# lib.demo

<SourceCode href="https://example.com" />

- **Type:**

\`\`\`ts
type Demo =
  | boolean
  | { deep?: string };
\`\`\`

- **Default:** \`false\`
- **Top level:** not supported (set it inside a \`lib\` item)

Some prose with {'{'}braces{'}'}.

## lib.demo.deep {#lib-demo-deep}

- **类型：** \`string\`
- **默认值：** \`undefined\`

:::tip

\`\`\`ts title="rslib.config.ts" noCheck="an excerpt"
export default { lib: [] };
\`\`\`

:::

## Examples {#examples}

No type here.

<Tabs>
  <TabItem value="a">

\`\`\`js title="rslib.config.mjs"
export default {};
\`\`\`

  </TabItem>
</Tabs>
`;

const tree = parseMdx(PAGE);

describe('mdx', () => {
  it('reads headings with their explicit ids and lines (front matter is not a heading)', () => {
    expect(
      headingsOf(tree).map(({depth, text, id, line}) => ({
        depth,
        text,
        id,
        line,
      })),
    ).toEqual([
      {depth: 1, text: 'lib.demo', id: undefined, line: 5},
      {depth: 2, text: 'lib.demo.deep', id: 'lib-demo-deep', line: 22},
      {depth: 2, text: 'Examples', id: 'examples', line: 35},
    ]);
  });

  it('reads the Type of a section: a code block after the list, or inline code (both locales)', () => {
    const [title, deep, examples] = headingsOf(tree);
    expect(sectionTypeOf(tree, title.index)).toEqual({
      text: 'type Demo =\n  | boolean\n  | { deep?: string };',
      line: 12,
    });
    expect(sectionTypeOf(tree, deep.index)).toEqual({text: 'string', line: 24});
    expect(sectionTypeOf(tree, examples.index)).toBeUndefined();
  });

  it('reads the text of a fact', () => {
    const [title] = headingsOf(tree);
    const fact = sectionFact(tree, title.index, TOP_LEVEL_LABELS);
    expect(fact && factText(fact.item)).toBe(
      'not supported (set it inside a lib item)',
    );
  });

  it('finds code fences inside admonitions and JSX', () => {
    expect(
      codeBlocksOf(tree).map(({lang, meta, line}) => ({lang, meta, line})),
    ).toEqual([
      {lang: 'ts', meta: null, line: 11},
      {
        lang: 'ts',
        meta: 'title="rslib.config.ts" noCheck="an excerpt"',
        line: 29,
      },
      {lang: 'js', meta: 'title="rslib.config.mjs"', line: 42},
    ]);
  });
});
