import {once} from '@site/src/common/once';

/** The vendor tools menu's entries and their data, loaded on hover, focus or first open. */
export const loadToolsMenuEntries = once(() => import('./Entries'));
