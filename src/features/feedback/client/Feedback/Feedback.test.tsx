import React from 'react';
import {fireEvent, screen, waitFor} from '@testing-library/react';
import {renderWithContext} from '@site/test/helpers/renderWithContext';
import {useCodeTranslations} from '@site/test/mocks/codeTranslations';
import Feedback from './';

const VERSION = {label: 'Next', version: 'current'};

/** The issue link's query parameters. */
function issueParams(): Record<string, string> {
  const link = screen.getByRole('link', {name: /Send on GitHub|在 GitHub/});
  return Object.fromEntries(new URL(link.getAttribute('href')!).searchParams);
}

afterEach(() => {
  window.localStorage.clear();
});

it('asks the question in a labelled section with Yes / No buttons, nothing pressed', () => {
  renderWithContext(
    <Feedback permalink="/a" title="Quick Start" version={VERSION} />,
  );
  const section = screen.getByRole('region', {name: 'Was this page helpful?'});
  expect(section.tagName).toBe('SECTION');
  expect(
    screen.getByRole('heading', {level: 2, name: 'Was this page helpful?'}),
  ).toBeInTheDocument();
  for (const name of ['Yes', 'No']) {
    expect(screen.getByRole('button', {name})).toHaveAttribute(
      'aria-pressed',
      'false',
    );
  }
  expect(screen.getByRole('status')).toBeEmptyDOMElement();
  expect(screen.queryByRole('textbox')).toBeNull();
});

it('Yes: pressed and stored for the page at once, then thanks in the live region and the comment form with its issue link', async () => {
  renderWithContext(
    <Feedback
      permalink="/guide/start/quick-start"
      title="Quick Start"
      version={VERSION}
    />,
    {pathname: '/guide/start/quick-start'},
  );
  fireEvent.click(screen.getByRole('button', {name: 'Yes'}));
  expect(screen.getByRole('button', {name: 'Yes'})).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  expect(screen.getByRole('button', {name: 'No'})).toHaveAttribute(
    'aria-pressed',
    'false',
  );
  expect(
    window.localStorage.getItem('rslib-feedback:en:/guide/start/quick-start'),
  ).toBe('yes');

  const comment = await screen.findByLabelText(
    'What could we improve? (optional)',
  );
  expect(screen.getByRole('status')).toHaveTextContent(
    'Thank you for your feedback!',
  );
  expect(comment.tagName).toBe('TEXTAREA');
  expect(comment).toHaveAttribute('maxLength', '500');
  expect(comment).toHaveAccessibleDescription('0/500 characters');
  const link = screen.getByRole('link', {
    name: 'Send on GitHub (opens in a new tab)',
  });
  expect(link).toHaveAttribute('target', '_blank');
  expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  expect(link.getAttribute('href')).toMatch(
    /^https:\/\/github\.com\/web-infra-dev\/rslib\/issues\/new\?title=/,
  );
  expect(issueParams()).toEqual({
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
      '_No comment._',
      '',
    ].join('\n'),
    labels: 'documentation',
  });

  fireEvent.change(comment, {target: {value: 'More examples'}});
  expect(comment).toHaveAccessibleDescription('13/500 characters');
  expect(issueParams().body).toMatch(/### Comment\n\nMore examples\n$/);
});

it('keeps a click given while the rest loads: the answer shows at once, thanks and form follow', async () => {
  renderWithContext(<Feedback permalink="/b" title="B" version={VERSION} />);
  fireEvent.click(screen.getByRole('button', {name: 'No'}));
  // Before the code of the rest has arrived.
  expect(screen.getByRole('button', {name: 'No'})).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  expect(screen.queryByRole('textbox')).toBeNull();
  await screen.findByRole('textbox');
  expect(screen.getByRole('status')).toHaveTextContent(
    'Thank you for your feedback!',
  );
  expect(issueParams().body).toContain('- Helpful: No');
});

