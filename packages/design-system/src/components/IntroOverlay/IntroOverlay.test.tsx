import { act, render } from '@testing-library/react';
import { INTRO_OVERLAY_HOLD_MS, INTRO_OVERLAY_MOVE_MS } from './constants';
import { IntroOverlay } from './IntroOverlay';

describe('IntroOverlay', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('holds the logo, moves it into the header, then disappears and reports it once', () => {
    const onFinish = jest.fn();
    const { container } = render(<IntroOverlay onFinish={onFinish} />);
    const overlay = () => container.firstElementChild;
    expect(overlay()).toHaveAttribute('data-phase', 'hold');
    expect(overlay()).toHaveAttribute('aria-hidden', 'true');
    act(() => jest.advanceTimersByTime(INTRO_OVERLAY_HOLD_MS));
    expect(overlay()).toHaveAttribute('data-phase', 'move');
    expect(onFinish).not.toHaveBeenCalled();
    act(() => jest.advanceTimersByTime(INTRO_OVERLAY_MOVE_MS));
    expect(overlay()).toBeNull();
    expect(onFinish).toHaveBeenCalledTimes(1);
  });

  it('skips straight to the end under reduced motion', () => {
    const matchMedia = window.matchMedia;
    window.matchMedia = ((query: string) => ({
      matches: query.includes('reduce'),
      addEventListener: () => {},
      removeEventListener: () => {},
    })) as unknown as typeof window.matchMedia;
    const onFinish = jest.fn();
    const { container } = render(<IntroOverlay onFinish={onFinish} />);
    expect(container).toBeEmptyDOMElement();
    expect(onFinish).toHaveBeenCalledTimes(1);
    window.matchMedia = matchMedia;
  });
});
