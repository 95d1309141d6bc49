/**
 * Labels every doc page needs for "Was this page helpful?": the question and
 * the two answers. The rest (thank-you line, remembered answer, comment form)
 * is in `moreLabels.ts`, which loads after the first answer. One
 * `translate()` call per label, explicit id, English default, a description
 * for translators.
 */
import {translate} from '@docusaurus/Translate';

/** The question and the answers. */
export const feedbackLabels = {
  question: () =>
    translate({
      id: 'docs.feedback.question',
      message: 'Was this page helpful?',
      description:
        'Doc page, end of the page: heading of the feedback section, followed by Yes / No buttons',
    }),
  yes: () =>
    translate({
      id: 'docs.feedback.yes',
      message: 'Yes',
      description: 'Doc page feedback: button answering that the page helped',
    }),
  no: () =>
    translate({
      id: 'docs.feedback.no',
      message: 'No',
      description:
        'Doc page feedback: button answering that the page did not help',
    }),
};
