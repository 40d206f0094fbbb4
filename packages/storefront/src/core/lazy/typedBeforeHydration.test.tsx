import { act, useLayoutEffect, useState } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { Input, Label, TextArea, TextField } from 'react-aria-components';
import { reportTypedBeforeHydration, TYPED_BEFORE_CODE_SCRIPT, TYPED_RECORD } from './typedBeforeHydration';

(globalThis as unknown as { IS_REACT_ACT_ENVIRONMENT: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/** A form as the shop writes one: React Aria fields and a plain one, their text in the form's state. */
function Form({ initialEmail = '' }: { initialEmail?: string }) {
  const [email, setEmail] = useState(initialEmail);
  const [message, setMessage] = useState('');
  const [name, setName] = useState('');
  const [files, setFiles] = useState('');
  return (
    <form>
      <TextField value={email} onChange={setEmail}>
        <Label>Email</Label>
        <Input type="email" />
      </TextField>
      <TextField value={message} onChange={setMessage}>
        <Label>Message</Label>
        <TextArea />
      </TextField>
      <input aria-label="Name" value={name} onChange={(e) => setName(e.target.value)} />
      <input type="checkbox" aria-label="Remember me" />
      <input
        type="file"
        aria-label="Attachment"
        onChange={(e) => setFiles([...(e.target.files ?? [])].map((file) => file.name).join(','))}
      />
      <output>{JSON.stringify({ email, message, name })}</output>
      <p data-files="">{files}</p>
    </form>
  );
}

/** The app as the shop's is: it reports the text typed before the code as it hydrates (pages/_app). */
function App({ report, ...props }: { report: boolean; initialEmail?: string }) {
  useLayoutEffect(() => {
    if (report) reportTypedBeforeHydration();
  }, [report]);
  return <Form {...props} />;
}

let root: Root | null = null;

/** The server's HTML with the page's first script, `shopper` run on it (typing), then the code hydrating it. */
async function page(shopper: (container: HTMLElement) => void, props: { report: boolean; initialEmail?: string }) {
  const container = document.createElement('div');
  container.innerHTML = renderToString(<App {...props} />);
  document.body.appendChild(container);
  window.eval(TYPED_BEFORE_CODE_SCRIPT);
  shopper(container);
  await act(async () => {
    root = hydrateRoot(container, <App {...props} />);
  });
  return container;
}

/** Types into a field as the browser does: the text shown (past any code's setter), an input event. */
function type(container: HTMLElement, selector: string, text: string) {
  const field = container.querySelector<HTMLInputElement | HTMLTextAreaElement>(selector)!;
  const proto = field instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
  Object.getOwnPropertyDescriptor(proto, 'value')!.set!.call(field, text);
  field.dispatchEvent(new Event('input', { bubbles: true }));
  return field;
}

const shown = (container: HTMLElement, selector: string) =>
  container.querySelector<HTMLInputElement | HTMLTextAreaElement>(selector)!.value;
const state = (container: HTMLElement) =>
  JSON.parse(container.querySelector('output')!.textContent ?? '{}') as Record<string, string>;

afterEach(() => {
  act(() => root?.unmount());
  root = null;
  document.body.innerHTML = '';
  delete (window as unknown as Record<string, unknown>)[TYPED_RECORD];
});

describe('text typed before the page’s code has run', () => {
  it('is lost by hydration alone: a React Aria field shows it no more, a plain one shows it outside the state', async () => {
    const container = await page(
      (c) => {
        type(c, 'input[type=email]', 'ada@example.com');
        type(c, 'input[aria-label=Name]', 'Ada');
      },
      { report: false },
    );
    expect(shown(container, 'input[type=email]')).toBe('');
    expect(shown(container, 'input[aria-label=Name]')).toBe('Ada');
    expect(state(container)).toMatchObject({ email: '', name: '' });
  });

  it('is in every field and the form’s state once reported as the page hydrates', async () => {
    const container = await page(
      (c) => {
        type(c, 'input[type=email]', 'ada@example.com');
        type(c, 'textarea', 'Ciao!');
        type(c, 'input[aria-label=Name]', 'Ada');
      },
      { report: true },
    );
    expect(state(container)).toEqual({ email: 'ada@example.com', message: 'Ciao!', name: 'Ada' });
    expect(shown(container, 'input[type=email]')).toBe('ada@example.com');
    expect(shown(container, 'textarea')).toBe('Ciao!');
  });

  it('leaves alone fields nobody typed in, and stops recording once reported', async () => {
    const container = await page((c) => void c.querySelector('input[type=checkbox]'), {
      report: true,
      initialEmail: 'demo@passo.example',
    });
    expect(state(container)).toEqual({ email: 'demo@passo.example', message: '', name: '' });
    expect((window as unknown as Record<string, unknown>)[TYPED_RECORD]).toBeUndefined();
    expect(reportTypedBeforeHydration()).toBe(0);
  });

  it('never puts back older text over what the shopper typed since', async () => {
    const container = await page((c) => void type(c, 'input[aria-label=Name]', 'Ad'), { report: false });
    const globals = window as unknown as Record<string, unknown>;
    const record = globals[TYPED_RECORD];
    globals[TYPED_RECORD] = undefined;
    await act(async () => {
      type(container, 'input[aria-label=Name]', 'Ada Rossi');
    });
    globals[TYPED_RECORD] = record;
    await act(async () => {
      expect(reportTypedBeforeHydration()).toBe(0);
    });
    expect(state(container).name).toBe('Ada Rossi');
    expect(shown(container, 'input[aria-label=Name]')).toBe('Ada Rossi');
  });
});

describe('files chosen before the page’s code has run', () => {
  /** Chooses a file as the browser does: the field holds it, then an input and a change event. */
  function choose(container: HTMLElement, name: string) {
    const field = container.querySelector<HTMLInputElement>('input[type=file]')!;
    const chosen = [new File(['x'], name)];
    Object.defineProperty(field, 'files', { configurable: true, get: () => chosen });
    field.dispatchEvent(new Event('input', { bubbles: true }));
    field.dispatchEvent(new Event('change', { bubbles: true }));
  }
  const files = (container: HTMLElement) => container.querySelector('[data-files]')!.textContent;

  it('are unknown to the form after hydration alone', async () => {
    const container = await page((c) => choose(c, 'receipt.pdf'), { report: false });
    expect(files(container)).toBe('');
  });

  it('reach the form’s change handler once reported as the page hydrates', async () => {
    const container = await page((c) => choose(c, 'receipt.pdf'), { report: true });
    expect(files(container)).toBe('receipt.pdf');
  });
});
