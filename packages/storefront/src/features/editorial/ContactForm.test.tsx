import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderInItalian } from '../forms/testing';
import { ContactForm } from './ContactForm';

const fetchMock = jest.fn();
/** What `fetch` answers: a status and a JSON body (jsdom has no Response). */
const answer = (status: number, body: unknown) => ({ ok: status < 300, status, json: async () => body });
beforeEach(() => {
  fetchMock.mockReset();
  global.fetch = fetchMock as unknown as typeof fetch;
});

function renderContact() {
  renderInItalian(<ContactForm locale="it-it" />);
  const form = screen.getByRole('form', { name: 'Contattaci' });
  return {
    form,
    email: within(form).getByRole('textbox', { name: /^Email/ }),
    message: within(form).getByRole('textbox', { name: /^Messaggio/ }),
    send: within(form).getByRole('button', { name: 'Invia' }),
  };
}

/** The texts an element is described by (`aria-describedby`). */
const descriptions = (element: HTMLElement) =>
  (element.getAttribute('aria-describedby') ?? '')
    .split(/\s+/)
    .filter(Boolean)
    .map((id) => document.getElementById(id)?.textContent);

describe('the contact form’s problems, the shop’s one way', () => {
  it('an empty submit sends nothing and focuses the error summary, "There is a problem", each message linked to its field in the same words as under it', async () => {
    const { form, email, message, send } = renderContact();
    await userEvent.click(send);
    const summary = within(form).getByRole('alert', { name: "C'è un problema" });
    expect(summary).toHaveFocus();
    const links = within(summary).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(['Email è obbligatorio', 'Messaggio è obbligatorio']);
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(descriptions(email)).toContain('Email è obbligatorio');
    expect(descriptions(message)).toContain('Messaggio è obbligatorio');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('with the keyboard: Enter sends, Tab reaches the first link, Enter on it moves focus to its field', async () => {
    const { form, email } = renderContact();
    email.focus();
    await userEvent.keyboard('{Enter}');
    const summary = within(form).getByRole('alert', { name: "C'è un problema" });
    expect(summary).toHaveFocus();
    await userEvent.tab();
    expect(within(summary).getByRole('link', { name: 'Email è obbligatorio' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(email).toHaveFocus();
  });

  it('an edited field loses its message at once; the others keep theirs', async () => {
    const { form, email, message, send } = renderContact();
    await userEvent.click(send);
    await userEvent.type(email, 'giulia@example.com');
    const summary = within(form).getByRole('alert', { name: "C'è un problema" });
    expect(
      within(summary)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Messaggio è obbligatorio']);
    expect(email).not.toHaveAttribute('aria-invalid');
    expect(message).toHaveAttribute('aria-invalid', 'true');
  });

  it('a file the server refuses is named on the file field and in the summary, which links to the field', async () => {
    fetchMock.mockResolvedValue(answer(415, { errors: { file: 'only images, pdf, doc or docx' } }));
    const { form, email, message, send } = renderContact();
    await userEvent.type(email, 'giulia@example.com');
    await userEvent.type(message, 'Ecco il mio file.');
    const picker = form.querySelector<HTMLInputElement>('input[type="file"]');
    if (!picker) throw new Error('no file input');
    await userEvent.upload(picker, new File(['MZ'], 'run.pdf', { type: 'application/pdf' }));
    await userEvent.click(send);
    const summary = await within(form).findByRole('alert', { name: "C'è un problema" });
    await waitFor(() => expect(summary).toHaveFocus());
    const text = 'Non accettato: run.pdf. Scegli immagini, pdf, doc o docx.';
    const link = within(summary).getByRole('link', { name: text });
    const chooser = within(form).getByRole('button', { name: /Scegli un file/ });
    expect(chooser).toHaveAccessibleDescription(expect.stringContaining(text));
    await userEvent.click(link);
    expect(chooser).toHaveFocus();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('a message sent clears the form and says so', async () => {
    fetchMock.mockResolvedValue(answer(201, { ok: true, id: 'x' }));
    const { form, email, message, send } = renderContact();
    await userEvent.type(email, 'giulia@example.com');
    await userEvent.type(message, 'La suola si è staccata.');
    await userEvent.click(send);
    expect(await within(form).findByRole('status')).toHaveTextContent(/./);
    expect(email).toHaveValue('');
    expect(within(form).getByRole('alert')).toBeEmptyDOMElement();
  });
});
