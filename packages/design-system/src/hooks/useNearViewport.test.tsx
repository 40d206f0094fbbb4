import { useRef } from 'react';
import { act, render, screen } from '@testing-library/react';
import { FakeIntersectionObserver } from '../../../../tests/fakeIntersectionObserver';
import { NEAR_VIEWPORT_MARGIN, useNearViewport } from './useNearViewport';

function Place() {
  const ref = useRef<HTMLDivElement>(null);
  const near = useNearViewport(ref);
  return <div ref={ref}>{near ? 'near' : 'far'}</div>;
}

afterEach(() => FakeIntersectionObserver.uninstall());

describe('useNearViewport', () => {
  it('turns true once the place comes within a screen of the viewport, and stops watching', () => {
    FakeIntersectionObserver.install();
    render(<Place />);
    expect(screen.getByText('far')).toBeInTheDocument();
    expect(FakeIntersectionObserver.observers[0]?.options?.rootMargin).toBe(NEAR_VIEWPORT_MARGIN);
    act(() => FakeIntersectionObserver.observers[0]?.see(false));
    expect(screen.getByText('far')).toBeInTheDocument();
    act(() => FakeIntersectionObserver.observers[0]?.see(true));
    expect(screen.getByText('near')).toBeInTheDocument();
    expect(FakeIntersectionObserver.observers[0]?.disconnected).toBe(true);
  });

  it('turns true right after mounting in a browser without IntersectionObserver', async () => {
    FakeIntersectionObserver.install(null);
    render(<Place />);
    expect(await screen.findByText('near')).toBeInTheDocument();
  });
});
