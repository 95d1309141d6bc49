/**
 * Social links of the navbar (at most 3 inline, so the navbar stays uncluttered). Pure.
 */
import type {
  SocialIconName,
  SocialLink,
} from '../../theme-options/common/themeOptions';

/** Links shown directly in the navbar; the rest go into a hover menu. */
export const MAX_INLINE_SOCIAL_LINKS = 3;

/** Splits links into the first `max` (inline) and the rest (hover menu), keeping order. */
export function splitSocialLinks<T>(
  links: readonly T[],
  max = MAX_INLINE_SOCIAL_LINKS,
): {inline: T[]; more: T[]} {
  return {inline: links.slice(0, max), more: links.slice(max)};
}

const ICON_LABELS: Record<SocialIconName, string> = {
  github: 'GitHub',
  x: 'X',
  discord: 'Discord',
};

/**
 * Accessible name: the configured label, else the drawn icon's name. Custom
 * icons always carry a label (`normalizeSocialLink` drops them otherwise).
 */
export function socialLinkLabel(link: SocialLink): string {
  if (link.label) return link.label;
  return typeof link.icon === 'string' ? ICON_LABELS[link.icon] : link.content;
}

/** Site path or URL of the icon's image: drawn icons live in `static/img/social/`. */
export function socialIconSrc(link: SocialLink): string {
  return typeof link.icon === 'string'
    ? `/img/social/${link.icon}.svg`
    : link.icon.src;
}
