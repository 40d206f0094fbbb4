import { render, screen } from '@testing-library/react';
import { PROGRESS_BAR_HEIGHT_PX } from '../../tokens/constants';
import { ProgressBar } from './ProgressBar';

describe('ProgressBar', () => {
  it('is a labelled progressbar with its value', () => {
    render(<ProgressBar aria-label="Loading page" value={45} />);
    const bar = screen.getByRole('progressbar', { name: 'Loading page' });
    expect(bar).toHaveAttribute('aria-valuenow', '45');
    expect((bar.firstElementChild as HTMLElement).style.transform).toBe('scaleX(0.45)');
  });

  it('keeps the value inside its range and announces the percentage', () => {
    render(<ProgressBar aria-label="Upload" value={150} />);
    const bar = screen.getByRole('progressbar', { name: 'Upload' });
    expect(bar).toHaveAttribute('aria-valuenow', '100');
    expect(bar).toHaveAttribute('aria-valuetext', '100%');
  });

  it('announces no value while indeterminate', () => {
    render(<ProgressBar aria-label="Upload" isIndeterminate />);
    expect(screen.getByRole('progressbar', { name: 'Upload' })).not.toHaveAttribute('aria-valuenow');
  });

  it('is 5px high as the spec says', () => {
    expect(PROGRESS_BAR_HEIGHT_PX).toBe(5);
  });
});
