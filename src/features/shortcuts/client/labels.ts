/**
 * The label every page needs for the keyboard shortcuts: the list's name (the
 * footer button, the dialog's title). The dialog's other labels are in
 * `listLabels.ts`, which loads with the dialog. One `translate()` call per
 * label, explicit id, English default, a description for translators.
 */
import {translate} from '@docusaurus/Translate';

/** The name of the list: the dialog's title and the footer button. */
export const shortcutLabels = {
  title: () =>
    translate({
      id: 'nav.shortcuts.title',
      message: 'Keyboard shortcuts',
      description:
        'Title of the dialog listing the keyboard shortcuts (opened with ?), and the footer button that opens it',
    }),
};
