import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import useBaseUrl from '@docusaurus/useBaseUrl';
import {getHomeFeatures} from '@site/src/features/home/data/features';
import {homeFeatureLabels} from '@site/src/features/home/client/labels';
import {navLabels} from '@site/src/features/navbar/client/labels';
import {
  featureSpanClass,
  isExternalLink,
  isImageIcon,
  type HomeFeature,
} from '@site/src/features/home/client/home';
import styles from './styles.module.css';

export type Props = {
  /** Cards to show; defaults to `getHomeFeatures()`, the landing page's cards. */
  readonly features?: readonly HomeFeature[];
};

/**
 * A card's icon: an imported SVG drawn inline, an image file, or text.
 * @param props.icon see `HomeFeature.icon`
 */
function FeatureIcon({icon}: {readonly icon: HomeFeature['icon']}): ReactNode {
  if (typeof icon !== 'string') {
    const Icon = icon;
    return (
      <Icon
        className={`rslib-feature__icon ${styles.icon}`}
        width={40}
        height={40}
        aria-hidden="true"
        focusable="false"
      />
    );
  }
  return <FeatureFileIcon icon={icon} />;
}

function FeatureFileIcon({icon}: {readonly icon: string}): ReactNode {
  const src = useBaseUrl(icon);
  if (!isImageIcon(icon)) {
    return (
      <span
        className={`rslib-feature__icon ${styles.icon} ${styles.textIcon}`}
        aria-hidden="true">
        {icon}
      </span>
    );
  }
  return (
    <img
      className={`rslib-feature__icon ${styles.icon}`}
      src={src}
      alt=""
      width={40}
      height={40}
      loading="lazy"
    />
  );
}

function FeatureBody({feature}: {readonly feature: HomeFeature}): ReactNode {
  return (
    <>
      <FeatureIcon icon={feature.icon} />
      <h3 className={`rslib-feature__title ${styles.title}`}>
        {feature.title}
      </h3>
      <p className={`rslib-feature__details ${styles.details}`}>
        {feature.details}
      </p>
    </>
  );
}

function FeatureCard({feature}: {readonly feature: HomeFeature}): ReactNode {
  const className = clsx('rslib-feature__card', styles.card);
  if (!feature.link) {
    return (
      <div className={className}>
        <FeatureBody feature={feature} />
      </div>
    );
  }
  if (isExternalLink(feature.link)) {
    return (
      <Link
        className={clsx(className, styles.linked)}
        href={feature.link}
        target="_blank"
        rel="noopener noreferrer">
        <FeatureBody feature={feature} />
        <span className="sr-only">{navLabels.opensInNewTab()}</span>
      </Link>
    );
  }
  return (
    <Link className={clsx(className, styles.linked)} to={feature.link}>
      <FeatureBody feature={feature} />
    </Link>
  );
}

/**
 * Feature cards of the landing page. A card has an
 * icon, title, details, link, span 2/3/4/6 of a 12-column grid, default 4).
 * A card with a link is a link as a whole: site paths through `<Link>` (locale
 * prefix kept), absolute URLs in a new tab. Texts render as text, never HTML.
 */
export default function Features({features}: Props): ReactNode {
  const items = features ?? getHomeFeatures();
  return (
    <section
      className={`rslib-features ${styles.section}`}
      aria-labelledby="home-features-title">
      <h2 id="home-features-title" className="sr-only">
        {homeFeatureLabels.heading()}
      </h2>
      <ul className={styles.grid}>
        {items.map((feature) => (
          <li
            key={feature.title}
            className={clsx(
              'rslib-feature',
              featureSpanClass(feature.span),
              styles.item,
            )}>
            <FeatureCard feature={feature} />
          </li>
        ))}
      </ul>
    </section>
  );
}
