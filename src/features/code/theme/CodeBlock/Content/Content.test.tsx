import React from 'react';
import {render, waitFor} from '@testing-library/react';
import {
  CodeBlockContextProvider,
  createCodeBlockMetadata,
} from '@docusaurus/theme-common/internal';
import CodeBlockContent from './';

// theme-common's index imports modules the shared jest config does not map.
jest.mock(
  '@docusaurus/useRouteContext',
  () => ({
    __esModule: true,
    default: () => ({plugin: {name: 'docs', id: 'default'}}),
  }),
  {virtual: true},
);

const MAGIC_COMMENTS = [
  {
    className: 'theme-code-block-highlighted-line',
    line: 'highlight-next-line',
  },
  {className: 'code-line-added', line: 'code-add-next-line'},
];

/**
 * Renders our content the way Docusaurus's `CodeBlock/Content/String` does:
 * metadata from the real theme-common (its `internal` entry point, the only
 * way to read a code block's context), so a change of its shape fails here.
 */
async function renderBlock(code: string, metastring?: string) {
  const metadata = createCodeBlockMetadata({
    code,
    className: 'language-ts',
    language: 'ts',
    defaultLanguage: undefined,
    metastring,
    magicComments: MAGIC_COMMENTS,
    title: undefined,
    showLineNumbers: undefined,
  });
  const wordWrap = {codeBlockRef: {current: null}} as never;
  const {container} = render(
    <CodeBlockContextProvider metadata={metadata} wordWrap={wordWrap}>
      <CodeBlockContent />
    </CodeBlockContextProvider>,
  );
  // No server markup in a unit test: the block fills itself in.
  await waitFor(() =>
    expect(container.querySelector('code')?.innerHTML).not.toBe(''),
  );
  return container.querySelector('pre')!;
}

describe('CodeBlock/Content', () => {
  it('renders syntax-highlighted compact HTML with annotated lines, annotations removed', async () => {
    const pre = await renderBlock(
      'const a = 1;\n// highlight-next-line\nconst b = 2;\n// code-add-next-line\nc();',
    );
    expect(pre).toHaveClass('prism-code', 'language-ts', 'rslib-code');
    expect(pre).toHaveAttribute('tabindex', '0');
    expect(pre.querySelector('code')?.innerHTML).toBe(
      '<span class="token keyword">const</span> a <span class="token operator">=</span> <span class="token number">1</span><span class="token punctuation">;</span>\n' +
        '<span class="theme-code-block-highlighted-line"><span class="token keyword">const</span> b <span class="token operator">=</span> <span class="token number">2</span><span class="token punctuation">;</span></span>' +
        '<span class="code-line-added"><span class="token function">c</span><span class="token punctuation">();</span></span>',
    );
  });

  it('numbers lines from the metastring start with a CSS counter', async () => {
    const pre = await renderBlock('a\nb', 'showLineNumbers=5');
    const code = pre.querySelector('code')!;
    expect(code.style.counterReset).toBe('rslib-line 4');
    expect(code.querySelectorAll('.rslib-code-line')).toHaveLength(2);
  });
});
