/**
 * @jest-environment node
 *
 * Draws real cards (satori, resvg, fast-png) for the hardest titles the layout
 * allows and checks the PNG: size, colour type, and the 60 KB limit.
 */
import path from 'node:path';
import {decode} from 'fast-png';
import {layoutTitle} from './cardLayout';
import {loadCardAssets, renderCard} from './renderCard';

const LOGO = path.join(
  __dirname,
  '..',
  '..',
  '..',
  '..',
  'static',
  'img',
  'logo.svg',
);
const MAX_BYTES = 60 * 1024;

async function draw(title: string, section: string, locale: string) {
  return renderCard(
    {
      title: layoutTitle(title, locale),
      section,
      siteName: 'Rslib',
      host: 'rslib.rs',
      lang: locale === 'zh' ? 'zh-CN' : 'en',
    },
    loadCardAssets(LOGO),
  );
}

jest.setTimeout(30_000);

it.each([
  ['Quick Start', 'Guide', 'en'],
  ['快速上手', '指南', 'zh'],
  [
    // Longest English title the layout keeps: three full lines at 64 px, wide capitals.
    'WHEN MODULE FEDERATION MEETS DECLARATION FILES AND WORKSPACE MONOREPOS WITH BUNDLELESS OUTPUT',
    'Framework',
    'en',
  ],
  [
    // Three full lines of dense bold Chinese at the smallest size, cut with '…'.
    '配置构建产物格式类型声明文件与样式处理器模块联邦'.repeat(6),
    '配置',
    'zh',
  ],
])(
  'draws %j as a 1200 × 630 indexed PNG of at most 60 KB',
  async (title, section, locale) => {
    const {png, missing} = await draw(title, section, locale);
    expect(missing).toEqual([]);
    expect(png.byteLength).toBeLessThanOrEqual(MAX_BYTES);
    const image = decode(png);
    expect([image.width, image.height]).toEqual([1200, 630]);
    expect(image.channels).toBe(1);
    expect(image.palette?.length).toBeGreaterThan(16);
  },
);

it('reports characters no card font has', async () => {
  const {missing} = await draw('Emoji 🚀', 'Blog', 'en');
  expect(missing.join('')).toContain('🚀');
});

it('draws different titles differently', async () => {
  const a = await draw('Quick Start', 'Guide', 'en');
  const b = await draw('Quick Start', '指南', 'zh');
  expect(Buffer.compare(a.png, b.png)).not.toBe(0);
});

it('fingerprints fonts, logo and renderer versions', () => {
  expect(loadCardAssets(LOGO).fingerprint).toMatch(/^[0-9a-f]{64}$/);
});
