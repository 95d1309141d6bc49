/**
 * Draws one social card: satori lays out the template and writes SVG (text as
 * paths, with the fonts in `../data/fonts/`), resvg rasterises it off the main
 * thread, and the pixels are reduced to the template's palette and written as
 * an 8-bit indexed PNG with fast-png.
 */
import {createHash} from 'node:crypto';
import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import satori, {type Font} from 'satori';
import {renderAsync} from '@resvg/resvg-js';
import {encode} from 'fast-png';
import type {ReactNode} from 'react';
import {CARD_HEIGHT, CARD_WIDTH} from '../common/socialCard';
import {buildPalette, indexPixels} from './palette';
import {
  CARD_PALETTE,
  CJK_FONT,
  LATIN_FONT,
  cardElement,
  type CardContent,
} from './cardTemplate';

const FONT_DIR = path.join(__dirname, '..', 'data', 'fonts');

/** The fonts the cards use: file, family, weight. */
const FONT_FILES = [
  {file: 'Inter-Bold.subset.woff', name: LATIN_FONT, weight: 700},
  {file: 'Inter-SemiBold.subset.woff', name: LATIN_FONT, weight: 600},
  {file: 'NotoSansCJKsc-Bold.subset.woff', name: CJK_FONT, weight: 700},
] as const;

export type CardAssets = {
  readonly fonts: Font[];
  /** sha256 of the fonts, the logo and the renderer versions: part of every cache key. */
  readonly fingerprint: string;
  readonly logo: string;
};

let assets: CardAssets | undefined;

/** Installed version of a package (some, like fast-png, do not export their package.json). */
function packageVersion(name: string): string {
  let dir = path.dirname(require.resolve(name, {paths: [__dirname]}));
  while (dir !== path.dirname(dir)) {
    const file = path.join(dir, 'package.json');
    if (existsSync(file)) {
      const json = JSON.parse(readFileSync(file, 'utf8')) as {
        name?: string;
        version: string;
      };
      if (json.name === name) return json.version;
    }
    dir = path.dirname(dir);
  }
  throw new Error(`Social cards: no package.json found for ${name}.`);
}

/**
 * Fonts and logo, read once per process.
 *
 * @param logoFile absolute path of the site's logo SVG (`static/img/logo.svg`)
 * @throws when a font file or the logo is missing
 */
export function loadCardAssets(logoFile: string): CardAssets {
  if (assets) return assets;
  const hash = createHash('sha256');
  const fonts = FONT_FILES.map(({file, name, weight}) => {
    const data = readFileSync(path.join(FONT_DIR, file));
    hash.update(data);
    return {name, data, weight, style: 'normal'} as Font;
  });
  const logoSvg = readFileSync(logoFile);
  hash.update(logoSvg);
  for (const name of ['satori', '@resvg/resvg-js', 'fast-png']) {
    hash.update(`${name}@${packageVersion(name)}`);
  }
  assets = {
    fonts,
    fingerprint: hash.digest('hex'),
    logo: `data:image/svg+xml;base64,${logoSvg.toString('base64')}`,
  };
  return assets;
}

const palette = buildPalette(CARD_PALETTE);

export type RenderedCard = {
  readonly png: Buffer;
  /** Text satori found no glyph for in any card font (left out of the card). */
  readonly missing: readonly string[];
};

/**
 * Draws the card for one page.
 *
 * @param content title layout, section name, site name and host, `lang`
 * @returns the PNG (1200 × 630, indexed colour) and any characters no font had
 */
export async function renderCard(
  content: Omit<CardContent, 'logo'>,
  cardAssets: CardAssets,
): Promise<RenderedCard> {
  const missing: string[] = [];
  const svg = await satori(
    cardElement({...content, logo: cardAssets.logo}) as unknown as ReactNode,
    {
      width: CARD_WIDTH,
      height: CARD_HEIGHT,
      fonts: cardAssets.fonts,
      loadAdditionalAsset: async (_code, segment) => {
        missing.push(segment);
        return [];
      },
    },
  );
  const image = await renderAsync(svg, {
    fitTo: {mode: 'width', value: CARD_WIDTH},
    // Satori writes text as paths: resvg needs no fonts, so it skips loading the system's for every card.
    font: {loadSystemFonts: false},
  });
  const png = encode(
    {
      width: image.width,
      height: image.height,
      data: indexPixels(image.pixels, palette),
      channels: 1,
      depth: 8,
      palette: palette.map((colour) => [...colour]),
    },
    // Level 6, not fflate's 9: the highest level costs far more time for few bytes less.
    {zlib: {level: 6}},
  );
  return {png: Buffer.from(png), missing};
}
