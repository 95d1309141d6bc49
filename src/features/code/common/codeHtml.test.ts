import {codeLinesToHtml, codeThemeCss} from './codeHtml';

const t = (content: string, ...types: string[]) => ({
  content,
  types: types.length > 0 ? types : ['plain'],
});

describe('codeLinesToHtml', () => {
  it('leaves plain text bare, wraps other tokens, separates lines with newlines', () => {
    expect(
      codeLinesToHtml([
        [t('const', 'keyword'), t(' x '), t('=', 'operator'), t(' 1')],
        [t('x', 'variable')],
      ]),
    ).toBe(
      '<span class="token keyword">const</span> x <span class="token operator">=</span> 1\n<span class="token variable">x</span>',
    );
  });

  it('merges neighbours of the same kind into one span', () => {
    expect(
      codeLinesToHtml([
        [
          t('"', 'string'),
          t('a', 'string'),
          t('"', 'string'),
          t('(', 'punctuation'),
        ],
      ]),
    ).toBe(
      '<span class="token string">&quot;a&quot;</span><span class="token punctuation">(</span>',
    );
  });

  it('renders an empty line (one newline token) as nothing between two newlines', () => {
    expect(
      codeLinesToHtml([
        [t('a')],
        [{types: ['plain'], content: '\n', empty: true}],
        [t('b')],
      ]),
    ).toBe('a\n\nb');
  });

  it('keeps nested token types and empty lines', () => {
    expect(
      codeLinesToHtml([[t('<', 'tag', 'punctuation')], [], [t('a')]]),
    ).toBe('<span class="token tag punctuation">&lt;</span>\n\na');
  });

  it('shows hostile code as text', () => {
    const html = codeLinesToHtml([
      [t('<img src=x onerror=alert(1)>'), t('&amp;', 'string')],
    ]);
    expect(html).toBe(
      '&lt;img src=x onerror=alert(1)&gt;<span class="token string">&amp;amp;</span>',
    );
    expect(codeLinesToHtml([[t('x', 'a" onclick="y')]])).toBe('x');
    // Quotes too (escape-html): the same text, whatever context the HTML lands in.
    expect(codeLinesToHtml([[t(`'a' "b"`, 'string')]])).toBe(
      '<span class="token string">&#39;a&#39; &quot;b&quot;</span>',
    );
  });

  it('wraps highlighted lines in a block span carrying their classes', () => {
    expect(
      codeLinesToHtml([[t('a')], [t('b')], [t('c')]], {
        lineClassNames: {1: ['theme-code-block-highlighted-line']},
      }),
    ).toBe('a\n<span class="theme-code-block-highlighted-line">b</span>c');
  });
});

describe('codeLinesToHtml with line numbers', () => {
  it('wraps every line in a numbered block span, empty lines included', () => {
    expect(codeLinesToHtml([[t('a')], [], [t('b')]], {lineNumbers: true})).toBe(
      '<span class="rslib-code-line">a</span><span class="rslib-code-line">\n</span><span class="rslib-code-line">b</span>',
    );
  });
});

describe('codeThemeCss', () => {
  it('turns theme entries into rules for one color mode, language entries scoped', () => {
    expect(
      codeThemeCss(
        {
          plain: {color: '#fff', backgroundColor: '#111'},
          styles: [
            {
              types: ['comment', 'prolog'],
              style: {color: '#080', fontStyle: 'italic'},
            },
            {types: ['keyword'], languages: ['ts'], style: {color: '#00f'}},
            {types: ['bad type'], style: {color: 'red'}},
          ],
        },
        'dark',
      ),
    ).toBe(
      "[data-theme='dark'] .theme-code-block{--prism-color:#fff !important;--prism-background-color:#111 !important}\n" +
        "[data-theme='dark'] .rslib-code .token.comment,[data-theme='dark'] .rslib-code .token.prolog{color:#080;font-style:italic}\n" +
        "[data-theme='dark'] .rslib-code.language-ts .token.keyword{color:#00f}",
    );
  });
});
