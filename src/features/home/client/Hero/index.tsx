import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import useBaseUrl from '@docusaurus/useBaseUrl';
import {getHomeHero} from '@site/src/features/home/data/home';
import {
  heroTextLines,
  joinImageList,
  type HeroImage,
  type HomeHero,
} from '@site/src/features/home/client/home';
import StarField from '../StarField';
import styles from './styles.module.css';

export type Props = {
  /** Hero content; defaults to `getHomeHero()`, the landing page's hero. */
  readonly hero?: HomeHero;
  /** Whether to draw the decorative star dots; default true. */
  readonly showStars?: boolean;
};

function HeroImageView({image}: {readonly image: HeroImage}): ReactNode {
  return (
    <img
      className={clsx('rslib-hero__image', styles.image)}
      src={useBaseUrl(image.src)}
      srcSet={joinImageList(image.srcset)}
      sizes={joinImageList(image.sizes)}
      alt={image.alt}
      width={128}
      height={128}
      // The hero image is the largest paint: fetch it first. React 18 knows
      // no `fetchPriority` prop, so the attribute is spelled as HTML spells it.
      {...{fetchpriority: 'high'}}
    />
  );
}

/**
 * Landing hero: logo, title, subtitle, description, the two buttons, a
 * background image (`static/img/hero-bg.svg`) and the decorative star field.
 * Content comes from typed data (`HomeHero`: name, text, tagline, actions,
 * image; see `src/features/home/data/home.ts`); action links go through `<Link>` so `/zh/`
 * keeps its locale prefix.
 */
export default function Hero({hero, showStars = true}: Props): ReactNode {
  const {name, text, tagline, actions, image} = hero ?? getHomeHero();
  return (
    <header className={`rslib-hero ${styles.hero}`}>
      {showStars && <StarField />}
      <div className={styles.inner}>
        {image && (
          <div className={styles.imageBox}>
            <HeroImageView image={image} />
          </div>
        )}
        <h1 className={`rslib-hero__title ${styles.title}`}>{name}</h1>
        {heroTextLines(text).map((line) => (
          <p key={line} className={`rslib-hero__subtitle ${styles.subtitle}`}>
            {line}
          </p>
        ))}
        <p className={`rslib-hero__slogan ${styles.slogan}`}>{tagline}</p>
        <div className={styles.actions}>
          {actions.map((action) => (
            <Link
              key={action.link}
              className={clsx(
                'rslib-hero__action',
                `rslib-hero__action--${action.theme}`,
                'button button--lg',
                action.theme === 'brand'
                  ? 'button--primary'
                  : 'button--secondary',
                styles.action,
              )}
              to={action.link}>
              {action.text}
            </Link>
          ))}
        </div>
      </div>
    </header>
  );
}
