import { ImageOff } from 'lucide-react';
import { useState } from 'react';

/** Uploaded images have a 480 px sibling for thumbnails (same name, -480 suffix). */
export function thumbnailUrl(url: string): string {
  return /^\/uploads\/[a-f0-9]{32}\.webp$/.test(url) ? url.replace(/\.webp$/, '-480.webp') : url;
}

/** A small picture of an image: its thumbnail file, else the image itself, else a placeholder. */
export function Thumbnail({ url, alt }: { url: string; alt: string }) {
  const [src, setSrc] = useState(() => thumbnailUrl(url));
  const [failed, setFailed] = useState(false);
  if (failed) {
    return (
      <div className="flex h-full w-full items-center justify-center bg-stone-100 text-stone-400">
        <ImageOff className="h-6 w-6" aria-hidden />
        <span className="sr-only">{alt}</span>
      </div>
    );
  }
  return (
    <img
      src={src}
      alt={alt}
      loading="lazy"
      // The tile is what is dragged, not the picture's URL.
      draggable={false}
      className="h-full w-full object-cover"
      // A missing thumbnail falls back to the full image, a missing image to a placeholder.
      onError={() => (src !== url ? setSrc(url) : setFailed(true))}
    />
  );
}
