import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ResponsiveImage, type ArtImage } from './ResponsiveImage';

const image: ArtImage = {
  width: 1200,
  height: 1500,
  alt: 'An amber glass dropper bottle',
  placeholder: 'data:image/webp;base64,AAAA',
  src: '/assets/dropper-800.jpg',
  avif: '/assets/dropper-400.avif 400w, /assets/dropper-1200.avif 1200w',
  webp: '/assets/dropper-400.webp 400w, /assets/dropper-1200.webp 1200w',
  jpeg: '/assets/dropper-400.jpg 400w, /assets/dropper-1200.jpg 1200w',
};

describe('ResponsiveImage', () => {
  it('offers AVIF, then WebP, then JPEG, at every width, with the intrinsic size so nothing shifts', () => {
    const { container } = render(<ResponsiveImage image={image} sizes="50vw" />);
    const sources = [...container.querySelectorAll('picture > source')];
    expect(sources.map((source) => source.getAttribute('type'))).toEqual(['image/avif', 'image/webp']);
    expect(sources[0]).toHaveAttribute('srcset', image.avif);
    expect(sources[0]).toHaveAttribute('sizes', '50vw');
    const img = screen.getByRole('img', { name: image.alt });
    expect(img).toHaveAttribute('srcset', image.jpeg);
    expect(img).toHaveAttribute('src', image.src);
    expect(img).toHaveAttribute('width', '1200');
    expect(img).toHaveAttribute('height', '1500');
    expect(img.style.backgroundImage).toContain(image.placeholder);
  });

  it('is lazy by default, and eager and first for the page’s lead picture', () => {
    const { rerender } = render(<ResponsiveImage image={image} />);
    expect(screen.getByRole('img')).toHaveAttribute('loading', 'lazy');
    expect(screen.getByRole('img')).toHaveAttribute('fetchpriority', 'auto');
    rerender(<ResponsiveImage image={image} priority />);
    expect(screen.getByRole('img')).toHaveAttribute('loading', 'eager');
    expect(screen.getByRole('img')).toHaveAttribute('fetchpriority', 'high');
  });

  it('can be decorative', () => {
    render(<ResponsiveImage image={image} alt="" />);
    expect(screen.queryByRole('img', { name: image.alt })).not.toBeInTheDocument();
    expect(document.querySelector('img')).toHaveAttribute('alt', '');
  });
});
