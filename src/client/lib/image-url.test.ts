import { describe, expect, it } from 'vitest';
import { optimizedImageUrl, responsiveImage, thumbnailImage, thumbnailUrl, uploadThumbnailUrl } from './image-url';

describe('image URLs', () => {
  it('maps an upload to its 480 px thumbnail', () => {
    expect(uploadThumbnailUrl('/uploads/3f9ce1.webp')).toBe('/uploads/3f9ce1-480.webp');
    expect(thumbnailUrl('/uploads/3f9ce1.webp')).toBe('/uploads/3f9ce1-480.webp');
    expect(uploadThumbnailUrl('/uploads/other.png')).toBe('/uploads/other.png');
  });

  it('adds crop fit, auto format and quality 80, plus width and height, for the photo host', () => {
    const url = new URL(
      optimizedImageUrl('https://images.unsplash.com/photo-1?w=5000&ixid=x', { width: 640, height: 427 }),
    );
    expect(url.searchParams.get('fit')).toBe('crop');
    expect(url.searchParams.get('auto')).toBe('format');
    expect(url.searchParams.get('q')).toBe('80');
    expect(url.searchParams.get('w')).toBe('640');
    expect(url.searchParams.get('h')).toBe('427');
    expect(url.searchParams.get('ixid')).toBe('x');
    const plain = new URL(optimizedImageUrl('https://images.unsplash.com/photo-1?w=5000'));
    expect(plain.searchParams.has('w')).toBe(false);
    expect(plain.searchParams.get('q')).toBe('80');
  });

  it('leaves other hosts alone', () => {
    expect(optimizedImageUrl('https://example.org/a.jpg', { width: 100 })).toBe('https://example.org/a.jpg');
    expect(optimizedImageUrl('http://images.unsplash.com/a', { width: 100 })).toBe('http://images.unsplash.com/a');
    expect(optimizedImageUrl('not a url')).toBe('not a url');
    expect(thumbnailUrl('https://example.org/a.jpg')).toBe('https://example.org/a.jpg');
  });

  it('offers an upload in 480, 960 and 1600 px, as WebP and as AVIF, with the canonical file as src', () => {
    expect(responsiveImage('/uploads/ab.webp')).toEqual({
      src: '/uploads/ab.webp',
      srcSet: '/uploads/ab-480.webp 480w, /uploads/ab-960.webp 960w, /uploads/ab-1600.webp 1600w',
      avifSrcSet: '/uploads/ab-480.avif 480w, /uploads/ab-960.avif 960w, /uploads/ab-1600.avif 1600w',
    });
  });

  it('keeps other images as they were: the photo host in four widths, anything else as it is, no AVIF', () => {
    expect(responsiveImage('https://example.org/a.jpg')).toEqual({ src: 'https://example.org/a.jpg' });
    expect(responsiveImage('/uploads/other.png')).toEqual({ src: '/uploads/other.png' });
    const photo = responsiveImage('https://images.unsplash.com/p');
    expect(photo.srcSet?.split(', ')).toHaveLength(4);
    expect(photo.avifSrcSet).toBeUndefined();
  });

  it('gives an upload’s thumbnail its 480 px AVIF sibling, other thumbnails none', () => {
    expect(thumbnailImage('/uploads/ab.webp')).toEqual({
      src: '/uploads/ab-480.webp',
      avifSrcSet: '/uploads/ab-480.avif',
    });
    expect(thumbnailImage('https://example.org/a.jpg')).toEqual({ src: 'https://example.org/a.jpg' });
    expect(thumbnailImage('https://images.unsplash.com/p').src).toContain('w=480&h=320');
  });
});
