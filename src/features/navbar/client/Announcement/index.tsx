import React, {useEffect, useState, type ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import {browserStorage} from '@site/src/common/browserEnv';
import {
  dismissAnnouncement,
  isAnnouncementDismissed,
} from '@site/src/features/navbar/client/globalUI';
import styles from './styles.module.css';

export type Props = {
  /** Where the message links to: a site path (locale prefix added) or a full URL. */
  readonly href: string;
  /** The message, already localized; shown as text. */
  readonly message: ReactNode;
  /** localStorage key that records the closing ('true'). */
  readonly storageKey: string;
  /** Accessible name of the close icon. */
  readonly closeLabel: string;
  /** `false` renders nothing. */
  readonly display?: boolean;
};

/**
 * Dismissible announcement bar: a message link
 * and a close icon. Starts visible; once closed it stays hidden for good
 * (`'true'` under `storageKey`). Rendered on the server so nothing shifts on
 * hydration; the no-flash script hides it before the first paint for visitors
 * who closed it (`html[data-rslib-announcement-dismissed]`). Blocked storage
 * only means the choice is not remembered.
 */
export default function Announcement({
  href,
  message,
  storageKey,
  closeLabel,
  display = true,
}: Props): ReactNode {
  const [dismissed, setDismissed] = useState(false);
  useEffect(() => {
    setDismissed(isAnnouncementDismissed(browserStorage(), storageKey));
  }, [storageKey]);

  if (!display || dismissed) {
    return null;
  }
  return (
    <div className={clsx('rslib-announcement', styles.bar)}>
      <Link className={clsx('rslib-announcement__link', styles.link)} to={href}>
        {message}
      </Link>
      <button
        type="button"
        className={clsx('clean-btn', 'rslib-announcement__close', styles.close)}
        aria-label={closeLabel}
        onClick={() => {
          setDismissed(true);
          dismissAnnouncement(browserStorage(), storageKey);
        }}>
        <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true">
          <path
            d="M6 6l12 12M18 6L6 18"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinecap="round"
          />
        </svg>
      </button>
    </div>
  );
}
