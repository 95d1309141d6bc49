import {
  featureSpanClass,
  heroTextLines,
  isExternalLink,
  isImageIcon,
  joinImageList,
  normalizeFeatureSpan,
} from './home';

describe('featureSpanClass', () => {
  it.each([
    [2, 'rslib-feature--span-2'],
    [3, 'rslib-feature--span-3'],
    [4, 'rslib-feature--span-4'],
    [6, 'rslib-feature--span-6'],
    [undefined, 'rslib-feature--span-4'],
    [5, 'rslib-feature--span-4'],
    [12, 'rslib-feature--span-4'],
    [0, 'rslib-feature--span-4'],
    ['6', 'rslib-feature--span-4'],
    [Number.NaN, 'rslib-feature--span-4'],
    [null, 'rslib-feature--span-4'],
  ])('span %p → %s', (span, className) => {
    expect(featureSpanClass(span)).toBe(className);
  });

  it('defaults to 4 of 12 columns', () => {
    expect(normalizeFeatureSpan(undefined)).toBe(4);
  });
});

describe('isImageIcon', () => {
  it.each([
    ['/img/features/formats.svg', true],
    ['https://assets.example.com/icon.png', true],
    ['./icon.webp', true],
    ['icon.svg', true],
    ['📦', false],
    ['⚡️', false],
    ['ESM', false],
  ])('%s → %p', (icon, image) => {
    expect(isImageIcon(icon)).toBe(image);
  });
});

describe('isExternalLink', () => {
  it.each([
    ['/guide/start/', false],
    ['/guide/start/features#speed', false],
    ['https://rsbuild.rs/', true],
    ['//cdn.example.com/x', true],
    ['mailto:a@b.c', true],
  ])('%s → %p', (link, external) => {
    expect(isExternalLink(link)).toBe(external);
  });
});

describe('joinImageList', () => {
  it.each([
    [undefined, undefined],
    ['', undefined],
    [
      '/img/logo.png 1x, /img/logo@2x.png 2x',
      '/img/logo.png 1x, /img/logo@2x.png 2x',
    ],
    [
      ['/img/logo.png 1x', '/img/logo@2x.png 2x'],
      '/img/logo.png 1x, /img/logo@2x.png 2x',
    ],
    [['(max-width: 600px) 96px', '128px'], '(max-width: 600px) 96px, 128px'],
  ])('%p → %p', (value, joined) => {
    expect(joinImageList(value)).toBe(joined);
  });
});

describe('heroTextLines', () => {
  it.each([
    ['one', ['one']],
    [
      ['one', 'two'],
      ['one', 'two'],
    ],
  ])('%p → %p', (text, lines) => {
    expect(heroTextLines(text)).toEqual(lines);
  });
});
