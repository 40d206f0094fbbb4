import { act, render, screen } from '@testing-library/react';
import { Marquee } from './Marquee';
import {
  MARQUEE_DEFAULT_SPEED,
  MARQUEE_RESIZE_DEBOUNCE_MS,
  MARQUEE_START_DELAY_MS,
  marqueeEffectiveSpeed,
  marqueeLoopDurationMs,
} from './marqueeTiming';

describe('marquee speed rule', () => {
  it('uses speed 10 by default', () => {
    expect(MARQUEE_DEFAULT_SPEED).toBe(10);
  });

  it('moves at 0.75 × the speed on high-density screens', () => {
    expect(marqueeEffectiveSpeed(10, 1)).toBe(10);
    expect(marqueeEffectiveSpeed(10, 1.5)).toBe(10);
    expect(marqueeEffectiveSpeed(10, 2)).toBe(7.5);
    expect(marqueeEffectiveSpeed(1.8, 3)).toBeCloseTo(1.35);
  });

  it('turns a distance into a loop duration: speed 10 is 100 px per second', () => {
    expect(marqueeLoopDurationMs(1000, 10, 1)).toBe(10_000);
    expect(marqueeLoopDurationMs(1000, 10, 2)).toBe(13_333);
  });

  it.each([0, -1, Number.NaN, Number.POSITIVE_INFINITY])('refuses the speed %p with a clear error', (speed) => {
    expect(() => marqueeEffectiveSpeed(speed, 1)).toThrow('Marquee: speed must be a positive number');
  });
});

describe('Marquee timing', () => {
  let width = 1000;
  beforeAll(() => {
    Object.defineProperty(HTMLElement.prototype, 'scrollWidth', { configurable: true, get: () => width });
  });
  beforeEach(() => {
    width = 1000;
    jest.useFakeTimers();
    Object.defineProperty(window, 'devicePixelRatio', { configurable: true, value: 1 });
  });
  afterEach(() => jest.useRealTimers());

  const track = () => screen.getByRole('region', { name: 'News' }).firstElementChild as HTMLElement;

  it('starts 600 ms after it mounts', () => {
    render(<Marquee aria-label="News" phrases={['Free shipping', 'New collection']} />);
    act(() => jest.advanceTimersByTime(MARQUEE_START_DELAY_MS - 1));
    expect(track()).not.toHaveAttribute('data-running');
    act(() => jest.advanceTimersByTime(1));
    expect(track()).toHaveAttribute('data-running', 'true');
    expect(track().style.animationDuration).toBe('10000ms');
  });

  it('is slower on a high-density screen', () => {
    Object.defineProperty(window, 'devicePixelRatio', { configurable: true, value: 2 });
    render(<Marquee aria-label="News" phrases={['Free shipping']} />);
    act(() => jest.advanceTimersByTime(MARQUEE_START_DELAY_MS));
    expect(track().style.animationDuration).toBe('13333ms');
  });

  it('re-measures 600 ms after the last resize', () => {
    render(<Marquee aria-label="News" phrases={['Free shipping']} />);
    act(() => jest.advanceTimersByTime(MARQUEE_START_DELAY_MS));
    width = 2000;
    act(() => {
      window.dispatchEvent(new Event('resize'));
      jest.advanceTimersByTime(400);
      window.dispatchEvent(new Event('resize'));
      jest.advanceTimersByTime(MARQUEE_RESIZE_DEBOUNCE_MS - 1);
    });
    expect(track().style.animationDuration).toBe('10000ms');
    act(() => jest.advanceTimersByTime(1));
    expect(track().style.animationDuration).toBe('20000ms');
  });

  it('repeats the phrases enough to fill a ticker wider than them, loop included', () => {
    Object.defineProperty(HTMLElement.prototype, 'clientWidth', { configurable: true, get: () => 2500 });
    render(<Marquee aria-label="News" phrases={['Free shipping']} />);
    act(() => jest.advanceTimersByTime(MARQUEE_START_DELAY_MS));
    // 2500 px of ticker needs 3 copies of 1000 px per half: 6 in all, one of them read aloud.
    expect(screen.getAllByText('Free shipping')).toHaveLength(6);
    expect(screen.getAllByRole('listitem')).toHaveLength(1);
    expect(track().style.animationDuration).toBe('30000ms');
    Object.defineProperty(HTMLElement.prototype, 'clientWidth', { configurable: true, get: () => 0 });
  });

  it('repeats the phrases once more for the loop, hidden from screen readers', () => {
    render(<Marquee aria-label="News" phrases={['Free shipping']} />);
    expect(screen.getAllByRole('listitem')).toHaveLength(1);
    expect(screen.getAllByText('Free shipping')).toHaveLength(2);
  });

  it('stands still under reduced motion', () => {
    const matchMedia = window.matchMedia;
    window.matchMedia = ((query: string) => ({
      matches: query.includes('reduce'),
      addEventListener: () => {},
      removeEventListener: () => {},
    })) as unknown as typeof window.matchMedia;
    render(<Marquee aria-label="News" phrases={['Free shipping']} />);
    act(() => jest.advanceTimersByTime(5000));
    expect(track()).not.toHaveAttribute('data-running');
    expect(track()).toHaveAttribute('data-still', 'true');
    window.matchMedia = matchMedia;
  });
});
