import { act, fireEvent, render, screen } from '@testing-library/react';
import { Carousel } from './Carousel';
import { CAROUSEL_AUTOPLAY_MS, CAROUSEL_FADE_MS, nextSlide, previousSlide } from './carouselTiming';

const active = () => screen.getByRole('group', { name: /of 3/ }).getAttribute('aria-label');

function Lines(props: { autoPlay?: boolean }) {
  return (
    <Carousel aria-label="Lines" {...props}>
      <p>One</p>
      <p>Two</p>
      <p>Three</p>
    </Carousel>
  );
}

describe('carousel timing', () => {
  it('fades in 750 ms and shows each slide 3500 ms, as the spec says', () => {
    expect(CAROUSEL_FADE_MS).toBe(750);
    expect(CAROUSEL_AUTOPLAY_MS).toBe(3500);
  });

  it('loops in both directions', () => {
    expect(nextSlide(2, 3)).toBe(0);
    expect(previousSlide(0, 3)).toBe(2);
  });
});

describe('Carousel', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('moves to the next slide every 3500 ms and loops', () => {
    render(<Lines />);
    expect(active()).toBe('1 of 3');
    act(() => jest.advanceTimersByTime(CAROUSEL_AUTOPLAY_MS - 1));
    expect(active()).toBe('1 of 3');
    act(() => jest.advanceTimersByTime(1));
    expect(active()).toBe('2 of 3');
    act(() => jest.advanceTimersByTime(CAROUSEL_AUTOPLAY_MS));
    expect(active()).toBe('3 of 3');
    act(() => jest.advanceTimersByTime(CAROUSEL_AUTOPLAY_MS));
    expect(active()).toBe('1 of 3');
  });

  it('hides the other slides from screen readers and keeps the live region quiet while playing', () => {
    const { container } = render(<Lines />);
    expect(screen.getAllByRole('group')).toHaveLength(1);
    expect(container.querySelector('[aria-live]')).toHaveAttribute('aria-live', 'off');
  });

  it('stops with the pause control and announces manual moves politely', () => {
    const { container } = render(<Lines />);
    fireEvent.click(screen.getByRole('button', { name: 'Pause' }));
    // Clicking focuses inside, which pauses too; leave focus to test the pause button alone.
    fireEvent.blur(screen.getByRole('button', { name: 'Play' }), { relatedTarget: document.body });
    act(() => jest.advanceTimersByTime(CAROUSEL_AUTOPLAY_MS * 3));
    expect(active()).toBe('1 of 3');
    expect(container.querySelector('[aria-live]')).toHaveAttribute('aria-live', 'polite');
    fireEvent.click(screen.getByRole('button', { name: 'Next slide' }));
    expect(active()).toBe('2 of 3');
  });

  it('pauses while focused or hovered', () => {
    render(<Lines />);
    fireEvent.focus(screen.getByRole('button', { name: 'Pause' }));
    act(() => jest.advanceTimersByTime(CAROUSEL_AUTOPLAY_MS * 2));
    expect(active()).toBe('1 of 3');
    fireEvent.blur(screen.getByRole('button', { name: 'Pause' }), { relatedTarget: document.body });
    fireEvent.mouseEnter(screen.getByRole('region', { name: 'Lines' }));
    act(() => jest.advanceTimersByTime(CAROUSEL_AUTOPLAY_MS * 2));
    expect(active()).toBe('1 of 3');
  });

  it('stands still under reduced motion', () => {
    const matchMedia = window.matchMedia;
    window.matchMedia = ((query: string) => ({
      matches: query.includes('reduce'),
      addEventListener: () => {},
      removeEventListener: () => {},
    })) as unknown as typeof window.matchMedia;
    render(<Lines />);
    act(() => jest.advanceTimersByTime(CAROUSEL_AUTOPLAY_MS * 2));
    expect(active()).toBe('1 of 3');
    expect(screen.getByRole('button', { name: 'Play' })).toBeInTheDocument();
    window.matchMedia = matchMedia;
  });
});
