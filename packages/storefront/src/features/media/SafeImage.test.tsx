import { fireEvent, render, screen } from '@testing-library/react';
import { SafeImage } from './SafeImage';

describe('shop images', () => {
  afterEach(() => jest.restoreAllMocks());

  it('an image load error is logged (warning) and the image degrades to an empty box, no broken-image icon', () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    const { container } = render(
      <SafeImage src="/media/gone.webp" alt="Sunny Side, paprika" width={96} height={120} />,
    );
    fireEvent.error(container.querySelector('img')!);
    expect(container.querySelector('img')).toBeNull();
    expect(screen.getByRole('img', { name: 'Sunny Side, paprika' })).toHaveAttribute('data-failed');
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('[image] could not load'));
  });

  it('an image that loads is shown as it is', () => {
    const { container } = render(<SafeImage src="/media/ok.webp" alt="" width={96} height={120} />);
    expect(container.querySelector('img')).not.toBeNull();
  });
});
