import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Checkbox } from './Checkbox';

describe('Checkbox', () => {
  it('toggles with a click on its label and reports the state', async () => {
    const onChange = jest.fn();
    render(<Checkbox onChange={onChange}>I accept the privacy policy</Checkbox>);
    const box = screen.getByRole('checkbox', { name: 'I accept the privacy policy' });
    await userEvent.click(screen.getByText('I accept the privacy policy'));
    expect(box).toBeChecked();
    expect(onChange).toHaveBeenCalledWith(true);
  });

  it('leaves a press on a link in its label to the link: its click is not cancelled, the checkbox stays', () => {
    const onChange = jest.fn();
    render(
      <Checkbox onChange={onChange}>
        I accept the{' '}
        <a href="/privacy" target="_blank">
          privacy policy
        </a>
      </Checkbox>,
    );
    const link = screen.getByRole('link', { name: 'privacy policy' });
    // A pointer's press, as a browser sends it (user-event would also click the checkbox through the label,
    // which a browser does not do for a link inside one).
    fireEvent.pointerDown(link, { pointerType: 'mouse', button: 0 });
    fireEvent.mouseDown(link, { button: 0 });
    fireEvent.pointerUp(link, { pointerType: 'mouse', button: 0 });
    fireEvent.mouseUp(link, { button: 0 });
    // Not cancelled: the browser follows the link.
    expect(fireEvent.click(link, { button: 0 })).toBe(true);
    expect(screen.getByRole('checkbox')).not.toBeChecked();
    expect(onChange).not.toHaveBeenCalled();
  });

  it('describes its error when invalid', () => {
    render(
      <Checkbox isInvalid errorMessage="Please accept to continue">
        Privacy
      </Checkbox>,
    );
    expect(screen.getByRole('checkbox', { name: 'Privacy' })).toHaveAccessibleDescription('Please accept to continue');
  });
});
