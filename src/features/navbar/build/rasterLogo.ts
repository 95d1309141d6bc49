/**
 * The navbar logo and the favicon are a PNG drawn from `static/img/logo.svg`,
 * not the SVG itself.
 *
 * Chromium builds a separate document (an isolated SVG page) on the main
 * thread for every SVG image a page shows, and decodes the favicon in the
 * page's process too, so both images cost main-thread work while a page
 * starts; a small PNG decodes for next to nothing. The measured gain is
 * recorded in `bench/workarounds.md`. The SVG stays the source (the home
 * page's hero and the social cards draw it); `raster-logo` redraws the PNG
 * after it changes, and a unit test fails while the two differ.
 */
import {readFileSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {Resvg} from '@resvg/resvg-js';

/**
 * Side of the PNG in pixels: the navbar shows the logo at 32 CSS px, so 96 px
 * keeps it sharp up to a device pixel ratio of 3 (most phones); browsers
 * scale it down for the 16–32 px favicon.
 */
export const RASTER_LOGO_SIZE_PX = 96;

/** The vector source, relative to the site directory. */
export const LOGO_SVG = 'static/img/logo.svg';

/** The drawn PNG, relative to the site directory (served as `/img/logo.png`). */
export const LOGO_PNG = 'static/img/logo.png';

/**
 * Draws an SVG as a square PNG with resvg (the rasteriser the social cards
 * use), transparent outside the drawing.
 *
 * @param svg the SVG document's text or bytes
 * @param sizePx width of the PNG in pixels (the height follows the viewBox)
 * @returns the PNG's bytes
 * @throws when resvg cannot parse the SVG
 */
export function drawRasterLogo(
  svg: string | Buffer,
  sizePx: number = RASTER_LOGO_SIZE_PX,
): Buffer {
  const resvg = new Resvg(svg, {fitTo: {mode: 'width', value: sizePx}});
  return resvg.render().asPng();
}

/**
 * Redraws `static/img/logo.png` from `static/img/logo.svg`.
 *
 * @param siteDir the site's root folder
 * @returns the path written
 */
export function writeRasterLogo(siteDir: string): string {
  const target = path.join(siteDir, LOGO_PNG);
  writeFileSync(
    target,
    drawRasterLogo(readFileSync(path.join(siteDir, LOGO_SVG))),
  );
  return target;
}

if (require.main === module) {
  const written = writeRasterLogo(path.resolve(__dirname, '../../../..'));
  console.log(`Wrote ${path.relative(process.cwd(), written)}`);
}
