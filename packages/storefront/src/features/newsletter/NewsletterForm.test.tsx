import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '../../lib/api/core';
import { createStore, StoreProvider } from '../../lib/store';
import { defaultAppState } from '../app/state';
import { NewsletterForm } from './NewsletterForm';

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
};

function renderForm() {
  const base = defaultAppState('it');
  const store = createStore({
    ...base,
    captcha: { scriptUrl: 'http://captcha.test/api.js', siteKey: 'k' },
    content: { ...base.content, labels: { ...base.content.labels, ...ITALIAN } },
  });
  render(
    <StoreProvider store={store}>
      <NewsletterForm name="footer" />
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
});
