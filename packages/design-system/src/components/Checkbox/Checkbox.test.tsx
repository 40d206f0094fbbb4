import { render, screen } from '@testing-library/react';
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

  it('describes its error when invalid', () => {
    render(
      <Checkbox isInvalid errorMessage="Please accept to continue">
        Privacy
      </Checkbox>,
    );
    expect(screen.getByRole('checkbox', { name: 'Privacy' })).toHaveAccessibleDescription('Please accept to continue');
  });
});
