import {once} from '@site/src/common/once';

/** medium-zoom and its stylesheet, for pages with zoomable images (loaded once one is near the viewport). */
export const loadMediumZoom = once(() => import('./mediumZoom'));
