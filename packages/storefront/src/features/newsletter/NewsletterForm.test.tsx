import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '../../lib/api/core';
import { createStore, StoreProvider } from '../../core/store';
import { defaultAppState } from '../../core/store/state';
import { NewsletterForm, type NewsletterFormProps } from './NewsletterForm';

const subscribeNewsletter = jest.fn();
jest.mock('../../lib/api', () => ({
  ...jest.requireActual<object>('../../lib/api'),
  api: { subscribeNewsletter: (...args: unknown[]) => subscribeNewsletter(...args) },
}));
jest.mock('./captcha', () => ({
  loadCaptcha: jest.fn(async () => ({})),
  captchaToken: jest.fn(async () => 'captcha-token'),
}));

const ITALIAN = {
  rate_limited_wait: 'Troppi tentativi. Riprova tra $minutes min.',
  newsletter_email_label: 'La tua email',
  newsletter_privacy: 'Accetto la privacy',
  newsletter_submit: 'Iscriviti',
  server_generic_error: 'Qualcosa è andato storto',
  error_summary_title: "C'è un problema",
  newsletter_not_all_fields_fill_out: 'Inserisci un indirizzo email valido e accetta la privacy policy.',
  field_required: '$field è obbligatorio',
  field_email_invalid: 'Inserisci un indirizzo email come nome@esempio.it',
  newsletter_privacy_required: 'Accetta la privacy policy per iscriverti',
};

function renderForm(name: NewsletterFormProps['name'] = 'footer') {
  const base = defaultAppState('it');
  const store = createStore({
    ...base,
    captcha: { scriptUrl: 'http://captcha.test/api.js', siteKey: 'k' },
    content: { ...base.content, labels: { ...base.content.labels, ...ITALIAN } },
  });
  render(
    <StoreProvider store={store}>
      <NewsletterForm name={name} />
    </StoreProvider>,
  );
}

async function submit() {
  await userEvent.type(screen.getByRole('textbox', { name: /La tua email/ }), 'ada@example.com');
  await userEvent.click(screen.getByRole('checkbox', { name: /Accetto la privacy/ }));
  await userEvent.click(screen.getByRole('button', { name: 'Iscriviti' }));
}

describe('NewsletterForm', () => {
  beforeEach(() => {
    subscribeNewsletter.mockReset();
    jest.spyOn(console, 'error').mockImplementation(() => {});
  });
  afterEach(() => jest.restoreAllMocks());

  it('says in the shop’s language how long to wait when subscriptions are rate limited', async () => {
    subscribeNewsletter.mockRejectedValue(
      new ApiError(429, { email: 'too many attempts, try again later' }, { retryAfter: 3000 }),
    );
    renderForm();
    await submit();
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Troppi tentativi. Riprova tra 50 min.')).toBeVisible();
    expect(subscribeNewsletter).toHaveBeenCalledTimes(1);
  });

  it('shows the generic error for any other refusal', async () => {
    subscribeNewsletter.mockRejectedValue(new ApiError(400, { captchaToken: 'is not valid' }, {}));
    renderForm();
    await submit();
    expect(within(await screen.findByRole('alert')).getByText('Qualcosa è andato storto')).toBeVisible();
  });

  it('wrong fields send nothing: the error summary takes focus, says the spec’s message under "There is a problem", and links each field with its own words', async () => {
    renderForm();
    const email = screen.getByRole('textbox', { name: /La tua email/ });
    await userEvent.type(email, 'ada@example');
    await userEvent.click(screen.getByRole('button', { name: 'Iscriviti' }));
    const summary = screen.getByRole('alert', { name: "C'è un problema" });
    expect(summary).toHaveFocus();
    expect(summary).toHaveAccessibleDescription('Inserisci un indirizzo email valido e accetta la privacy policy.');
    expect(
      within(summary)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Inserisci un indirizzo email come nome@esempio.it', 'Accetta la privacy policy per iscriverti']);
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('Accetta la privacy policy per iscriverti', { selector: ':not(a)' })).toBeVisible();
    expect(subscribeNewsletter).not.toHaveBeenCalled();
  });

  it.each(['panel', 'popup', 'stock'] as const)(
    'the %s form lists the wrong fields without the main form’s message',
    async (name) => {
      renderForm(name);
      await userEvent.type(screen.getByRole('textbox', { name: /La tua email/ }), 'ada@example');
      await userEvent.click(screen.getByRole('button', { name: 'Iscriviti' }));
      const summary = screen.getByRole('alert', { name: "C'è un problema" });
      expect(within(summary).getAllByRole('link')).toHaveLength(2);
      expect(summary).not.toHaveAccessibleDescription();
      expect(screen.queryByText('Inserisci un indirizzo email valido e accetta la privacy policy.')).toBeNull();
    },
  );

  it('with the keyboard: from the summary, Enter on the privacy link moves focus to the checkbox; ticking it takes its message away', async () => {
    renderForm();
    screen.getByRole('textbox', { name: /La tua email/ }).focus();
    await userEvent.keyboard('ada@example.com{Enter}');
    const summary = screen.getByRole('alert', { name: "C'è un problema" });
    expect(summary).toHaveFocus();
    await userEvent.tab();
    expect(within(summary).getByRole('link', { name: 'Accetta la privacy policy per iscriverti' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const checkbox = screen.getByRole('checkbox', { name: /Accetto la privacy/ });
    expect(checkbox).toHaveFocus();
    await userEvent.keyboard(' ');
    expect(checkbox).toBeChecked();
    expect(screen.getByRole('alert')).toBeEmptyDOMElement();
  });
});
