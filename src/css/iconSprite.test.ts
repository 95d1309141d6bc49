/**
 * The site's own CSS icons are tiles of one SVG image (`--rslib-icon-sprite`
 * in custom.css). These tests keep the tiles where the rules expect them.
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import postcss from 'postcss';

// Paths, not `require.resolve`: the test setup maps `.css` requests to a stub.
const customCss = readFileSync(path.join(__dirname, 'custom.css'), 'utf8');

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
  it('is five 24 × 24 tiles in a row of seven slots, in the documented order', () => {
    const svg = spriteSvg();
    expect(svg).toContain("viewBox='0 0 168 24'");
    // Each tile's shape and its offset: 0 copy, 1 check, 2 file, 3 folder,
    // 4 chevron.
    const offsets = [
      ...svg.matchAll(/<(?:path|g)(?: transform='translate\((\d+)\)[^']*')?/g),
    ].map((match) => Number(match[1] ?? 0));
    expect(offsets).toEqual([0, 24, 48, 72, 96]);
    expect(svg).toContain("d='M19,21H8V7H19"); // copy
    expect(svg).toContain("translate(24)' d='M21,7L9,19"); // check
    expect(svg).toContain("translate(48)' d='M6 2h8l6 6"); // file
    expect(svg).toContain("translate(72)' d='M2 4h8l2 2"); // folder
    expect(svg).toContain("translate(96)' d='M7.41,8.58"); // chevron down
  });
});
