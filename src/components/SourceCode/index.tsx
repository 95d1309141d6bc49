import React, {type ReactNode} from 'react';
import {mdxLabels} from '@site/src/components/labels';
import {sourceHostOf} from '@site/src/components/SourceCode/sourceHost';
import styles from './styles.module.css';
import Link from '@docusaurus/Link';

export type Props = {
  /** Absolute URL of the source file (GitHub or GitLab). */
  readonly href: string;
  /** Link text; defaults to the translated 'Source'. */
  readonly label?: string;
};

const ICONS = {
  github:
    'M12 .5a12 12 0 0 0-3.8 23.4c.6.1.8-.3.8-.6v-2.2c-3.3.7-4-1.4-4-1.4-.6-1.4-1.4-1.8-1.4-1.8-1-.7.1-.7.1-.7 1.2.1 1.8 1.2 1.8 1.2 1 1.8 2.8 1.3 3.5 1 .1-.8.4-1.3.7-1.6-2.7-.3-5.5-1.3-5.5-5.9 0-1.3.5-2.4 1.2-3.2-.1-.3-.5-1.5.1-3.2 0 0 1-.3 3.3 1.2a11.5 11.5 0 0 1 6 0C17.3 4.6 18.3 5 18.3 5c.7 1.7.3 2.9.1 3.2.8.8 1.2 1.9 1.2 3.2 0 4.6-2.8 5.6-5.5 5.9.4.4.8 1.1.8 2.2v3.3c0 .3.2.7.8.6A12 12 0 0 0 12 .5Z',
  gitlab:
    'm23.6 9.6-.03-.09-3.27-8.5a.85.85 0 0 0-1.62.08l-2.2 6.76H7.52L5.32 1.09a.85.85 0 0 0-1.62-.08L.43 9.5l-.03.09a6.06 6.06 0 0 0 2.01 7l.01.01.03.02 4.97 3.72 2.46 1.86 1.5 1.13a1 1 0 0 0 1.22 0l1.5-1.13 2.46-1.86 5-3.74h.01a6.06 6.06 0 0 0 2.01-7Z',
} as const;

/** 'Source' link from a doc page to an implementation file, opening in a new tab. */
export default function SourceCode({href, label}: Props): ReactNode {
  const host = sourceHostOf(href);
  return (
    <p className={`rslib-source-code ${styles.source}`}>
      <Link
        href={href}
        target="_blank"
        rel="noopener noreferrer"
        data-host={host}>
        <svg
          viewBox="0 0 24 24"
          width="16"
          height="16"
          aria-hidden="true"
          focusable="false">
          <path fill="currentColor" d={ICONS[host]} />
        </svg>
        <span>{label ?? mdxLabels.source()}</span>
      </Link>
    </p>
  );
}
