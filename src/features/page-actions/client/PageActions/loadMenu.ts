import {once} from '@site/src/common/once';

/** The page menu beside the title ("Copy page" ▾): View as Markdown, AI chats; loaded on hover, focus or first open. */
export const loadPageActionsMenu = once(() => import('./Menu'));
