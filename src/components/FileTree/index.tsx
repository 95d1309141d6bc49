import React, {type ReactNode} from 'react';
import {mdxLabels} from '@site/src/components/labels';
import styles from './styles.module.css';

export type Props = {
  /**
   * A Markdown nested list: one item per folder or file, a folder's content
   * as its nested list; text in `_emphasis_` after a name is a comment.
   */
  readonly children: ReactNode;
};

/**
 * A directory layout (a generated project, an output folder) drawn as a tree
 * with folder and file icons. It stays a nested list for assistive technology
 * and in the Markdown copies of the page; the icons and guide lines are CSS
 * only (an item with a nested list is a folder).
 */
export default function FileTree({children}: Props): ReactNode {
  return (
    <div
      className={`rslib-file-tree ${styles.fileTree}`}
      role="group"
      aria-label={mdxLabels.fileTree()}>
      {children}
    </div>
  );
}
