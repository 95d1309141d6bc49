/**
 * The prefilled GitHub issue that carries a reader's "Was this page helpful?"
 * answer to the maintainers. Nothing is sent by the site: the reader opens
 * this URL in a new tab and submits (or drops) the issue on GitHub. Pure: no
 * DOM, no React, so the build, the browser and the tests share it.
 *
 * The title and body are written in English on purpose: they form a fixed
 * template maintainers triage and search (`in:title "Docs feedback:"`), the
 * same in both locales; the page title and the reader's comment stay in the
 * reader's language, and the body names the locale.
 */
import {REPO_URL} from '../../../common/site';

/** Repository whose issue tracker receives the feedback (the docs live in `website/` there). */
export const FEEDBACK_REPO_URL = REPO_URL;

/**
 * Labels the issue asks for. GitHub applies them only when the reporter may
 * label issues in the repository (maintainers, triagers); for everyone else
 * the title prefix is what identifies feedback issues.
 */
export const FEEDBACK_ISSUE_LABELS: readonly string[] = ['documentation'];

/** Start of every feedback issue's title, followed by the page title. */
export const FEEDBACK_TITLE_PREFIX = 'Docs feedback: ';

/**
 * Longest comment, in UTF-16 code units (what a textarea's `maxLength`
 * counts). It keeps the issue URL well under the ~8 KB GitHub accepts even
 * for Chinese text, whose characters take 9 bytes each once percent-encoded.
 */
export const COMMENT_MAX_LENGTH = 500;

export type FeedbackChoice = 'yes' | 'no';

/** What the issue reports. */
export type FeedbackIssue = {
  /** Repository URL, `https://github.com/owner/name` (a trailing slash is ignored). */
  readonly repoUrl: string;
  /** The doc's title as shown on the page, in its language. */
  readonly pageTitle: string;
  /** Absolute page URL, `https://rslib.rs/zh/guide/start/quick-start`. */
  readonly pageUrl: string;
  /** Site locale, `en` or `zh`. */
  readonly locale: string;
  /** Docs version as readers see it, e.g. `Next (current)` or `1.0`. */
  readonly version: string;
  readonly choice: FeedbackChoice;
  /** The reader's comment; trimmed, cut at `COMMENT_MAX_LENGTH`; may be empty. */
  readonly comment: string;
};

/**
 * Cuts `text` to at most `max` UTF-16 code units without leaving half of a
 * surrogate pair (an emoji) at the end.
 */
export function clampComment(text: string, max = COMMENT_MAX_LENGTH): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max);
  const last = cut.charCodeAt(cut.length - 1);
  return last >= 0xd800 && last <= 0xdbff ? cut.slice(0, -1) : cut;
}

/**
 * The version line of the issue: the version's label, with its internal name
 * when that differs (`Next (current)`, `1.0`).
 * @param version docs plugin version metadata: `label` and `version` name
 */
export function versionText(version: {
  readonly label: string;
  readonly version: string;
}): string {
  return version.label === version.version
    ? version.label
    : `${version.label} (${version.version})`;
}

/** The issue's Markdown body: page, locale, version, answer, then the comment. */
export function feedbackIssueBody(issue: FeedbackIssue): string {
  const comment = clampComment(issue.comment.trim());
  return [
    'Feedback sent from the "Was this page helpful?" form of the documentation website.',
    '',
    `- Page: ${issue.pageUrl}`,
    `- Locale: ${issue.locale}`,
    `- Version: ${issue.version}`,
    `- Helpful: ${issue.choice === 'yes' ? 'Yes' : 'No'}`,
    '',
    '### Comment',
    '',
    comment === '' ? '_No comment._' : comment,
    '',
  ].join('\n');
}

/**
 * URL of GitHub's new-issue form prefilled with the feedback:
 * `<repo>/issues/new?title=…&body=…&labels=…`, every value encoded by
 * `URLSearchParams` (spaces as `+`, which GitHub reads as spaces).
 * @throws TypeError when `repoUrl` is not an absolute URL
 */
export function feedbackIssueUrl(issue: FeedbackIssue): string {
  const url = new URL(`${issue.repoUrl.replace(/\/+$/, '')}/issues/new`);
  url.searchParams.set('title', `${FEEDBACK_TITLE_PREFIX}${issue.pageTitle}`);
  url.searchParams.set('body', feedbackIssueBody(issue));
  url.searchParams.set('labels', FEEDBACK_ISSUE_LABELS.join(','));
  return url.href;
}
