import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createStore, StoreProvider } from '../../core/store';
import { defaultAppState } from '../../core/store/state';
import { VoucherForm, type VoucherOutcome } from './VoucherForm';

const ITALIAN = {
  rate_limited_wait: 'Troppi tentativi. Riprova tra $minutes min.',
  voucher: 'Codice sconto',
  voucher_apply: 'Applica',
  voucher_invalid: 'Codice non valido',
};

function renderForm(onApply: (code: string) => Promise<VoucherOutcome>) {
  const base = defaultAppState();
  const store = createStore({ ...base, content: { ...base.content, labels: { ...base.content.labels, ...ITALIAN } } });
  render(
    <StoreProvider store={store}>
      <VoucherForm vouchers={[]} onApply={onApply} onRemove={async () => true} />
    </StoreProvider>,
  );
}

describe('VoucherForm', () => {
  it('says in the shop’s language how long to wait when voucher attempts are rate limited', async () => {
    const onApply = jest.fn(async (): Promise<VoucherOutcome> => ({ retryAfterS: 540 }));
    renderForm(onApply);
    await userEvent.type(screen.getByRole('textbox', { name: 'Codice sconto' }), 'GUESS7');
    await userEvent.click(screen.getByRole('button', { name: 'Applica' }));
    expect(onApply).toHaveBeenCalledWith('GUESS7');
    expect(await screen.findByText('Troppi tentativi. Riprova tra 9 min.')).toBeVisible();
    expect(screen.getByRole('textbox', { name: 'Codice sconto' })).toHaveAttribute('aria-invalid', 'true');
  });

  it('says a refused code is invalid, and clears the field when a code applies', async () => {
    const outcomes: VoucherOutcome[] = [false, true];
    renderForm(async () => outcomes.shift() ?? false);
    const field = screen.getByRole('textbox', { name: 'Codice sconto' });
    await userEvent.type(field, 'NOPE');
    await userEvent.click(screen.getByRole('button', { name: 'Applica' }));
    expect(await screen.findByText('Codice non valido')).toBeVisible();
    await userEvent.clear(field);
    await userEvent.type(field, 'POPSOUL10');
    await userEvent.click(screen.getByRole('button', { name: 'Applica' }));
    await screen.findByDisplayValue('');
    expect(screen.queryByText('Codice non valido')).toBeNull();
  });
});
