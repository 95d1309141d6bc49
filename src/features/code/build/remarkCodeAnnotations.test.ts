import remarkCodeAnnotations, {annotateCode} from './remarkCodeAnnotations';

describe('annotateCode', () => {
  it.each([
    [
      'ts',
      "export default {\n  syntax: 'es2022', // [!code --]\n  syntax: 'esnext', // [!code ++]\n};",
      "export default {\n  // code-remove-next-line\n  syntax: 'es2022',\n  // code-add-next-line\n  syntax: 'esnext',\n};",
    ],
    [
      'js',
      'const a = 1; /* [!code highlight] */',
      '// highlight-next-line\nconst a = 1;',
    ],
    [
      'bash',
      'npm run build # [!code ++]',
      '# code-add-next-line\nnpm run build',
    ],
    ['ts', 'plain(); // a normal comment', 'plain(); // a normal comment'],
    ['ts', 'x(); // [!code focus]', 'x(); // [!code focus]'],
  ])('%s: %j', (language, input, expected) => {
    expect(annotateCode(input, language)).toBe(expected);
  });

  it('rewrites code nodes anywhere in the tree, nothing else', () => {
    const tree = {
      type: 'root',
      children: [
        {
          type: 'paragraph',
          children: [{type: 'text', value: 'x // [!code ++]'}],
        },
        {
          type: 'blockquote',
          children: [{type: 'code', lang: 'ts', value: 'a(); // [!code ++]'}],
        },
      ],
    };
    remarkCodeAnnotations()(tree);
    expect(tree.children[0].children?.[0]).toEqual({
      type: 'text',
      value: 'x // [!code ++]',
    });
    expect((tree.children[1].children?.[0] as {value: string}).value).toBe(
      '// code-add-next-line\na();',
    );
  });
});
