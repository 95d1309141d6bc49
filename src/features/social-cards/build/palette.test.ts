import {buildPalette, hexToRgb, indexPixels, ramp} from './palette';
import {CARD_PALETTE} from './cardTemplate';

describe('palette', () => {
  it('reads #rrggbb colours and refuses other forms', () => {
    expect(hexToRgb('#0b0c0e')).toEqual([11, 12, 14]);
    expect(hexToRgb('#FF922B')).toEqual([255, 146, 43]);
    expect(() => hexToRgb('#fff')).toThrow(
      'Social card palette: not a #rrggbb colour: #fff',
    );
  });

  it('ramps between two colours, both ends included', () => {
    expect(ramp([0, 0, 0], [255, 255, 255], 3)).toEqual([
      [0, 0, 0],
      [128, 128, 128],
      [255, 255, 255],
    ]);
  });

  it("holds the card template's colours in at most 256 entries, background first", () => {
    const palette = buildPalette(CARD_PALETTE);
    expect(palette.length).toBeLessThanOrEqual(256);
    expect(palette[0]).toEqual(hexToRgb(CARD_PALETTE.background));
    for (const ink of CARD_PALETTE.inks) {
      expect(palette).toContainEqual(hexToRgb(ink));
    }
    expect(new Set(palette.map(String)).size).toBe(palette.length);
  });

  it('refuses a template with more than 256 colours', () => {
    expect(() =>
      buildPalette({
        ...CARD_PALETTE,
        inks: ['#ff0000', '#00ff00', '#0000ff', '#ffff00', '#00ffff'],
        inkSteps: 64,
      }),
    ).toThrow(/an indexed PNG holds 256/);
  });

  it('maps each pixel to the nearest palette colour', () => {
    const palette = [
      [0, 0, 0],
      [255, 255, 255],
      [255, 0, 0],
    ] as const;
    const rgba = new Uint8Array([
      ...[0, 0, 0, 255],
      ...[0, 0, 0, 255],
      ...[250, 240, 250, 255],
      ...[200, 30, 20, 255],
      ...[100, 100, 100, 255],
    ]);
    expect([...indexPixels(rgba, palette)]).toEqual([0, 0, 1, 2, 0]);
  });
});
