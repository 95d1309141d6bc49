import React from 'react';
import {render, screen} from '@testing-library/react';
import Steps from '.';

describe('Steps', () => {
  it('wraps the step headings in the rslib-steps counter block', () => {
    render(
      <Steps>
        <h3>Install</h3>
        <p>one</p>
        <h3>Build</h3>
      </Steps>,
    );
    const block = screen.getByRole('heading', {name: 'Install'}).parentElement;
    expect(block).toHaveClass('rslib-steps');
    expect(block?.querySelectorAll('h3')).toHaveLength(2);
  });
});
