import { render } from '@testing-library/react';
import { PAGE_BACKGROUNDS } from '../../tokens/constants';
import { PageBackground } from './PageBackground';

describe('PageBackground', () => {
  it('offers the five brand colours of the spec', () => {
    expect(PAGE_BACKGROUNDS).toEqual(['paprika', 'violet', 'blue', 'yellow', 'green-aqua']);
  });

  it.each(PAGE_BACKGROUNDS)('paints the page %s', (color) => {
    const { container } = render(<PageBackground color={color}>page</PageBackground>);
    expect(container.firstElementChild).toHaveAttribute('data-color', color);
    expect(container.firstElementChild!.className).toContain(`color_${color}`);
  });

  it('keeps the default surface without a colour', () => {
    const { container } = render(<PageBackground>page</PageBackground>);
    expect(container.firstElementChild!.className).toContain('color_none');
  });
});
