/** `@theme/TOCCollapsible/CollapseButton` in jest: our real eject. */
export {default} from '@site/src/theme/TOCCollapsible/CollapseButton';
