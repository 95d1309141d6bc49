/**
 * Local Docusaurus plugin: puts the tiny `QUERY_HIDE_SCRIPT` in every page's
 * `<head>`, so `?navbar=0&sidebar=0&outline=0&footer=0` hides those parts
 * before the first paint instead of after hydration. The script only sets
 * `<html data-rslib-hide>`; CSS hides.
 */
import type {Plugin} from '@docusaurus/types';
import {QUERY_HIDE_SCRIPT} from './common/pageSwitches';

export default function queryHideScriptPlugin(): Plugin {
  return {
    name: 'rslib-page-switches',
    injectHtmlTags() {
      return {headTags: [{tagName: 'script', innerHTML: QUERY_HIDE_SCRIPT}]};
    },
  };
}
