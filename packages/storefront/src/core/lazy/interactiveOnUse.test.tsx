import { act, render, screen } from '@testing-library/react';
import { useState, type ComponentType } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToStaticMarkup } from 'react-dom/server';
import { interactiveOnUse } from './interactiveOnUse';
import { EARLY_PRESS_SCRIPT } from './earlyPress';

interface ControlsProps {
  onAdd: (size: string | null) => void;
  sizes: string[];
}

/** A size choice and an add button, as a page's controls. */
function Controls({ onAdd, sizes }: ControlsProps) {
  const [size, setSize] = useState<string | null>(null);
  return (
    <>
      <div role="radiogroup" aria-label="Size">
        {sizes.map((s) => (
          <label key={s}>
            <input type="radio" name="size" value={s} checked={size === s} onChange={() => setSize(s)} />
            {s}
          </label>
        ))}
      </div>
      <button type="button" onClick={() => onAdd(size)}>
        <svg aria-hidden="true" data-testid="icon">
          <path d="M0 0h4v4H0z" />
        </svg>
        Add {size ?? ''}
      </button>
    </>
  );
}

/** A loader the test resolves when it wants. */
function deferredLoader() {
  let resolve!: (c: ComponentType<ControlsProps>) => void;
  const promise = new Promise<ComponentType<ControlsProps>>((res) => {
    resolve = res;
  });
  const load = jest.fn(() => promise);
  return { load, resolve: (c: ComponentType<ControlsProps>) => act(async () => resolve(c)) };
}

/** The page as the server sent it: the wrapper, marked pending, and the controls' markup. */
function serverPage(props: ControlsProps) {
  const container = document.createElement('div');
  container.innerHTML = `<div style="display:contents" data-on-use="pending">${renderToStaticMarkup(<Controls {...props} />)}</div>`;
  document.body.append(container);
  return container;
}

/** The server's page hydrated with the component. */
async function hydrate(Island: ComponentType<ControlsProps>, props: ControlsProps, container = serverPage(props)) {
  await act(async () => {
    hydrateRoot(container, <Island {...props} />);
  });
  return container;
}

