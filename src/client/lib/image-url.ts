/**
 * Image URLs as the public page uses them (SPEC §2):
 * - uploads (/uploads/<hex>.webp) have a 480 px sibling (/uploads/<hex>-480.webp), used for
 *   thumbnails and as the small candidate of the main image's srcset;
 * - photos on the known photo host (images.unsplash.com) get fit=crop, auto=format, q=80 and,
 *   when asked, a width and height;
 * - anything else is used as it is.
 */
const THUMB_WIDTH = 480;
const FULL_WIDTH = 1920;
const PHOTO_HOST = 'images.unsplash.com';
const UPLOAD_PATTERN = /^\/uploads\/([a-f0-9]+)\.webp$/;

export interface ImageSize {
  width?: number;
  height?: number;
}

function isUploadedImage(url: string): boolean {
  return UPLOAD_PATTERN.test(url);
}

/** /uploads/<hex>.webp → /uploads/<hex>-480.webp; other URLs are returned unchanged. */
export function uploadThumbnailUrl(url: string): string {
  return isUploadedImage(url) ? url.replace(/\.webp$/, `-${THUMB_WIDTH}.webp`) : url;
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

const PHOTO_HOST_WIDTHS = [640, 960, 1280, 1920] as const;

/** src and srcset of a large image, so phones do not download the desktop size when a smaller one exists. */
export function responsiveImage(url: string): { src: string; srcSet?: string } {
  if (isUploadedImage(url)) {
    return { src: url, srcSet: `${uploadThumbnailUrl(url)} ${THUMB_WIDTH}w, ${url} ${FULL_WIDTH}w` };
  }
  if (isPhotoHostImage(url)) {
    const srcSet = PHOTO_HOST_WIDTHS.map(
      (width) => `${optimizedImageUrl(url, { width, height: Math.round((width * 2) / 3) })} ${width}w`,
    ).join(', ');
    return { src: optimizedImageUrl(url, { width: 1280, height: 853 }), srcSet };
  }
  return { src: url };
}
