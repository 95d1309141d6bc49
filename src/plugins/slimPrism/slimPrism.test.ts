import {readFileSync} from 'node:fs';
import path from 'node:path';
// eslint-disable-next-line @typescript-eslint/no-require-imports
const {slimPrismReactRenderer} = require('./transform.cjs') as {
  slimPrismReactRenderer: (source: string, prismModule: string) => string;
};

const installed = readFileSync(
  path.join(
    __dirname,
    '../../../node_modules/prism-react-renderer/dist/index.mjs',
  ),
  'utf8',
);

describe('slimPrismReactRenderer', () => {
  const output = slimPrismReactRenderer(
    installed,
    '/site/src/plugins/slimPrism/prism.ts',
  );

  it('imports the replacement Prism and drops the vendored grammars and themes', () => {
    expect(output).toContain(
      'import Prism from "/site/src/plugins/slimPrism/prism.ts";',
    );
    expect(installed).toContain('Prism.languages.swift');
    expect(output).not.toContain('Prism.languages.swift');
    expect(output).not.toContain('require_prism');
    expect(output).not.toContain('src/themes/dracula.ts');
    expect(output.length).toBeLessThan(installed.length / 5);
  });

  it("keeps the library's own components and exports", () => {
    expect(output).toContain('var Highlight = (');
    expect(output).toContain('var normalizeTokens = (tokens)');
    expect(output).toMatch(/export \{\s*Highlight2 as Highlight,\s*Prism,/);
  });

  it('fails loudly on a file with another layout', () => {
    expect(() =>
      slimPrismReactRenderer('export const Highlight = 1;', 'x'),
    ).toThrow(
      /unexpected prism-react-renderer layout: no vendored Prism section/,
    );
  });
});
