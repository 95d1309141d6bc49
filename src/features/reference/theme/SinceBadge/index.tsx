/**
 * The "Added in 0.19" line under the heading of an option or API entry,
 * inserted by `src/features/reference/build/remarkSince.ts` (only pages with
 * a badge import it). Server-rendered text, no state or effect; the
 * `rslib-since` class keeps it out of the search index.
 *
 * @param version the Rslib version that introduced the entry: a minor
 *   (`0.19`) or, for what a patch release added, the release (`0.11.2`)
 */
import React from 'react';
import clsx from 'clsx';
import {referenceLabels} from '../../client/labels';
import styles from './styles.module.css';

export default function SinceBadge({
  version,
}: {
  readonly version: string;
}): React.JSX.Element {
  return (
    <p className={clsx('rslib-since', styles.since)}>
      <span className={styles.badge}>{referenceLabels.since(version)}</span>
    </p>
  );
}
