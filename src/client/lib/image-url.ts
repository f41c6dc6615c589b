/**
 * Image URLs as the public page uses them (decision 56):
 * - uploads (/uploads/<hex>.webp, 1920 px) have siblings 480, 960 and 1600 px wide in WebP and in
 *   AVIF (/uploads/<hex>-960.avif); the 480 px ones are the thumbnails;
 * - photos on the known photo host (images.unsplash.com) get fit=crop, auto=format, q=80 and,
 *   when asked, a width and height;
 * - anything else is used as it is.
 */
const THUMB_WIDTH = 480;
const VARIANT_WIDTHS = [THUMB_WIDTH, 960, 1600] as const;
const PHOTO_HOST = 'images.unsplash.com';
const UPLOAD_PATTERN = /^\/uploads\/([a-f0-9]+)\.webp$/;

export interface ImageSize {
  width?: number;
  height?: number;
}

/** What an <img> (and, for uploads, the AVIF <source> of its <picture>) needs. */
export interface ResponsiveImage {
  /** Always a file that exists: for an upload, its canonical file. */
  src: string;
  srcSet?: string;
  /** The same candidates in AVIF; only uploads have them. */
  avifSrcSet?: string;
}

function isUploadedImage(url: string): boolean {
  return UPLOAD_PATTERN.test(url);
}

/** /uploads/<hex>.webp → /uploads/<hex>-<width>.<format>; call only for uploads. */
function uploadVariantUrl(url: string, width: number, format: 'webp' | 'avif'): string {
  return url.replace(/\.webp$/, `-${width}.${format}`);
}

function uploadSrcSet(url: string, format: 'webp' | 'avif'): string {
  return VARIANT_WIDTHS.map((width) => `${uploadVariantUrl(url, width, format)} ${width}w`).join(', ');
}

/** /uploads/<hex>.webp → /uploads/<hex>-480.webp; other URLs are returned unchanged. */
export function uploadThumbnailUrl(url: string): string {
  return isUploadedImage(url) ? uploadVariantUrl(url, THUMB_WIDTH, 'webp') : url;
}

function photoHostUrl(url: string): URL | null {
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' && parsed.hostname === PHOTO_HOST ? parsed : null;
  } catch {
    return null;
  }
}

function isPhotoHostImage(url: string): boolean {
  return photoHostUrl(url) !== null;
}

/** The photo host's URL with its rendering parameters; other URLs are returned unchanged. */
export function optimizedImageUrl(url: string, size: ImageSize = {}): string {
  const parsed = photoHostUrl(url);
  if (!parsed) return url;
  parsed.searchParams.set('fit', 'crop');
  parsed.searchParams.set('auto', 'format');
  parsed.searchParams.set('q', '80');
  if (size.width) parsed.searchParams.set('w', String(Math.round(size.width)));
  else parsed.searchParams.delete('w');
  if (size.height) parsed.searchParams.set('h', String(Math.round(size.height)));
  else parsed.searchParams.delete('h');
  return parsed.toString();
}

/** The small variant for a thumbnail (480 px upload sibling, or a 480×320 crop from the photo host). */
export function thumbnailUrl(url: string): string {
  if (isUploadedImage(url)) return uploadThumbnailUrl(url);
  return optimizedImageUrl(url, { width: THUMB_WIDTH, height: Math.round((THUMB_WIDTH * 2) / 3) });
}

/** A thumbnail with, for an upload, its 480 px AVIF sibling. */
export function thumbnailImage(url: string): ResponsiveImage {
  if (isUploadedImage(url))
    return { src: uploadThumbnailUrl(url), avifSrcSet: uploadVariantUrl(url, THUMB_WIDTH, 'avif') };
  return { src: thumbnailUrl(url) };
}

const PHOTO_HOST_WIDTHS = [640, 960, 1280, 1920] as const;

/** src and srcsets of a large image, so phones do not download the desktop size when a smaller one exists. */
export function responsiveImage(url: string): ResponsiveImage {
  if (isUploadedImage(url)) {
    return { src: url, srcSet: uploadSrcSet(url, 'webp'), avifSrcSet: uploadSrcSet(url, 'avif') };
  }
  if (isPhotoHostImage(url)) {
    const srcSet = PHOTO_HOST_WIDTHS.map(
      (width) => `${optimizedImageUrl(url, { width, height: Math.round((width * 2) / 3) })} ${width}w`,
    ).join(', ');
    return { src: optimizedImageUrl(url, { width: 1280, height: 853 }), srcSet };
  }
  return { src: url };
}
