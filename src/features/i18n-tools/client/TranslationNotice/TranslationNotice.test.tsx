import React from 'react';
import {screen} from '@testing-library/react';
import {renderWithContext} from '@site/test/helpers/renderWithContext';
import TranslationNotice from '.';
import type {TranslationNotice as Notice} from '../../common/types';

const EDIT =
  'https://github.com/web-infra-dev/rslib/edit/main/website/docs/zh/guide/basic/cli.mdx';

const stale: Notice = {
  status: 'stale',
  title: '此页译文已过时',
  text: {before: '英文原文已于 ', after: ' 更新，晚于此译文完成的时间。'},
  date: {iso: '2026-03-14T10:00:00.000Z', text: '2026年3月14日'},
  englishUrl: '/guide/basic/cli',
  englishLabel: '阅读英文原文',
  editUrl: EDIT,
  editLabel: '更新译文',
};

describe('TranslationNotice', () => {
  it('is a note named by its title, with the English date as a <time>', () => {
    renderWithContext(<TranslationNotice notice={stale} />, {
      locale: 'zh',
      pathname: '/zh/guide/basic/cli',
    });
    const note = screen.getByRole('note', {name: '此页译文已过时'});
    expect(note).toHaveAttribute('data-rslib-translation-notice', 'stale');
    expect(note).toHaveTextContent(
      '英文原文已于 2026年3月14日 更新，晚于此译文完成的时间。',
    );
    expect(note.querySelector('time')).toHaveAttribute(
      'datetime',
      '2026-03-14T10:00:00.000Z',
    );
  });

  it('links the English page with a full page load (no /zh prefix) and the translation’s source on GitHub', () => {
    renderWithContext(<TranslationNotice notice={stale} />, {
      locale: 'zh',
      pathname: '/zh/guide/basic/cli',
    });
    const english = screen.getByRole('link', {name: '阅读英文原文'});
    expect(english).toHaveAttribute('href', '/guide/basic/cli');
    expect(english).toHaveAttribute('target', '_self');
    expect(english).toHaveAttribute('hreflang', 'en');
    expect(screen.getByRole('link', {name: '更新译文'})).toHaveAttribute(
      'href',
      EDIT,
    );
  });

  it('has no edit link without an edit URL', () => {
    const {editUrl: _omitted, ...withoutEdit} = stale;
    renderWithContext(
      <TranslationNotice notice={{...withoutEdit, status: 'missing'}} />,
      {locale: 'zh'},
    );
    expect(screen.getAllByRole('link')).toHaveLength(1);
  });
});
