import {readFileSync} from 'node:fs';
import path from 'node:path';
import {decode as decodePng, type DecodedPng} from 'fast-png';
import {
  drawRasterLogo,
  LOGO_PNG,
  LOGO_SVG,
  RASTER_LOGO_SIZE_PX,
} from './rasterLogo';

const SITE_DIR = path.resolve(__dirname, '../../../..');

/** Decodes to 8-bit RGBA, whatever the PNG's own colour type. */
function decode(bytes: Buffer): DecodedPng {
  const png = decodePng(bytes);
  expect([png.depth, png.channels]).toEqual([8, 4]);
  return png;
}

describe('raster logo', () => {
  const committed = decode(readFileSync(path.join(SITE_DIR, LOGO_PNG)));

  it('is a 96 px square PNG, sharp at 32 CSS px up to a pixel ratio of 3', () => {
    expect([committed.width, committed.height]).toEqual([
      RASTER_LOGO_SIZE_PX,
      RASTER_LOGO_SIZE_PX,
    ]);
  });

  it('is static/img/logo.svg as it is now (run `npm run raster-logo` after editing the SVG)', () => {
    const drawn = decode(
      drawRasterLogo(readFileSync(path.join(SITE_DIR, LOGO_SVG))),
    );
    expect([drawn.width, drawn.height]).toEqual([
      committed.width,
      committed.height,
    ]);
    // Compare pixels, not bytes: another resvg or zlib may encode the same
    // picture differently; a few units of anti-aliasing drift are allowed.
    let worst = 0;
    for (let i = 0; i < drawn.data.length; i += 1) {
      worst = Math.max(worst, Math.abs(drawn.data[i]! - committed.data[i]!));
    }
    expect(worst).toBeLessThanOrEqual(4);
  });

  it('has a transparent corner, so the rounded square shows on dark navbars', () => {
    expect(committed.data[3]).toBe(0);
  });

  it('draws at the size asked', () => {
    const svg =
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><rect width="10" height="10"/></svg>';
    const png = decode(drawRasterLogo(svg, 20));
    expect([png.width, png.height]).toEqual([20, 20]);
    expect(Array.from(png.data.subarray(0, 4))).toEqual([0, 0, 0, 255]);
  });
});
