/**
 * The site's CSS icons are tiles of one SVG image (`--rslib-icon-sprite` in
 * custom.css). These tests keep the tiles where the rules expect them and
 * check, against the installed Infima and classic theme, the one assumption
 * the Infima overrides make.
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import postcss, {type Declaration} from 'postcss';

// Paths, not `require.resolve`: the test setup maps `.css` requests to a stub.
const customCss = readFileSync(path.join(__dirname, 'custom.css'), 'utf8');
const packageDir = (name: string) =>
  path.dirname(require.resolve(`${name}/package.json`));

/** The value of the `:root` custom property `name` in custom.css. */
function rootProperty(name: string): string {
  let value: string | undefined;
  postcss.parse(customCss).walkDecls(name, (decl) => {
    if ((decl.parent as postcss.Rule).selector === ':root') value = decl.value;
  });
  if (value === undefined) throw new Error(`${name} is not set on :root`);
  return value;
}

/** The sprite's SVG markup, decoded from its data URL. */
function spriteSvg(): string {
  const match = /^url\("data:image\/svg\+xml,(.*)"\)$/.exec(
    rootProperty('--rslib-icon-sprite'),
  );
  if (!match) throw new Error('--rslib-icon-sprite is not an SVG data URL');
  return decodeURIComponent(match[1]);
}

describe('the icon sprite', () => {
  it('is seven 24 × 24 tiles in a row, in the documented order', () => {
    const svg = spriteSvg();
    expect(svg).toContain("viewBox='0 0 168 24'");
    // Each tile's shape and its offset: 0 copy, 1 check, 2 file, 3 folder,
    // 4 chevron, 5 breadcrumb separator, 6 caret.
    const offsets = [
      ...svg.matchAll(/<(?:path|g)(?: transform='translate\((\d+)\)[^']*')?/g),
    ].map((match) => Number(match[1] ?? 0));
    expect(offsets).toEqual([0, 24, 48, 72, 96, 120, 144]);
    expect(svg).toContain("d='M19,21H8V7H19"); // copy
    expect(svg).toContain("translate(24)' d='M21,7L9,19"); // check
    expect(svg).toContain("translate(48)' d='M6 2h8l6 6"); // file
    expect(svg).toContain("translate(72)' d='M2 4h8l2 2"); // folder
    expect(svg).toContain("translate(96)' d='M7.41,8.58"); // chevron down
    expect(svg).toContain("translate(120) scale(0.09375)'><polygon"); // separator
    expect(svg).toContain("translate(144)' fill='rgba(0,0,0,0.5)'"); // caret
  });

  it.each([
    ['--ifm-breadcrumb-separator', 'calc(100% * 5 / 6) 0 / 700% 100%'],
    ['--ifm-menu-link-sublist-icon', '-12.375rem -0.375rem / 14rem 2rem'],
  ])('%s is the sprite tile as a first background layer', (name, tile) => {
    expect(rootProperty(name).replace(/\s+/g, ' ')).toBe(
      `var(--rslib-icon-sprite) ${tile} no-repeat, none`,
    );
  });
});

// Contract with infima and @docusaurus/theme-classic: the overrides above
// only work where a rule uses the property as the first thing in a
// `background` shorthand (position and size, if any, follow it and land in
// the second layer). Anywhere else — `background-image`, or the property in
// the middle of a value — the two-layer value would be invalid and the icon
// would vanish.
describe('contract: Infima and the classic theme draw these icons with `background: var(…) …`', () => {
  const sources = [
    path.join(packageDir('infima'), 'dist/css/default/default.css'),
    path.join(
      packageDir('@docusaurus/theme-classic'),
      'lib/theme/TOCCollapsible/CollapseButton/styles.module.css',
    ),
  ];
  it.each(['--ifm-breadcrumb-separator', '--ifm-menu-link-sublist-icon'])(
    'uses %s only that way',
    (name) => {
      const uses: Declaration[] = [];
      for (const file of sources)
        postcss.parse(readFileSync(file, 'utf8')).walkDecls((decl) => {
          if (
            !decl.prop.startsWith('--') &&
            decl.value.includes(`var(${name})`)
          )
            uses.push(decl);
        });
      expect(uses.length).toBeGreaterThan(0);
      for (const decl of uses) {
        expect(decl.prop).toBe('background');
        expect(decl.value.trim().startsWith(`var(${name})`)).toBe(true);
      }
    },
  );
});
