/**
 * The cards are a flat background with a few inks (title, section name,
 * footer, accent bar, the logo's gradient), so every pixel is one of those
 * colours or an anti-aliased blend of an ink with what lies under it. This
 * module builds that palette from the template's colours and maps the drawn
 * pixels onto it: an 8-bit indexed PNG compresses to about a third of the
 * 32-bit image resvg produces, with no visible change.
 */

export type Rgb = readonly [number, number, number];

/** `#rrggbb` → [r, g, b]. @throws on any other form */
export function hexToRgb(hex: string): Rgb {
  const match = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hex);
  if (!match)
    throw new Error(`Social card palette: not a #rrggbb colour: ${hex}`);
  return [
    parseInt(match[1], 16),
    parseInt(match[2], 16),
    parseInt(match[3], 16),
  ];
}

/** `steps` colours from `from` to `to`, both ends included. */
export function ramp(from: Rgb, to: Rgb, steps: number): Rgb[] {
  return Array.from({length: steps}, (_, step) => {
    const t = steps === 1 ? 1 : step / (steps - 1);
    return from.map((channel, i) =>
      Math.round(channel + (to[i] - channel) * t),
    ) as unknown as Rgb;
  });
}

export type PaletteSpec = {
  /** The card background. */
  readonly background: string;
  /** Flat inks drawn on the background (text, bars): a ramp of `inkSteps` each. */
  readonly inks: readonly string[];
  readonly inkSteps: number;
  /** The logo's gradient stops (start, end) and the white of its shapes. */
  readonly logo: {
    readonly from: string;
    readonly to: string;
    readonly steps: number;
    readonly shape: string;
    readonly shapeSteps: number;
  };
};

/**
 * The palette (at most 256 colours, no duplicates) for a card template.
 *
 * @throws when the spec needs more than 256 colours
 */
export function buildPalette(spec: PaletteSpec): Rgb[] {
  const background = hexToRgb(spec.background);
  const colours: Rgb[] = [background];
  for (const ink of spec.inks) {
    colours.push(...ramp(background, hexToRgb(ink), spec.inkSteps));
  }
  const shape = hexToRgb(spec.logo.shape);
  for (const stop of ramp(
    hexToRgb(spec.logo.from),
    hexToRgb(spec.logo.to),
    spec.logo.steps,
  )) {
    // The gradient under the logo's white shapes, and its rounded edge on the background.
    colours.push(...ramp(stop, shape, spec.logo.shapeSteps));
    colours.push(...ramp(background, stop, 4));
  }
  const unique = [
    ...new Map(colours.map((colour) => [colour.join(','), colour])).values(),
  ];
  if (unique.length > 256) {
    throw new Error(
      `Social card palette: ${unique.length} colours, an indexed PNG holds 256.`,
    );
  }
  return unique;
}

/**
 * Maps RGBA pixels (alpha ignored: the card is opaque) to the index of the
 * nearest palette colour (squared RGB distance). Each distinct colour is
 * searched once.
 *
 * @param rgba width × height × 4 bytes
 * @returns width × height palette indices
 */
export function indexPixels(
  rgba: Uint8Array,
  palette: readonly Rgb[],
): Uint8Array {
  const indices = new Uint8Array(rgba.length / 4);
  const known = new Map<number, number>();
  let lastKey = -1;
  let lastIndex = 0;
  for (let pixel = 0; pixel < indices.length; pixel++) {
    const r = rgba[pixel * 4];
    const g = rgba[pixel * 4 + 1];
    const b = rgba[pixel * 4 + 2];
    const key = (r << 16) | (g << 8) | b;
    // Most pixels repeat their left neighbour (background, inside glyphs).
    if (key === lastKey) {
      indices[pixel] = lastIndex;
      continue;
    }
    let index = known.get(key);
    if (index === undefined) {
      let best = Infinity;
      index = 0;
      for (let i = 0; i < palette.length; i++) {
        const [pr, pg, pb] = palette[i];
        const distance = (pr - r) ** 2 + (pg - g) ** 2 + (pb - b) ** 2;
        if (distance < best) {
          best = distance;
          index = i;
        }
      }
      known.set(key, index);
    }
    indices[pixel] = index;
    lastKey = key;
    lastIndex = index;
  }
  return indices;
}
