/**
 * Props our ejected theme components add to Docusaurus's declarations
 * (interfaces merge): the outline title (SPEC §2 doc page).
 */
import type {ReactNode} from 'react';

declare module '@theme/TOC' {
  export interface Props {
    /** Title shown above the outline, e.g. 'ON THIS PAGE'. */
    readonly title?: ReactNode;
  }
}

declare module '@theme/TOCCollapsible' {
  export interface Props {
    /** Label of the dropdown button, e.g. 'ON THIS PAGE'. */
    readonly title?: ReactNode;
  }
}

declare module '@theme/TOCCollapsible/CollapseButton' {
  export interface Props {
    /** Button label; Docusaurus's 'On this page' when absent. */
    readonly label?: ReactNode;
  }
}
