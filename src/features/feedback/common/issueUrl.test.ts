import {
  COMMENT_MAX_LENGTH,
  clampComment,
  feedbackIssueBody,
  feedbackIssueUrl,
  versionText,
  type FeedbackIssue,
} from './issueUrl';

const ISSUE: FeedbackIssue = {
  repoUrl: 'https://github.com/web-infra-dev/rslib',
  pageTitle: 'Quick Start',
  pageUrl: 'https://rslib.rs/guide/start/quick-start',
  locale: 'en',
  version: 'Next (current)',
  choice: 'yes',
  comment: 'Clear & short, thanks!',
};

function params(url: string): Record<string, string> {
  return Object.fromEntries(new URL(url).searchParams);
}

describe('feedbackIssueUrl', () => {
  it('opens the repository’s new-issue form with exactly title, body and labels', () => {
    const url = new URL(feedbackIssueUrl(ISSUE));
    expect(url.origin + url.pathname).toBe(
      'https://github.com/web-infra-dev/rslib/issues/new',
    );
    expect([...url.searchParams.keys()]).toEqual(['title', 'body', 'labels']);
    expect(params(url.href)).toEqual({
      title: 'Docs feedback: Quick Start',
      body: [
        'Feedback sent from the "Was this page helpful?" form of the documentation website.',
        '',
        '- Page: https://rslib.rs/guide/start/quick-start',
        '- Locale: en',
        '- Version: Next (current)',
        '- Helpful: Yes',
        '',
        '### Comment',
        '',
        'Clear & short, thanks!',
        '',
      ].join('\n'),
      labels: 'documentation',
    });
  });

  it('encodes every value: no raw &, # or spaces leak into the query', () => {
    const url = feedbackIssueUrl({
      ...ISSUE,
      pageTitle: 'a & b #c',
      comment: 'x=1&labels=bug#frag',
    });
    expect(url).not.toContain('#');
    expect(url.split('?')[1].split('&')).toHaveLength(3);
    expect(params(url).title).toBe('Docs feedback: a & b #c');
    expect(params(url).body).toContain('\nx=1&labels=bug#frag\n');
    expect(params(url).labels).toBe('documentation');
  });

  it('keeps Chinese titles and comments intact (percent-encoded UTF-8)', () => {
    const url = feedbackIssueUrl({
      ...ISSUE,
      pageTitle: '快速上手',
      pageUrl: 'https://rslib.rs/zh/guide/start/quick-start',
      locale: 'zh',
      choice: 'no',
      comment: '示例代码缺少 `rslib.config.ts` 的完整内容。',
    });
    expect(url).toContain('title=Docs+feedback%3A+%E5%BF%AB%E9%80%9F');
    const {title, body} = params(url);
    expect(title).toBe('Docs feedback: 快速上手');
    expect(body).toContain(
      '- Page: https://rslib.rs/zh/guide/start/quick-start',
    );
    expect(body).toContain('- Locale: zh');
    expect(body).toContain('- Helpful: No');
    expect(body).toContain('\n示例代码缺少 `rslib.config.ts` 的完整内容。\n');
  });

  it('cuts a long comment at the limit and keeps the URL under 8 KB, even in Chinese', () => {
    const long = '文'.repeat(COMMENT_MAX_LENGTH * 3);
    const url = feedbackIssueUrl({...ISSUE, comment: long});
    const comment = params(url).body.split('### Comment\n\n')[1].trimEnd();
    expect(comment).toBe('文'.repeat(COMMENT_MAX_LENGTH));
    expect(url.length).toBeLessThan(8000);
  });

  it('writes a placeholder for an empty or blank comment', () => {
    expect(
      params(feedbackIssueUrl({...ISSUE, comment: '  \n '})).body,
    ).toContain('### Comment\n\n_No comment._\n');
  });

  it('ignores a trailing slash of the repository URL', () => {
    expect(
      feedbackIssueUrl({...ISSUE, repoUrl: 'https://github.com/o/r/'}),
    ).toMatch(/^https:\/\/github\.com\/o\/r\/issues\/new\?title=/);
  });

  it('throws on a relative repository URL', () => {
    expect(() => feedbackIssueUrl({...ISSUE, repoUrl: 'o/r'})).toThrow(
      /Invalid URL/,
    );
  });
});

describe('feedbackIssueBody', () => {
  it('trims the comment', () => {
    expect(feedbackIssueBody({...ISSUE, comment: '\n  ok \n'})).toMatch(
      /### Comment\n\nok\n$/,
    );
  });
});

describe('clampComment', () => {
  it('leaves short text alone', () => {
    expect(clampComment('abc', 3)).toBe('abc');
  });

  it('never ends on half of a surrogate pair', () => {
    expect(clampComment('ab😀', 3)).toBe('ab');
    expect(clampComment('a😀b', 3)).toBe('a😀');
  });
});

describe('versionText', () => {
  it('shows the label, with the version name when it differs', () => {
    expect(versionText({label: 'Next', version: 'current'})).toBe(
      'Next (current)',
    );
    expect(versionText({label: '1.0', version: '1.0'})).toBe('1.0');
  });
});
