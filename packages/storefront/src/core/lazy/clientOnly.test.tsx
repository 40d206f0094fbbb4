import { Component, type ReactNode } from 'react';
import { act, render, screen, waitFor } from '@testing-library/react';
import { NEAR_VIEWPORT_MARGIN } from '@passo/design-system';
import { clientOnly } from './clientOnly';
import { FakeIntersectionObserver } from '../../../../../tests/fakeIntersectionObserver';

function Greeting({ name }: { name: string }) {
  return <p>Hello {name}</p>;
}

/** A loader the test resolves or rejects when it wants. */
function deferredLoader() {
  let resolve!: (c: typeof Greeting) => void;
  let reject!: (e: unknown) => void;
  const promise = new Promise<typeof Greeting>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  const load = jest.fn(() => promise);
  return { load, resolve, reject };
}

class Catch extends Component<{ children: ReactNode }, { error: unknown }> {
  override state = { error: null as unknown };
  static getDerivedStateFromError(error: unknown) {
    return { error };
  }
  override render() {
    return this.state.error ? <p role="alert">{String(this.state.error)}</p> : this.props.children;
  }
}

describe('clientOnly', () => {
  it('starts loading on its first render and shows the component as soon as the code is there', async () => {
    const { load, resolve } = deferredLoader();
    const Lazy = clientOnly(load);
    render(<Lazy name="Ada" />);
    expect(load).toHaveBeenCalledTimes(1);
    expect(screen.queryByText('Hello Ada')).toBeNull();
    await act(async () => resolve(Greeting));
    expect(screen.getByText('Hello Ada')).toBeInTheDocument();
  });

  it('shows a component loaded earlier at once and loads its code only once', async () => {
    const { load, resolve } = deferredLoader();
    const Lazy = clientOnly(load);
    const first = render(<Lazy name="Ada" />);
    await act(async () => resolve(Greeting));
    first.unmount();
    render(<Lazy name="Grace" />);
    expect(screen.getByText('Hello Grace')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('throws a failed load in render, for the error boundary and the chunk-reload guard', async () => {
    const { load, reject } = deferredLoader();
    const Lazy = clientOnly(load);
    const quiet = jest.spyOn(console, 'error').mockImplementation(() => {});
    render(
      <Catch>
        <Lazy name="Ada" />
      </Catch>,
    );
    await act(async () => reject(new Error('Loading chunk 7 failed')));
    expect(screen.getByRole('alert')).toHaveTextContent('Loading chunk 7 failed');
    quiet.mockRestore();
  });

  describe('when visible', () => {
    beforeEach(() => FakeIntersectionObserver.install());
    afterEach(() => FakeIntersectionObserver.uninstall());

    it('loads nothing until its place comes within a screen of the viewport, then shows the component', async () => {
      const { load, resolve } = deferredLoader();
      const Lazy = clientOnly(load, { when: 'visible' });
      const { container } = render(<Lazy name="Ada" />);
      const [observer] = FakeIntersectionObserver.observers;
      expect(observer?.options?.rootMargin).toBe(NEAR_VIEWPORT_MARGIN);
      expect(observer?.observed).toEqual([container.querySelector('[data-loads-when-visible]')]);
      act(() => observer?.see(false));
      expect(load).not.toHaveBeenCalled();
      act(() => observer?.see(true));
      expect(load).toHaveBeenCalledTimes(1);
      expect(observer?.disconnected).toBe(true);
      await act(async () => resolve(Greeting));
      expect(screen.getByText('Hello Ada')).toBeInTheDocument();
      expect(container.querySelector('[data-loads-when-visible]')).toBeNull();
    });

    it('stops watching when it leaves the page before it was seen', () => {
      const { load } = deferredLoader();
      const Lazy = clientOnly(load, { when: 'visible' });
      const { unmount } = render(<Lazy name="Ada" />);
      unmount();
      expect(FakeIntersectionObserver.observers[0]?.disconnected).toBe(true);
      expect(load).not.toHaveBeenCalled();
    });

    it('seen while the browser is offline, loads once it is back online (the code could not arrive)', () => {
      const onLine = jest.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
      const { load } = deferredLoader();
      const Lazy = clientOnly(load, { when: 'visible' });
      render(<Lazy name="Ada" />);
      act(() => FakeIntersectionObserver.observers[0]?.see(true));
      expect(load).not.toHaveBeenCalled();
      onLine.mockReturnValue(true);
      act(() => {
        window.dispatchEvent(new Event('online'));
      });
      expect(load).toHaveBeenCalledTimes(1);
      onLine.mockRestore();
    });

    it('loads right after mounting in a browser without IntersectionObserver', async () => {
      (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver = undefined;
      const { load } = deferredLoader();
      const Lazy = clientOnly(load, { when: 'visible' });
      render(<Lazy name="Ada" />);
      await waitFor(() => expect(load).toHaveBeenCalledTimes(1));
    });
  });
});
