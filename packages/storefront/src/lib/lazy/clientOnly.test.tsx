import { Component, type ReactNode } from 'react';
import { act, render, screen } from '@testing-library/react';
import { clientOnly } from './clientOnly';

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
});
