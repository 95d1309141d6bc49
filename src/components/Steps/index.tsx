import React, {type ReactNode} from 'react';
import styles from './styles.module.css';

export type Props = {
  /** Markdown content; every `###` heading inside starts a numbered step. */
  readonly children: ReactNode;
};

/** Numbered steps block driven by a CSS counter (SPEC §2 Other features). */
export default function Steps({children}: Props): ReactNode {
  return <div className={`rslib-steps ${styles.steps}`}>{children}</div>;
}
