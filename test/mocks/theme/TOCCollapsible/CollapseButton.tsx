/** `@theme/TOCCollapsible/CollapseButton` in jest: our real eject. */
export {default} from '@site/src/features/outline/theme/TOCCollapsible/CollapseButton';
