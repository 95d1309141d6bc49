import React from 'react';
import {screen} from '@testing-library/react';
import {renderWithContext} from '@site/test/helpers/renderWithContext';
import ContentVisibility from '.';
import type {TranslationNotice} from '../../common/types';

jest.mock(
  '@theme-init/ContentVisibility',
  () => ({
    __esModule: true,
    default: () => <div data-testid="original" />,
  }),
  {virtual: true},
);

const notice: TranslationNotice = {
  status: 'missing',
  title: '此页尚未翻译',
  text: {before: '以下为英文原文（最后更新于 ', after: '）。'},
  date: {iso: '2026-03-14T10:00:00.000Z', text: '2026年3月14日'},
  englishUrl: '/guide/basic/cli',
  englishLabel: '阅读英文原文',
  editLabel: '翻译此页',
};

const metadata = {unlisted: false, frontMatter: {}};

describe('ContentVisibility wrap', () => {
  it('renders only the original banners when the doc has no notice', () => {
    const {container} = renderWithContext(
      <ContentVisibility metadata={metadata} />,
    );
    expect(screen.getByTestId('original')).toBeInTheDocument();
    expect(container.children).toHaveLength(1);
  });

  it('adds the notice the build put in the doc’s metadata', async () => {
    renderWithContext(
      <ContentVisibility
        metadata={{...metadata, translationNotice: notice} as typeof metadata}
      />,
      {locale: 'zh'},
    );
    expect(screen.getByTestId('original')).toBeInTheDocument();
    // The notice's code loads on demand.
    expect(
      await screen.findByRole('note', {name: '此页尚未翻译'}),
    ).toHaveAttribute('data-rslib-translation-notice', 'missing');
  });
});
