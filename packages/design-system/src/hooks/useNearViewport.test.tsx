import { useRef } from 'react';
import { act, render, screen } from '@testing-library/react';
import { NEAR_VIEWPORT_MARGIN, useNearViewport } from './useNearViewport';

/** A stand-in for the browser's IntersectionObserver (jsdom has none) that the test drives. */
class FakeObserver {
  static last: FakeObserver | undefined;
  observed: Element[] = [];
  disconnected = false;
  constructor(
    readonly callback: IntersectionObserverCallback,
    readonly options?: IntersectionObserverInit,
  ) {
    FakeObserver.last = this;
  }
  observe(element: Element) {
    this.observed.push(element);
  }
  disconnect() {
    this.disconnected = true;
  }
  see(isIntersecting: boolean) {
    const entries = this.observed.map((target) => ({ target, isIntersecting }) as IntersectionObserverEntry);
    this.callback(entries, this as unknown as IntersectionObserver);
  }
}

function Place() {
  const ref = useRef<HTMLDivElement>(null);
  const near = useNearViewport(ref);
  return <div ref={ref}>{near ? 'near' : 'far'}</div>;
}

const original = (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver;
afterEach(() => {
  (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver = original;
  FakeObserver.last = undefined;
});

describe('useNearViewport', () => {
  it('turns true once the place comes within a screen of the viewport, and stops watching', () => {
    (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver = FakeObserver;
    render(<Place />);
    expect(screen.getByText('far')).toBeInTheDocument();
    expect(FakeObserver.last?.options?.rootMargin).toBe(NEAR_VIEWPORT_MARGIN);
    act(() => FakeObserver.last?.see(false));
    expect(screen.getByText('far')).toBeInTheDocument();
    act(() => FakeObserver.last?.see(true));
    expect(screen.getByText('near')).toBeInTheDocument();
    expect(FakeObserver.last?.disconnected).toBe(true);
  });

  it('turns true right after mounting in a browser without IntersectionObserver', async () => {
    (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver = undefined;
    render(<Place />);
    expect(await screen.findByText('near')).toBeInTheDocument();
  });
});
