/**
 * Eject of `TOCCollapsible/CollapseButton` (Docusaurus 3.10.2, safe to
 * eject). Why: shows the outline title passed as `label` (the same title as
 * the desktop outline, 'ON THIS PAGE' by default) instead of the fixed
 * 'On this page'.
 */
import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import Translate from '@docusaurus/Translate';
import type {Props} from '@theme/TOCCollapsible/CollapseButton';

import styles from './styles.module.css';

export default function TOCCollapsibleCollapseButton({
  collapsed,
  label,
  ...props
}: Props): ReactNode {
  return (
    <button
      type="button"
      {...props}
      className={clsx(
        'clean-btn',
        styles.tocCollapsibleButton,
        !collapsed && styles.tocCollapsibleButtonExpanded,
        props.className,
      )}>
      {label ?? ( // (CUSTOM)
        <Translate
          id="theme.TOCCollapsible.toggleButtonLabel"
          description="The label used by the button on the collapsible TOC component">
          On this page
        </Translate>
      )}
    </button>
  );
}