it('shows a remembered answer as the pressed button with a note; choosing again changes it', async () => {
  window.localStorage.setItem('rslib-feedback:en:/c', 'no');
  renderWithContext(<Feedback permalink="/c" title="C" version={VERSION} />);
  expect(screen.getByRole('button', {name: 'No'})).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  expect(screen.getByRole('button', {name: 'Yes'})).toHaveAttribute(
    'aria-pressed',
    'false',
  );
  expect(
    await screen.findByText(
      'You told us earlier that this page was not helpful. Choose again to change your answer.',
    ),
  ).toBeInTheDocument();
  // Not announced: the live region stays empty, there is no comment form.
  expect(screen.getByRole('status')).toBeEmptyDOMElement();
  expect(screen.queryByRole('textbox')).toBeNull();

  fireEvent.click(screen.getByRole('button', {name: 'Yes'}));
  expect(screen.getByRole('button', {name: 'Yes'})).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  expect(screen.getByRole('button', {name: 'No'})).toHaveAttribute(
    'aria-pressed',
    'false',
  );
  expect(window.localStorage.getItem('rslib-feedback:en:/c')).toBe('yes');
  expect(screen.getByRole('status')).toHaveTextContent(
    'Thank you for your feedback!',
  );
  expect(screen.queryByText(/You told us earlier/)).toBeNull();
  await screen.findByRole('textbox');
});

it('works for the visit when localStorage throws', async () => {
  const getter = jest
    .spyOn(window, 'localStorage', 'get')
    .mockImplementation(() => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    });
  const error = jest.spyOn(console, 'error');
  try {
    const {unmount} = renderWithContext(
      <Feedback permalink="/d" title="D" version={VERSION} />,
    );
    fireEvent.click(screen.getByRole('button', {name: 'Yes'}));
    await screen.findByRole('textbox');
    expect(screen.getByRole('status')).toHaveTextContent(
      'Thank you for your feedback!',
    );
    unmount();
    // Another visit of the page in the same session: the answer is kept in memory.
    renderWithContext(<Feedback permalink="/d" title="D" version={VERSION} />);
    expect(screen.getByRole('button', {name: 'Yes'})).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(
      await screen.findByText(
        /^You told us earlier that this page was helpful/,
      ),
    ).toBeInTheDocument();
    expect(error).not.toHaveBeenCalled();
  } finally {
    getter.mockRestore();
    error.mockRestore();
  }
});

it('speaks Chinese on /zh/ and reports the zh locale and the Chinese comment', async () => {
  useCodeTranslations('zh');
  renderWithContext(
    <Feedback
      permalink="/zh/guide/start/quick-start"
      title="快速上手"
      version={VERSION}
    />,
    {locale: 'zh', pathname: '/zh/guide/start/quick-start'},
  );
  expect(
    screen.getByRole('region', {name: '此页面对你有帮助吗？'}),
  ).toBeInTheDocument();
  fireEvent.click(screen.getByRole('button', {name: '没有帮助'}));
  await waitFor(() =>
    expect(screen.getByRole('status')).toHaveTextContent('感谢你的反馈！'),
  );
  expect(
    window.localStorage.getItem(
      'rslib-feedback:zh:/zh/guide/start/quick-start',
    ),
  ).toBe('no');
  const comment = await screen.findByLabelText('有什么需要改进的？（可选）');
  fireEvent.change(comment, {target: {value: '缺少示例'}});
  expect(comment).toHaveAccessibleDescription('已输入 4/500 个字符');
  await waitFor(() =>
    expect(issueParams()).toEqual({
      title: 'Docs feedback: 快速上手',
      body: expect.stringContaining(
        '- Page: https://rslib.rs/zh/guide/start/quick-start\n- Locale: zh\n- Version: Next (current)\n- Helpful: No\n\n### Comment\n\n缺少示例\n',
      ),
      labels: 'documentation',
    }),
  );
});
