import { act, render } from '@testing-library/react';
import { CURTAIN_TRANSITION_MS } from './constants';
import { Curtain } from './Curtain';

describe('Curtain', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('shows, then hides, reporting when it is animating', () => {
    const onAnimatingChange = jest.fn();
    const { container, rerender } = render(<Curtain onAnimatingChange={onAnimatingChange} />);
    const curtain = container.firstElementChild!;
    expect(curtain).toHaveAttribute('data-phase', 'hidden');
    expect(onAnimatingChange).not.toHaveBeenCalled();

    rerender(<Curtain isShown onAnimatingChange={onAnimatingChange} />);
    expect(curtain).toHaveAttribute('data-phase', 'shown');
    expect(onAnimatingChange).toHaveBeenLastCalledWith(true);
    act(() => jest.advanceTimersByTime(CURTAIN_TRANSITION_MS - 1));
    expect(onAnimatingChange).toHaveBeenCalledTimes(1);
    act(() => jest.advanceTimersByTime(1));
    expect(onAnimatingChange).toHaveBeenLastCalledWith(false);

    rerender(<Curtain isShown={false} onAnimatingChange={onAnimatingChange} />);
    expect(curtain).toHaveAttribute('data-phase', 'hidden');
    expect(curtain).toHaveAttribute('data-animating', 'true');
    act(() => jest.advanceTimersByTime(CURTAIN_TRANSITION_MS));
    expect(onAnimatingChange).toHaveBeenLastCalledWith(false);
    expect(curtain).not.toHaveAttribute('data-animating');
  });

  it('does not animate under reduced motion', () => {
    const matchMedia = window.matchMedia;
    window.matchMedia = ((query: string) => ({
      matches: query.includes('reduce'),
      addEventListener: () => {},
      removeEventListener: () => {},
    })) as unknown as typeof window.matchMedia;
    const onAnimatingChange = jest.fn();
    const { rerender } = render(<Curtain onAnimatingChange={onAnimatingChange} />);
    rerender(<Curtain isShown onAnimatingChange={onAnimatingChange} />);
    expect(onAnimatingChange).not.toHaveBeenCalled();
    window.matchMedia = matchMedia;
  });
});
