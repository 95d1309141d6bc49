/**
 * Landing page model (hero and feature cards) and the pure helpers that turn it
 * into markup decisions. No rendering and no DOM (React appears as a type
 * only): the data lives in `src/features/home/data/home.ts`
 * / `src/features/home/data/features.ts`, the rendering in `src/features/home/client/*`.
 */
import type {ComponentType, SVGProps} from 'react';

/** A hero button: text, link and theme. */
export type HeroAction = {
  readonly text: string;
  /** Site path (`/guide/start/`, locale prefix added by `<Link>`) or absolute URL. */
  readonly link: string;
  /** `brand` = filled primary button, `alt` = outlined secondary button. */
  readonly theme: 'brand' | 'alt';
};

/** The hero image: src, alt, srcset and sizes of an `<img>`. */
export type HeroImage = {
  /** Site path or URL of the image. */
  readonly src: string;
  readonly alt: string;
  /** `srcset` candidates, joined with `, ` when given as a list. */
  readonly srcset?: string | readonly string[];
  /** `sizes` entries, joined with `, ` when given as a list. */
  readonly sizes?: string | readonly string[];
};

/** Hero of the home page: name, text, tagline, actions, image. */
export type HomeHero = {
  /** Big title (the product name). */
  readonly name: string;
  /** Subtitle; a list renders one line each. */
  readonly text: string | readonly string[];
  /** Description under the subtitle. */
  readonly tagline: string;
  readonly actions: readonly HeroAction[];
  readonly image?: HeroImage;
};

/** Columns a feature card spans in the 12-column grid (default 4). */
export type FeatureSpan = 2 | 3 | 4 | 6;

/**
 * An SVG file imported as a React component (Docusaurus's SVGR loader:
 * `import Icon from '@site/static/img/….svg'`), drawn inline in the page.
 */
export type SvgComponent = ComponentType<SVGProps<SVGSVGElement>>;

/** A feature card: icon, title, details, link, span. */
export type HomeFeature = {
  /**
   * An imported SVG (drawn inline: no request, and no separate SVG document
   * for the browser to build), an image path (`/img/…`, `http…`) or a short
   * text such as an emoji.
   */
  readonly icon: string | SvgComponent;
  readonly title: string;
  readonly details: string;
  /** Where the card leads; a site path or absolute URL. */
  readonly link?: string;
  readonly span?: FeatureSpan;
};

/** Default feature span: 4 of 12 columns, three cards per row. */
export const DEFAULT_FEATURE_SPAN: FeatureSpan = 4;

const SPANS: ReadonlySet<number> = new Set([2, 3, 4, 6]);

/**
 * The span actually used: 2, 3, 4 or 6; anything else (missing, 5, '4', NaN)
 * falls back to the default 4.
 */
export function normalizeFeatureSpan(span: unknown): FeatureSpan {
  return typeof span === 'number' && SPANS.has(span)
    ? (span as FeatureSpan)
    : DEFAULT_FEATURE_SPAN;
}

/**
 * Global class that sizes a feature card in the 12-column grid:
 * `rslib-feature--span-<2|3|4|6>` (styles in `Features/styles.module.css`).
 */
export function featureSpanClass(span: unknown): string {
  return `rslib-feature--span-${normalizeFeatureSpan(span)}`;
}

/** Whether a feature icon is an image path/URL (else it is shown as text). */
export function isImageIcon(icon: string): boolean {
  return (
    /^(\/|\.{1,2}\/|https?:\/\/|data:image\/)/.test(icon) ||
    /\.(svg|png|jpe?g|webp|gif|avif)$/i.test(icon)
  );
}

/** Whether a link leaves the site (opened in a new tab by the cards). */
export function isExternalLink(link: string): boolean {
  return /^[a-z][a-z0-9+.-]*:/i.test(link) || link.startsWith('//');
}

/** Joins a `srcset`/`sizes` list with `, `; `undefined` stays `undefined`. */
export function joinImageList(
  value: string | readonly string[] | undefined,
): string | undefined {
  if (value === undefined) {
    return undefined;
  }
  const joined = typeof value === 'string' ? value : value.join(', ');
  return joined === '' ? undefined : joined;
}

/** Hero subtitle lines: a string is one line. */
export function heroTextLines(
  text: string | readonly string[],
): readonly string[] {
  return typeof text === 'string' ? [text] : text;
}
