/**
 * Labels shown once a "Was this page helpful?" question has an answer (the
 * thank-you line, the remembered answer, the comment form): they load with
 * that part, not with every doc page. One `translate()` call per label,
 * explicit id, English default, a description for translators.
 */
import {translate} from '@docusaurus/Translate';

/** The thank-you line, the remembered answer and the comment form. */
export const feedbackMoreLabels = {
  thanks: () =>
    translate({
      id: 'docs.feedback.thanks',
      message: 'Thank you for your feedback!',
      description:
        'Doc page feedback: line shown (and read by screen readers) right after the reader answered Yes or No',
    }),
  rememberedYes: () =>
    translate({
      id: 'docs.feedback.rememberedYes',
      message:
        'You told us earlier that this page was helpful. Choose again to change your answer.',
      description:
        'Doc page feedback: note under the Yes / No buttons (Yes shown as chosen) when the reader answered Yes on this page on an earlier visit',
    }),
  rememberedNo: () =>
    translate({
      id: 'docs.feedback.rememberedNo',
      message:
        'You told us earlier that this page was not helpful. Choose again to change your answer.',
      description:
        'Doc page feedback: note under the Yes / No buttons (No shown as chosen) when the reader answered No on this page on an earlier visit',
    }),
  comment: () =>
    translate({
      id: 'docs.feedback.comment',
      message: 'What could we improve? (optional)',
      description:
        'Doc page feedback: visible label of the comment box shown after the reader answered',
    }),
  /**
   * @param count characters typed
   * @param max most characters allowed
   */
  count: (count: number, max: number) =>
    translate(
      {
        id: 'docs.feedback.count',
        message: '{count}/{max} characters',
        description:
          'Doc page feedback: character count under the comment box; {count} typed, {max} allowed',
      },
      {count, max},
    ),
  openIssue: () =>
    translate({
      id: 'docs.feedback.openIssue',
      message: 'Send on GitHub',
      description:
        'Doc page feedback: link that opens a GitHub issue prefilled with the answer and the comment (new tab)',
    }),
  hint: () =>
    translate({
      id: 'docs.feedback.hint',
      message:
        'Opens a GitHub issue with the page address, your answer and your comment filled in. Nothing is sent until you submit it there.',
      description:
        'Doc page feedback: note under the GitHub link explaining what it does',
    }),
};
