import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { act } from 'react';
import { renderToString } from 'react-dom/server';
import { hydrateRoot } from 'react-dom/client';
import { ProductCard } from './ProductCard';

const base = {
  name: 'Sneaker Pop Soul',
  href: '/en-it/product/sneaker-pop-soul',
  price: 129,
  image: { src: '/a.jpg', alt: 'Sneaker Pop Soul, side view' },
};

/** The device's pointer, as the browser's media query answers. */
function pointerCanHover(hover: boolean) {
  window.matchMedia = ((query: string) => ({
    matches: query === '(hover: hover)' ? hover : false,
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  })) as unknown as typeof window.matchMedia;
}

describe('ProductCard', () => {
  const matchMedia = window.matchMedia;
  beforeEach(() => pointerCanHover(true));
  afterEach(() => {
    window.matchMedia = matchMedia;
  });

  it('links to the product through its name', () => {
    render(<ProductCard {...base} />);
    expect(screen.getByRole('link', { name: 'Sneaker Pop Soul' })).toHaveAttribute('href', base.href);
    expect(screen.getByRole('img', { name: 'Sneaker Pop Soul, side view' })).toBeInTheDocument();
  });

  it('shows the shopper’s note (in the cart) on the card, and none when not given', () => {
    const { rerender } = render(<ProductCard {...base} status="In your cart" />);
    const card = screen.getByRole('article');
    expect(within(card).getByText('In your cart')).toBeInTheDocument();
    rerender(<ProductCard {...base} />);
    expect(screen.queryByText('In your cart')).not.toBeInTheDocument();
  });

  it('adds the second picture as the hover image, hidden from screen readers', () => {
    const { container } = render(<ProductCard {...base} hoverImage={{ src: '/b.jpg', alt: 'back' }} />);
    const images = container.querySelectorAll('img');
    expect(images).toHaveLength(2);
    expect(images[1]).toHaveAttribute('src', '/b.jpg');
    expect(images[1]).toHaveAttribute('alt', '');
  });

  it('never adds the second picture where the pointer cannot hover (a phone), and still lists the sizes', () => {
    pointerCanHover(false);
    const { container } = render(
      <ProductCard {...base} hoverImage={{ src: '/b.jpg', alt: '' }} sizes={[{ label: '41', isAvailable: true }]} />,
    );
    expect(Array.from(container.querySelectorAll('img')).map((img) => img.getAttribute('src'))).toEqual(['/a.jpg']);
    expect(screen.getByRole('list', { name: 'Sizes' })).toHaveTextContent('41');
  });

  it('leaves the hover picture and the sizes out of the server’s HTML and adds them once hydrated', async () => {
    const card = (
      <ProductCard {...base} hoverImage={{ src: '/b.jpg', alt: '' }} sizes={[{ label: '41', isAvailable: true }]} />
    );
    const html = renderToString(card);
    expect(html).toContain('/a.jpg');
    expect(html).not.toContain('/b.jpg');
    expect(html).not.toContain('41');
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    await act(async () => {
      hydrateRoot(container, card);
    });
    expect(Array.from(container.querySelectorAll('img')).map((img) => img.getAttribute('src'))).toEqual([
      '/a.jpg',
      '/b.jpg',
    ]);
    expect(within(container).getByRole('list', { name: 'Sizes' })).toHaveTextContent('41');
    container.remove();
  });

  it('lists the sizes, unavailable ones struck through', () => {
    render(
      <ProductCard
        {...base}
        sizesLabel="Available sizes"
        sizes={[
          { label: '38', isAvailable: true },
          { label: '39', isAvailable: false },
        ]}
      />,
    );
    const list = screen.getByRole('list', { name: 'Available sizes' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    expect(within(list).getByText('39').tagName).toBe('S');
  });

  it('shows the discount with the price before discount', () => {
    render(<ProductCard {...base} price={90} priceBeforeDiscount={129} discountPercent={30} />);
    expect(screen.getByText('-30%')).toBeInTheDocument();
  });

  it('shows a muted looping video instead of the picture when given one', () => {
    const { container } = render(<ProductCard {...base} videoSrc="/clip.mp4" />);
    const video = container.querySelector('video')!;
    expect(video).toHaveAttribute('poster', '/a.jpg');
    expect(video.muted).toBe(true);
    expect(video).toHaveAttribute('loop');
  });

  describe('media that fail', () => {
    let warn: jest.SpyInstance;
    beforeEach(() => {
      warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
      jest.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(() => {});
    });
    afterEach(() => jest.restoreAllMocks());

    it('an image load error is logged (warning) and shows a grey box named as the image, no broken-image icon', () => {
      const { container } = render(<ProductCard {...base} hoverImage={{ src: '/b.jpg', alt: '' }} />);
      const [picture, hover] = Array.from(container.querySelectorAll('img'));
      fireEvent.error(picture!);
      fireEvent.error(hover!);
      expect(container.querySelectorAll('img')).toHaveLength(0);
      expect(screen.getByRole('img', { name: 'Sneaker Pop Soul, side view' })).toHaveAttribute('data-failed');
      expect(warn).toHaveBeenCalledWith(expect.stringContaining('[image] could not load'));
    });

    it('a blocked video autoplay is logged (warning) and the video stays on its poster', async () => {
      const play = jest
        .spyOn(HTMLMediaElement.prototype, 'play')
        .mockRejectedValue(new DOMException('play() is not allowed', 'NotAllowedError'));
      const { container } = render(<ProductCard {...base} videoSrc="/clip.mp4" />);
      expect(play).toHaveBeenCalled();
      await waitFor(() =>
        expect(warn).toHaveBeenCalledWith(expect.stringContaining('[video] autoplay was blocked'), expect.anything()),
      );
      expect(container.querySelector('video')).toHaveAttribute('poster', '/a.jpg');
    });
  });
});
