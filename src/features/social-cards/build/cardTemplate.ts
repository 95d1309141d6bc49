/**
 * The social card's design, as the element tree satori lays out (flexbox,
 * inline styles; React elements written as plain objects so this build code
 * needs no JSX). Dark page background of the site, the logo and "Rslib" at
 * the top, the section name in the brand orange, the title in white, the
 * site's host and an orange bar at the bottom: flat colours only, so the PNG
 * stays small (see `palette.ts`). Change the design here and bump
 * `TEMPLATE_VERSION`, which is part of every card's cache key.
 */
import {CARD_HEIGHT, CARD_WIDTH} from '../common/socialCard';
import type {PaletteSpec} from './palette';
import {TITLE_WIDTH, type TitleLayout} from './cardLayout';

/** Bump when the design changes: cached cards of older designs are then redrawn. */
export const TEMPLATE_VERSION = 1;

/** Colours of the card (the site's dark theme and the logo's gradient). */
export const CARD_COLOURS = {
  /** `--ifm-background-color` in dark mode (src/css/custom.css). */
  background: '#0b0c0e',
  title: '#ffffff',
  /** `--ifm-color-primary` in dark mode. */
  section: '#ff922b',
  footer: '#a1a1aa',
  /** The logo gradient's stops (static/img/logo.svg). */
  accentFrom: '#ff7a1a',
  accentTo: '#e03131',
} as const;

/** The palette the drawn card is reduced to: every ink of the template in 16 anti-aliasing steps. */
export const CARD_PALETTE: PaletteSpec = {
  background: CARD_COLOURS.background,
  inks: [
    CARD_COLOURS.title,
    CARD_COLOURS.section,
    CARD_COLOURS.footer,
    CARD_COLOURS.accentFrom,
  ],
  inkSteps: 16,
  logo: {
    from: CARD_COLOURS.accentFrom,
    to: CARD_COLOURS.accentTo,
    steps: 12,
    shape: '#ffffff',
    shapeSteps: 8,
  },
};

/** Font families, registered under these names by `renderCard.ts`. */
export const LATIN_FONT = 'Inter';
export const CJK_FONT = 'Noto Sans CJK SC';

type Style = Record<string, string | number>;
export type CardNode = {
  readonly type: string;
  readonly props: {
    readonly style?: Style;
    readonly lang?: string;
    readonly src?: string;
    readonly width?: number;
    readonly height?: number;
    readonly children?: string | CardNode | readonly (string | CardNode)[];
  };
};

function div(style: Style, ...children: (string | CardNode)[]): CardNode {
  return {
    type: 'div',
    props: {style, children: children.length === 1 ? children[0] : children},
  };
}

export type CardContent = {
  readonly title: TitleLayout;
  /** The translated section name ("Guide", "指南"). */
  readonly section: string;
  /** The site's name beside the logo ("Rslib"). */
  readonly siteName: string;
  /** The site's host in the footer ("rslib.rs"). */
  readonly host: string;
  /** `lang` of the text (`en`, `zh-CN`): CJK glyph forms and line breaking. */
  readonly lang: string;
  /** The logo as a `data:image/svg+xml;base64,…` URL. */
  readonly logo: string;
};

/** The card's element tree for satori, 1200 × 630. */
export function cardElement(content: CardContent): CardNode {
  const {title} = content;
  return {
    type: 'div',
    props: {
      lang: content.lang,
      style: {
        width: CARD_WIDTH,
        height: CARD_HEIGHT,
        display: 'flex',
        flexDirection: 'column',
        boxSizing: 'border-box',
        padding: '64px 80px 60px',
        backgroundColor: CARD_COLOURS.background,
        color: CARD_COLOURS.title,
        fontFamily: `${LATIN_FONT}, ${CJK_FONT}`,
      },
      children: [
        div(
          {display: 'flex', alignItems: 'center', height: 64, flexShrink: 0},
          {
            type: 'img',
            props: {src: content.logo, width: 64, height: 64},
          },
          div(
            {marginLeft: 20, fontSize: 40, fontWeight: 700},
            content.siteName,
          ),
        ),
        div(
          {
            display: 'flex',
            flexDirection: 'column',
            justifyContent: 'center',
            flexGrow: 1,
            width: TITLE_WIDTH,
          },
          div(
            {
              fontSize: 32,
              fontWeight: 600,
              color: CARD_COLOURS.section,
              marginBottom: 18,
            },
            content.section,
          ),
          div(
            {
              display: 'block',
              width: TITLE_WIDTH,
              fontSize: title.fontSize,
              fontWeight: 700,
              lineHeight: 1.2,
              // A word longer than a line breaks instead of running off the card.
              wordBreak: 'break-word',
              lineClamp: title.maxLines,
            },
            title.text,
          ),
        ),
        div(
          {
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'space-between',
            height: 36,
            flexShrink: 0,
            fontSize: 28,
            fontWeight: 600,
            color: CARD_COLOURS.footer,
          },
          div({}, content.host),
          div({
            width: 120,
            height: 8,
            borderRadius: 4,
            backgroundColor: CARD_COLOURS.accentFrom,
          }),
        ),
      ],
    },
  };
}