describe('interactive controls whose code loads on first use', () => {
  // The page's first script, as its head runs it.
  beforeAll(() => {
    window.eval(EARLY_PRESS_SCRIPT);
    // The page around the controls has hydrated: only the controls wait for their code.
    document.documentElement.dataset.hydrated = '';
  });
  afterAll(() => {
    delete document.documentElement.dataset.hydrated;
  });
  afterEach(() => {
    document.body.innerHTML = '';
    jest.useRealTimers();
  });

  it('keep the server’s HTML in place, unhydrated, and load no code until the shopper reaches for them', async () => {
    const { load } = deferredLoader();
    const Island = interactiveOnUse(load);
    const onAdd = jest.fn();
    const container = await hydrate(Island, { onAdd, sizes: ['38', '39'] });
    expect(screen.getByRole('button', { name: 'Add' })).toBe(container.querySelector('button'));
    expect(screen.getAllByRole('radio')).toHaveLength(2);
    expect(load).not.toHaveBeenCalled();
    screen.getByRole('button', { name: 'Add' }).dispatchEvent(new Event('pointerdown', { bubbles: true }));
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('hold a click that came before the code (and its default, a radio’s check) and replay it once interactive', async () => {
    const { load, resolve } = deferredLoader();
    const Island = interactiveOnUse(load);
    const onAdd = jest.fn();
    await hydrate(Island, { onAdd, sizes: ['38', '39'] });
    screen.getByText('39').click();
    expect(screen.getByRole('radio', { name: '39' })).not.toBeChecked();
    expect(load).toHaveBeenCalledTimes(1);
    await resolve(Controls);
    // The same markup, now the code's, with the held click applied once.
    expect(screen.getByRole('radio', { name: '39' })).toBeChecked();
    expect(screen.getByRole('button', { name: 'Add 39' })).toBeInTheDocument();
    screen.getByRole('button', { name: 'Add 39' }).click();
    expect(onAdd).toHaveBeenCalledTimes(1);
  });

  it('replay a press that came before the page’s own code had run (a size pressed at first paint)', async () => {
    const { load, resolve } = deferredLoader();
    const Island = interactiveOnUse(load);
    const onAdd = jest.fn();
    const container = serverPage({ onAdd, sizes: ['38', '39'] });
    screen.getByText('39').click();
    screen.getByRole('button', { name: 'Add' }).click();
    // The browser did not check it: the controls' first render would have reset it.
    expect(screen.getByRole('radio', { name: '39' })).not.toBeChecked();
    await hydrate(Island, { onAdd, sizes: ['38', '39'] }, container);
    expect(load).toHaveBeenCalledTimes(1);
    await resolve(Controls);
    await act(async () => {
      await new Promise((done) => setTimeout(done, 10));
    });
    expect(screen.getByRole('radio', { name: '39' })).toBeChecked();
    expect(onAdd).toHaveBeenCalledWith('39');
    expect(container.querySelector('[data-on-use]')).toBeNull();
  });

  it('replay several held clicks in order, each after the previous one’s update (a size, then add)', async () => {
    const { load, resolve } = deferredLoader();
    const Island = interactiveOnUse(load);
    const onAdd = jest.fn();
    await hydrate(Island, { onAdd, sizes: ['38', '39'] });
    screen.getByText('38').click();
    screen.getByRole('button', { name: 'Add' }).click();
    await resolve(Controls);
    await act(async () => {
      await new Promise((done) => setTimeout(done, 10));
    });
    expect(onAdd).toHaveBeenCalledTimes(1);
    expect(onAdd).toHaveBeenCalledWith('38');
  });

  it('replay a press on the button once, and keep the focus where it was', async () => {
    const { load, resolve } = deferredLoader();
    const Island = interactiveOnUse(load);
    const onAdd = jest.fn();
    await hydrate(Island, { onAdd, sizes: ['38'] });
    screen.getByRole('button', { name: 'Add' }).focus();
    screen.getByRole('button', { name: 'Add' }).click();
    expect(onAdd).not.toHaveBeenCalled();
    await resolve(Controls);
    expect(onAdd).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'Add' })).toHaveFocus();
  });

  it('replay a click on a control’s icon (a drawing inside the button) on the button', async () => {
    const { load, resolve } = deferredLoader();
    const Island = interactiveOnUse(load);
    const onAdd = jest.fn();
    await hydrate(Island, { onAdd, sizes: ['38'] });
    screen
      .getByTestId('icon')
      .querySelector('path')!
      .dispatchEvent(new MouseEvent('click', { bubbles: true }));
    expect(onAdd).not.toHaveBeenCalled();
    await resolve(Controls);
    expect(onAdd).toHaveBeenCalledTimes(1);
  });

  it('load their code once the page is idle, when nobody reached for them', async () => {
    jest.useFakeTimers();
    const { load, resolve } = deferredLoader();
    const Island = interactiveOnUse(load);
    await hydrate(Island, { onAdd: jest.fn(), sizes: ['38'] });
    expect(load).not.toHaveBeenCalled();
    await act(async () => {
      jest.advanceTimersByTime(300);
    });
    expect(load).toHaveBeenCalledTimes(1);
    await resolve(Controls);
    expect(screen.getByRole('button', { name: 'Add' })).toBeInTheDocument();
  });

  it('rendered by the browser (a client navigation), wait for their code and then show', async () => {
    const { load, resolve } = deferredLoader();
    const Island = interactiveOnUse(load);
    render(<Island onAdd={jest.fn()} sizes={['38']} />);
    expect(load).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('button')).toBeNull();
    await resolve(Controls);
    expect(await screen.findByRole('button', { name: 'Add' })).toBeInTheDocument();
  });
});
