import { useState } from 'react';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createStore, StoreProvider } from '../../core/store';
import { defaultAppState } from '../../core/store/state';
import { AddressForm } from './AddressForm';
import { EMPTY_ADDRESS, type AddressField, type AddressValue } from './addressRules';
import { addressMessages } from './messages';
import { labelText } from '../../core/labels/useLabel';
import { LABEL_GROUPS } from '../../core/content/fallbacks';
import { fillLabels } from '../../core/content/labelGroups';

const COUNTRIES = [
  { country: 'IT', name: 'Italia' },
  { country: 'SE', name: 'Sverige' },
  { country: 'GB', name: 'United Kingdom' },
];
/** The labels a page of the address form's families carries when the content has none: their fallbacks. */
const labels = fillLabels({}, [LABEL_GROUPS.shell, LABEL_GROUPS.address]);
const t = (key: Parameters<typeof labelText>[1], values?: Record<string, string | number>) =>
  labelText(labels, key, values);

/** A page that validates on blur, as the checkout and the address book do. */
function Harness({
  initial = EMPTY_ADDRESS,
  onChange,
}: {
  initial?: AddressValue;
  onChange?: (a: AddressValue) => void;
}) {
  const [value, setValue] = useState(initial);
  const [touched, setTouched] = useState<AddressField[]>([]);
  const errors = addressMessages(value, COUNTRIES, t, 'shippingAddress', touched);
  return (
    <AddressForm
      value={value}
      onChange={(next) => {
        setValue(next);
        onChange?.(next);
      }}
      onBlurField={(field) => setTouched((list) => (list.includes(field) ? list : [...list, field]))}
      errors={errors}
      countries={COUNTRIES}
      prefix="shippingAddress"
      section="shipping"
    />
  );
}

function renderForm(props: Parameters<typeof Harness>[0] = {}) {
  const base = defaultAppState('en');
  const store = createStore({ ...base, content: { ...base.content, labels } });
  return render(
    <StoreProvider store={store}>
      <Harness {...props} />
    </StoreProvider>,
  );
}

// userEvent types key by key: on a busy 2-core machine a form journey takes more than Jest's 5 s default.
jest.setTimeout(30_000);

describe('AddressForm', () => {
  it('labels every field, marks line 2 and phone optional, and names fields with the prefix', () => {
    renderForm();
    for (const label of ['First name', 'Last name', 'Address line 1', 'Postcode', 'City']) {
      expect(screen.getByRole('textbox', { name: new RegExp(`^${label}`) })).toBeRequired();
    }
    expect(screen.getByRole('textbox', { name: 'Address line 2 (optional)' })).not.toBeRequired();
    expect(screen.getByRole('textbox', { name: 'Phone (optional)' })).toHaveAttribute('name', 'shippingAddress.phone');
    expect(screen.getByRole('textbox', { name: /^First name/ })).toHaveAttribute('id', 'shippingAddress-firstName');
  });

  it('gives each field its autocomplete and inputmode tokens', () => {
    renderForm({ initial: { ...EMPTY_ADDRESS, country: 'IT' } });
    expect(screen.getByRole('textbox', { name: /^First name/ })).toHaveAttribute('autocomplete', 'shipping given-name');
    expect(screen.getByRole('textbox', { name: /^Address line 1/ })).toHaveAttribute(
      'autocomplete',
      'shipping address-line1',
    );
    const postcode = screen.getByRole('textbox', { name: /^Postcode/ });
    expect(postcode).toHaveAttribute('autocomplete', 'shipping postal-code');
    expect(postcode).toHaveAttribute('inputmode', 'numeric');
    const phone = screen.getByRole('textbox', { name: 'Phone (optional)' });
    expect(phone).toHaveAttribute('type', 'tel');
    expect(phone).toHaveAttribute('inputmode', 'tel');
    expect(phone).toHaveAttribute('autocomplete', 'shipping tel');
  });

  it('shows a British postcode keyboard with letters', () => {
    renderForm({ initial: { ...EMPTY_ADDRESS, country: 'GB' } });
    expect(screen.getByRole('textbox', { name: /^Postcode/ })).toHaveAttribute('inputmode', 'text');
  });

  it('offers only the countries passed in', async () => {
    const user = userEvent.setup();
    renderForm();
    await user.click(screen.getByRole('button', { name: /Country/ }));
    const options = within(screen.getByRole('listbox')).getAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(['Italia', 'Sverige', 'United Kingdom']);
  });

  it('validates a field when it loses focus, with a message naming it', async () => {
    const user = userEvent.setup();
    renderForm();
    const first = screen.getByRole('textbox', { name: /^First name/ });
    await user.click(first);
    expect(screen.queryByText('First name is required')).toBeNull();
    await user.tab();
    expect(screen.getByText('First name is required')).toBeInTheDocument();
    expect(first).toHaveAttribute('aria-invalid', 'true');
  });

  it('checks the postcode for the chosen country and keeps what was typed when the country changes', async () => {
    const user = userEvent.setup();
    const changes: AddressValue[] = [];
    renderForm({ initial: { ...EMPTY_ADDRESS, country: 'IT' }, onChange: (a) => changes.push(a) });
    const postcode = screen.getByRole('textbox', { name: /^Postcode/ });
    await user.type(screen.getByRole('textbox', { name: /^City/ }), 'Stockholm');
    await user.type(postcode, '114 55');
    await user.tab();
    expect(screen.getByText('Enter a valid postcode for Italia')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /Country/ }));
    await user.click(screen.getByRole('option', { name: 'Sverige' }));
    expect(screen.queryByText(/Enter a valid postcode/)).toBeNull();
    expect(postcode).toHaveValue('114 55');
    expect(screen.getByRole('textbox', { name: /^City/ })).toHaveValue('Stockholm');
    expect(changes.at(-1)).toMatchObject({ country: 'SE', zipCode: '114 55', city: 'Stockholm' });
  });
});
