import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { itConformsToStylesApi } from '../test/conformance';
import { Textarea } from './Textarea';

describe('Textarea', () => {
  itConformsToStylesApi({
    render: (props) => <Textarea label="Notes" error="Required" {...props} />,
    slots: ['root', 'label', 'textarea', 'error'],
    refElement: HTMLTextAreaElement,
  });

  it('takes multi-line text and shows its error', async () => {
    render(<Textarea label="Notes" error="Too long" />);
    const area = screen.getByRole('textbox', { name: 'Notes' });
    await userEvent.type(area, 'one{enter}two');
    expect(area).toHaveValue('one\ntwo');
    expect(screen.getByRole('alert')).toHaveTextContent('Too long');
  });
});
