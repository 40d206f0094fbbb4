import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderInItalian } from '../forms/testing';
import { CountryLanguageForm } from './CountryLanguageForm';

const previewCountryChange = jest.fn();
const applyCountryChange = jest.fn();
jest.mock('./countryChange', () => ({
  ...jest.requireActual<object>('./countryChange'),
  previewCountryChange: (...args: unknown[]) => previewCountryChange(...args),
  applyCountryChange: (...args: unknown[]) => applyCountryChange(...args),
}));
const push = jest.fn();
jest.mock('next/router', () => ({ useRouter: () => ({ asPath: '/it-it/shop/woman', push }) }));

beforeEach(() => {
  previewCountryChange.mockReset();
  applyCountryChange.mockReset();
  push.mockReset();
  jest.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => jest.restoreAllMocks());

const form = () => screen.getByRole('form', { name: 'Paese e lingua' });

describe('the country and language selector’s problems, the shop’s one way', () => {
  it('without a country nothing changes: the error summary takes focus and its link, in the field’s words, moves focus to the country select', async () => {
    // A visitor from a country the shop does not serve: no country is chosen for them.
    renderInItalian(<CountryLanguageForm name="footer" />, { country: 'us' });
    await userEvent.click(within(form()).getByRole('button', { name: 'Cambia' }));
    const summary = within(form()).getByRole('alert', { name: "C'è un problema" });
    expect(summary).toHaveFocus();
    const link = within(summary).getByRole('link', { name: 'Paese è obbligatorio' });
    expect(within(form()).getAllByText('Paese è obbligatorio')).toHaveLength(2);
    await userEvent.click(link);
    expect(within(form()).getByRole('button', { name: /Paese/ })).toHaveFocus();
    expect(previewCountryChange).not.toHaveBeenCalled();
    expect(applyCountryChange).not.toHaveBeenCalled();
  });

  it('a change the shop cannot prepare says so in the error summary, focused, and nothing changes', async () => {
    previewCountryChange.mockRejectedValue(new Error('the back-end is down'));
    renderInItalian(<CountryLanguageForm name="menu" />, { country: 'it' });
    const language = within(form()).getByRole('button', { name: /Lingua/ });
    await userEvent.click(language);
    await userEvent.click(await screen.findByRole('option', { name: /English|inglese/i }));
    await userEvent.click(within(form()).getByRole('button', { name: 'Cambia' }));
    const summary = await within(form()).findByRole('alert', { name: "C'è un problema" });
    expect(summary).toHaveFocus();
    expect(summary).toHaveTextContent('Qualcosa è andato storto. Riprova tra poco.');
    expect(applyCountryChange).not.toHaveBeenCalled();
  });
});
