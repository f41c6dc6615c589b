import type { Sharp } from 'sharp';

/** One file stored for an upload: `<hex><suffix>`, encoded from the (auto-rotated) picture. */
export interface Rendition {
  suffix: string;
  render: (picture: Sharp) => Sharp;
}

/** The file whose URL the database stores; every other rendition can be rebuilt from it. */
export const CANONICAL_RENDITION: Rendition = {
  suffix: '.webp',
  render: (picture) => picture.resize({ width: 1920, withoutEnlargement: true }).webp({ quality: 82 }),
};

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

const avifVariants: Rendition[] = [...VARIANT_WIDTHS].reverse().map((width) => ({
  suffix: `-${width}.avif`,
  render: (picture) => picture.resize({ width, withoutEnlargement: true }).avif(AVIF),
}));

const webpVariants: Rendition[] = VARIANT_WIDTHS.map((width) => ({
  suffix: `-${width}.webp`,
  render: (picture) => picture.resize({ width, withoutEnlargement: true }).webp({ quality: WEBP_QUALITY[width] }),
}));

const shareImage: Rendition = {
  suffix: SHARE_SUFFIX,
  // Cover crops to the exact size (enlarging a small upload if need be): cards show nothing else.
  render: (picture) =>
    picture
      .resize({ ...SHARE_SIZE, fit: 'cover' })
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: 82 }),
};

/** Everything beside the canonical file, slowest first so parallel encoders finish together. */
export const DERIVED_RENDITIONS: readonly Rendition[] = [...avifVariants, ...webpVariants, shareImage];
