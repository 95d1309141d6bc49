import React from 'react';
import {act, fireEvent, render, screen} from '@testing-library/react';
import {useCodeTranslations} from '@site/test/mocks/codeTranslations';
import CopyrightWrapper from './';

jest.mock(
  '@theme-init/Footer/Copyright',
  () =>
    function Copyright({copyright}: {copyright: string}) {
      return <div className="footer__copyright">{copyright}</div>;
    },
  {virtual: true},
);

it('adds a "Keyboard shortcuts" button under the copyright that opens the list', async () => {
  render(<CopyrightWrapper copyright="© Rslib" />);
  expect(screen.getByText('© Rslib')).toBeInTheDocument();
  const button = screen.getByRole('button', {name: 'Keyboard shortcuts'});
  expect(button).toHaveAttribute('aria-haspopup', 'dialog');
  expect(button).toHaveAttribute('aria-keyshortcuts', '?');
  button.focus();
  fireEvent.click(button);
  const dialog = await screen.findByRole('dialog', {
    name: 'Keyboard shortcuts',
  });
  act(() => (dialog as HTMLDialogElement).close());
  expect(button).toHaveFocus();
});

it('is translated', () => {
  useCodeTranslations('zh');
  render(<CopyrightWrapper copyright="©" />);
  expect(screen.getByRole('button', {name: '键盘快捷键'})).toBeInTheDocument();
});
