/**
 * Props our ejected theme components add to Docusaurus's declarations
 * (interfaces merge): the outline dropdown's button label.
 */
import type {ReactNode} from 'react';

declare module '@theme/TOCCollapsible/CollapseButton' {
  export interface Props {
    /** Button label; Docusaurus's 'On this page' when absent. */
    readonly label?: ReactNode;
  }
}
