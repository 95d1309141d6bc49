/**
 * Swizzled NotFound/Content: the 404 page shown for any unknown path — a big
 * '404', 'PAGE NOT FOUND' and a 'Take me home' link
 * that keeps the language and docs version of the missing URL; the document
 * title is '404 - Rslib'.
 * Eject (the markup differs from upstream), from @docusaurus/theme-classic 3.10.2.
 * This part is swizzled rather than NotFound because the docs plugin (served at
 * `/`) renders NotFound/Content alone for unknown paths. Logic: `useNotFoundPage`
 * and `src/features/not-found/common/notFound.ts`.
 */
import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import {PageMetadata} from '@docusaurus/theme-common'; // (CUSTOM)
import type {Props} from '@theme/NotFound/Content';
import Heading from '@theme/Heading';
import {useNotFoundPage} from '@site/src/features/not-found/client/useNotFoundPage'; // (CUSTOM)
import styles from './styles.module.css'; // (CUSTOM)

export default function NotFoundContent({className}: Props): ReactNode {
  const {contentLang, homeLink, leavesApp, labels} = useNotFoundPage(); // (CUSTOM)
  return (
    <main
      className={clsx(
        'container margin-vert--xl',
        'rslib-not-found',
        styles.notFound,
        className,
      )}
      lang={contentLang}>
      {/* (CUSTOM) Title '404 - site title' ("404 - Rslib") in every language. */}
      <PageMetadata title="404" />
      <Heading as="h1" className={clsx('rslib-not-found__code', styles.code)}>
        404
      </Heading>
      <hr className={styles.divider} />
      <Heading as="h2" className={clsx('rslib-not-found__title', styles.title)}>
        {labels.pageNotFound}
      </Heading>
      {/* (CUSTOM) Another locale's home is another app: full page load, like the locale menu. */}
      <Link
        className={clsx(
          'button button--primary button--outline',
          'rslib-not-found__home',
          styles.home,
        )}
        to={leavesApp ? `pathname://${homeLink}` : homeLink}
        target={leavesApp ? '_self' : undefined}
        autoAddBaseUrl={false}>
        {labels.takeMeHome}
      </Link>
    </main>
  );
}
