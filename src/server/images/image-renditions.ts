import { createHash } from 'node:crypto';
import type { AvifOptions, FlattenOptions, JpegOptions, ResizeOptions, Sharp, WebpOptions } from 'sharp';

/**
 * How one file is made from the picture, as plain data: the demo images' pre-encoded files are
 * keyed by it (renditionsFingerprint), so every setting that changes the bytes must live here.
 */
type Recipe = { resize: ResizeOptions; flatten?: FlattenOptions } & (
  | { format: 'webp'; options: WebpOptions }
  | { format: 'avif'; options: AvifOptions }
  | { format: 'jpeg'; options: JpegOptions }
);

/** One file stored for an upload: `<hex><suffix>`, encoded from the (auto-rotated) picture. */
export interface Rendition {
  suffix: string;
  recipe: Recipe;
  render: (picture: Sharp) => Sharp;
}

function rendition(suffix: string, recipe: Recipe): Rendition {
  return {
    suffix,
    recipe,
    render: (picture) => {
      const resized = picture.resize(recipe.resize);
      return (recipe.flatten ? resized.flatten(recipe.flatten) : resized).toFormat(recipe.format, recipe.options);
    },
  };
}

/** The file whose URL the database stores; every other rendition can be rebuilt from it. */
export const CANONICAL_RENDITION = rendition('.webp', {
  resize: { width: 1920, withoutEnlargement: true },
  format: 'webp',
  options: { quality: 82 },
});

/** The widths of the page's srcset, in WebP and AVIF. */
const VARIANT_WIDTHS = [480, 960, 1600] as const;

/** Link previews (OpenGraph, Twitter cards) want exactly this size. */
const SHARE_SIZE = { width: 1200, height: 630 } as const;
export const SHARE_SUFFIX = '-share.jpg';

/**
 * AVIF at effort 4 took 4.4 s for one 1600 px image on the 2-core server (sharp's single vips
 * thread); effort 3 takes 1.2 s for files 5 % larger (decision 56).
 */
const AVIF = { quality: 50, effort: 3 } as const;
const WEBP_QUALITY: Record<(typeof VARIANT_WIDTHS)[number], number> = { 480: 75, 960: 80, 1600: 80 };

const avifVariants = [...VARIANT_WIDTHS]
  .reverse()
  .map((width) =>
    rendition(`-${width}.avif`, { resize: { width, withoutEnlargement: true }, format: 'avif', options: AVIF }),
  );

const webpVariants = VARIANT_WIDTHS.map((width) =>
  rendition(`-${width}.webp`, {
    resize: { width, withoutEnlargement: true },
    format: 'webp',
    options: { quality: WEBP_QUALITY[width] },
  }),
);

// Cover crops to the exact size (enlarging a small upload if need be): cards show nothing else.
const shareImage = rendition(SHARE_SUFFIX, {
  resize: { ...SHARE_SIZE, fit: 'cover' },
  flatten: { background: '#ffffff' },
  format: 'jpeg',
  options: { quality: 82 },
});

/** Everything beside the canonical file, slowest first so parallel encoders finish together. */
export const DERIVED_RENDITIONS: readonly Rendition[] = [...avifVariants, ...webpVariants, shareImage];

/**
 * A hash of every rendition's suffix and recipe: files encoded under another fingerprint are not
 * what storeImage makes today.
 */
export function renditionsFingerprint(): string {
  const recipes = [CANONICAL_RENDITION, ...DERIVED_RENDITIONS].map(({ suffix, recipe }) => ({ suffix, recipe }));
  return createHash('sha256').update(JSON.stringify(recipes)).digest('hex');
}
