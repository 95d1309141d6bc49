import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import useBaseUrl from '@docusaurus/useBaseUrl';
import {homeLabels} from '@site/src/i18n/labels';
import styles from './styles.module.css';

/**
 * Landing hero (SPEC §2 Landing hero): logo, title, subtitle, description and
 * the two buttons. Texts come from the SPEC §3 translation table through
 * `translate()`; links go through `<Link>` so `/zh/` keeps its locale prefix.
 */
export default function Hero(): ReactNode {
  return (
    <header className={`rslib-hero ${styles.hero}`}>
      <div className={styles.inner}>
        <img
          className={styles.logo}
          src={useBaseUrl('/img/logo.svg')}
          alt={homeLabels.heroLogoAlt()}
          width={128}
          height={128}
        />
        <h1 className={`rslib-hero__title ${styles.title}`}>Rslib</h1>
        <p className={`rslib-hero__subtitle ${styles.subtitle}`}>{homeLabels.subtitle()}</p>
        <p className={`rslib-hero__slogan ${styles.slogan}`}>{homeLabels.slogan()}</p>
        <div className={styles.actions}>
          <Link className={`rslib-hero__action button button--primary button--lg ${styles.action}`} to="/guide/start/">
            {homeLabels.introduction()}
          </Link>
          <Link
            className={`rslib-hero__action button button--secondary button--lg ${styles.action}`}
            to="/guide/start/quick-start">
            {homeLabels.quickStart()}
          </Link>
        </div>
      </div>
    </header>
  );
}
