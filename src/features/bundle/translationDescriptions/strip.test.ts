import {readFileSync} from 'node:fs';
import path from 'node:path';

// eslint-disable-next-line @typescript-eslint/no-require-imports -- the transform is the CommonJS module Rspack loads
const {stripTranslationDescriptions} = require('./strip.cjs') as {
  stripTranslationDescriptions: (source: string, file: string) => string;
};

describe('stripTranslationDescriptions', () => {
  it('drops the description of translate() calls and <Translate> elements, nothing else', () => {
    const source = `import Translate, {translate} from '@docusaurus/Translate';
// A description: not a call.
export const label = () =>
  translate({
    id: 'search.placeholder',
    message: 'Search Docs',
    description: 'Search box placeholder, with "quotes" and ünïcode',
  });
export const short = () => translate({id: 'a', description: 'd', message: 'M'});
export const Note = (): JSX.Element => (
  <Translate id="b" description="Shown under X" values={{n: 1}}>
    {'Text {n}'}
  </Translate>
);
const description = 'kept';
export const other = {description, keep: {description: 'kept too'}};
`;
    expect(stripTranslationDescriptions(source, '/x/labels.tsx'))
      .toBe(`import Translate, {translate} from '@docusaurus/Translate';
// A description: not a call.
export const label = () =>
  translate({
    id: 'search.placeholder',
    message: 'Search Docs',
    
  });
export const short = () => translate({id: 'a',  message: 'M'});
export const Note = (): JSX.Element => (
  <Translate id="b"  values={{n: 1}}>
    {'Text {n}'}
  </Translate>
);
const description = 'kept';
export const other = {description, keep: {description: 'kept too'}};
`);
  });

  it('returns a module without translations unchanged', () => {
    const source = "export const description = 'x';\n";
    expect(stripTranslationDescriptions(source, '/x/a.ts')).toBe(source);
  });

  it('reads the JavaScript of the classic theme as Docusaurus ships it (JSX in .js)', () => {
    const file =
      require.resolve('@docusaurus/theme-classic/lib/theme/CodeBlock/Buttons/CopyButton/index.js');
    const source = readFileSync(file, 'utf8');
    expect(source).toMatch(/description:/);
    const stripped = stripTranslationDescriptions(source, file);
    expect(stripped).not.toMatch(/description:\s*'/);
    expect(stripped).toMatch(/theme\.CodeBlock\.copyButtonAriaLabel/);
    expect(path.extname(file)).toBe('.js');
  });
});
