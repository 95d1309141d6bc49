import {runMdxJobs} from '@site/test/helpers/mdx';
import {writePlainMarkup} from './rehypeStaticMarkup';

const PLUGIN = 'src/features/content/build/rehypeStaticMarkup.ts';
const ELEMENTS = ['code', 'li', 'ul', 'a', 'pre'];

const MDX = `Run \`rslib build\` or read [the guide](/guide/start/) and [Rsbuild](https://rsbuild.rs "Rsbuild site").

- one \`item\`
- two

\`\`\`js
const a = 1;
\`\`\`
`;

describe('rehypeStaticMarkup with the real MDX compiler', () => {
  // Both runs in one child process (MDX is ESM only).
  const [withPlugin, without] = runMdxJobs([
    {
      mdx: MDX,
      plugins: [],
      rehypePlugins: [PLUGIN],
      elements: ELEMENTS,
      mode: 'render',
    },
    {mdx: MDX, plugins: [], elements: ELEMENTS, mode: 'render'},
  ]);

  it('renders the elements through the theme components without the plugin', () => {
    expect(without.error).toBeUndefined();
    expect(without.html).toContain('<mdx-code');
    expect(without.html).toContain('<mdx-li');
    expect(without.html).toContain('<mdx-ul');
    expect(without.html).toMatch(/<mdx-a[^>]*https:\/\/rsbuild\.rs/);
  });

  it('writes inline code, plain list items and lists, and external links as plain elements', () => {
    expect(withPlugin.error).toBeUndefined();
    const html = withPlugin.html!;
    expect(html).toContain('<code>rslib build</code>');
    expect(html).toContain('<ul>');
    expect(html).toContain('<li class="">one <code>item</code></li>');
    expect(html).toContain(
      '<a href="https://rsbuild.rs" title="Rsbuild site" target="_blank" rel="noopener noreferrer" class="">Rsbuild</a>',
    );
  });

  it('keeps the components for site links and code blocks', () => {
    const html = withPlugin.html!;
    expect(html).toMatch(/<mdx-a data-props="[^"]*\/guide\/start\//);
    expect(html).toContain('<mdx-pre');
    expect(html).toMatch(/<mdx-code[^>]*language-js/);
  });
});

describe('writePlainMarkup', () => {
  const element = (
    tagName: string,
    properties: Record<string, unknown> = {},
    children: object[] = [{type: 'text', value: 'x'}],
  ) => ({type: 'element', tagName, properties, children});

  it.each([
    ['a list item with an id (a footnote)', element('li', {id: 'fn-1'})],
    ['a task list', element('ul', {className: ['contains-task-list']})],
    ['a mailto link', element('a', {href: 'mailto:a@b.c'})],
    [
      'a link with a class',
      element('a', {href: 'https://x.y', className: ['c']}),
    ],
    ['inline code with markup inside', element('code', {}, [element('em')])],
  ])('leaves %s to its component', (_name, node) => {
    const before = JSON.stringify(node);
    writePlainMarkup({type: 'root', children: [node]} as never);
    expect(JSON.stringify(node)).toBe(before);
  });
});
