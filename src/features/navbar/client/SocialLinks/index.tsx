import React, {useId, type CSSProperties, type ReactNode} from 'react';
import clsx from 'clsx';
import useBaseUrl from '@docusaurus/useBaseUrl';
import {navLabels} from '@site/src/features/navbar/client/labels';
import {
  socialIconSrc,
  socialLinkLabel,
  splitSocialLinks,
} from '@site/src/features/navbar/common/socialLinks';
import type {SocialLink as SocialLinkConfig} from '@site/src/features/theme-options/common/themeOptions';
import styles from './styles.module.css';
import Link from '@docusaurus/Link';

export type Props = {
  readonly links: readonly SocialLinkConfig[];
  /** `navbar`: first 3 inline, the rest in a hover menu; `menu`: all in one row (mobile menu). */
  readonly layout?: 'navbar' | 'menu';
  readonly className?: string;
};

function SocialIcon({link}: {readonly link: SocialLinkConfig}): ReactNode {
  const src = useBaseUrl(socialIconSrc(link));
  return (
    <span
      className={clsx('rslib-social-icon', styles.icon)}
      style={{'--rslib-social-icon': `url("${src}")`} as CSSProperties}
      aria-hidden="true"
    />
  );
}

/** The hover/focus content of a `text`, `img` or `dom` link. */
function PopoverContent({
  link,
  label,
}: {
  readonly link: SocialLinkConfig;
  readonly label: string;
}): ReactNode {
  const imgSrc = useBaseUrl(link.content);
  switch (link.mode) {
    case 'img':
      return <img className={styles.popoverImage} src={imgSrc} alt={label} />;
    case 'dom':
      // Maintainer-written HTML from docusaurus.config.ts (never visitor input): the `dom` mode's purpose.
      return <div dangerouslySetInnerHTML={{__html: link.content}} />;
    default:
      return <span>{link.content}</span>;
  }
}

/**
 * One social link in its mode: `link` is an icon
 * link opening `content` in a new tab; `text`, `img` and `dom` are an icon
 * button that shows the content (text as text, an image, maintainer HTML) on
 * hover and keyboard focus.
 */
export function SocialLink({
  link,
  withLabel = false,
}: {
  readonly link: SocialLinkConfig;
  readonly withLabel?: boolean;
}): ReactNode {
  const label = socialLinkLabel(link);
  const popoverId = useId();
  const visibleLabel = withLabel ? (
    <span className={styles.label}>{label}</span>
  ) : null;
  if (link.mode === 'link') {
    return (
      <Link
        className={clsx('rslib-social-link', styles.link)}
        href={link.content}
        target="_blank"
        rel="noopener noreferrer"
        aria-label={
          withLabel ? undefined : `${label} ${navLabels.opensInNewTab()}`
        }
        data-mode="link">
        <SocialIcon link={link} />
        {visibleLabel}
        {withLabel ? (
          <span className="sr-only">{navLabels.opensInNewTab()}</span>
        ) : null}
      </Link>
    );
  }
  return (
    <span
      className={clsx('rslib-social-link', styles.popoverHost)}
      data-mode={link.mode}>
      <button
        type="button"
        className={clsx('clean-btn', styles.link)}
        aria-label={withLabel ? undefined : label}
        aria-describedby={popoverId}>
        <SocialIcon link={link} />
        {visibleLabel}
      </button>
      <span
        id={popoverId}
        role="tooltip"
        className={clsx('rslib-social-link__popover', styles.popover)}>
        <PopoverContent link={link} label={label} />
      </span>
    </span>
  );
}

function MoreIcon(): ReactNode {
  return (
    <svg
      width="20"
      height="20"
      viewBox="0 0 20 20"
      fill="currentColor"
      aria-hidden="true">
      <circle cx="4" cy="10" r="1.75" />
      <circle cx="10" cy="10" r="1.75" />
      <circle cx="16" cy="10" r="1.75" />
    </svg>
  );
}

/**
 * Social links of the navbar: the first 3 show directly, any further ones
 * sit in a menu (so the navbar keeps its width) opening on hover and
 * keyboard focus. Renders nothing without links.
 */
export default function SocialLinks({
  links,
  layout = 'navbar',
  className,
}: Props): ReactNode {
  if (links.length === 0) return null;
  const {inline, more} =
    layout === 'navbar'
      ? splitSocialLinks(links)
      : {inline: [...links], more: []};
  return (
    <div
      className={clsx(
        'rslib-social-links',
        styles.root,
        layout === 'menu' && styles.menuLayout,
        className,
      )}>
      {inline.map((link, index) => (
        <SocialLink key={index} link={link} />
      ))}
      {more.length > 0 ? (
        <div className={clsx('rslib-social-more', styles.more)}>
          <button
            type="button"
            className={clsx('clean-btn', styles.link)}
            aria-label={navLabels.moreSocialLinks()}
            aria-haspopup="true">
            <MoreIcon />
          </button>
          <ul className={clsx('rslib-social-more__menu', styles.moreMenu)}>
            {more.map((link, index) => (
              <li key={index}>
                <SocialLink link={link} withLabel />
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </div>
  );
}
