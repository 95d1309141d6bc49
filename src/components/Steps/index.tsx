import React, {type ReactNode} from 'react';
import styles from './styles.module.css';

export type Props = {
  /** Markdown content; every `###` heading inside starts a numbered step. */
  readonly children: ReactNode;
};

/** Numbered steps block for MDX pages, driven by a CSS counter. */
export default function Steps({children}: Props): ReactNode {
  return <div className={`rslib-steps ${styles.steps}`}>{children}</div>;
}
