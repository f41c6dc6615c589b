import { QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTestQueryClient, mockFetch, renderWithProviders } from '#tests/helpers/client/test-render.tsx';
import { DEFAULT_TRANSLATIONS } from '#shared/translations/index.ts';
import { translationMaps } from '#shared/translations/types.ts';
import type { ImageAltTexts } from '#shared/properties/schemas.ts';
import { I18nProvider } from '#client/lib/i18n.tsx';
import { Gallery, imageAltText } from './gallery';
import { wrapIndex } from './gallery-parts';
import { defaultTranslationMap } from '#shared/translations/index.ts';

const TITLE = 'Altbauwohnung';
const UPLOADS = ['/uploads/aa.webp', '/uploads/bb.webp', '/uploads/cc.webp'];

function renderGallery(images: string[], language: 'de' | 'en' | 'fr' = 'de', altTexts?: ImageAltTexts) {
  window.localStorage.setItem('selected-language', language);
  return renderWithProviders(<Gallery images={images} title={TITLE} altTexts={altTexts} />, {
    path: '/',
    forceEnglish: false,
  });
}

const counter = () => screen.getByText(/^\d+ \/ \d+$/);
/** The large image of the current slide (the one with the alternative text). */
const mainImage = () => screen.getByRole('img', { name: new RegExp(`^${TITLE}`) });
/** The AVIF candidates the <picture> around an image offers, if any. */
const avifSourceOf = (image: Element) => image.parentElement!.querySelector('source[type="image/avif"]');

/**
 * What the images had done before React attached its handlers, by src (the DOM here loads
 * nothing): loaded, failed, or (absent) still loading.
 */
const settledBeforeMount = new Map<string, 'loaded' | 'failed'>();

const imageState: { mockRestore: () => void }[] = [];

beforeEach(() => {
  mockFetch(() => undefined);
  settledBeforeMount.clear();
  const srcOf = (image: HTMLImageElement) => image.getAttribute('src') ?? '';
  imageState.push(
    vi.spyOn(HTMLImageElement.prototype, 'complete', 'get').mockImplementation(function (this: HTMLImageElement) {
      return settledBeforeMount.has(srcOf(this));
    }),
    vi.spyOn(HTMLImageElement.prototype, 'naturalWidth', 'get').mockImplementation(function (this: HTMLImageElement) {
      return settledBeforeMount.get(srcOf(this)) === 'loaded' ? 480 : 0;
    }),
  );
});
afterEach(() => {
  for (const spy of imageState.splice(0)) spy.mockRestore();
  vi.unstubAllGlobals();
  window.localStorage.clear();
});

describe('wrapIndex', () => {
  it('wraps around at both ends', () => {
    expect(wrapIndex(3, 3)).toBe(0);
    expect(wrapIndex(-1, 3)).toBe(2);
    expect(wrapIndex(4, 3)).toBe(1);
    expect(wrapIndex(0, 0)).toBe(0);
  });
});

describe('imageAltText', () => {
  const altTexts: ImageAltTexts = { '/uploads/aa.webp': { de: 'Fassade', en: 'Front' }, '/uploads/bb.webp': {} };

  it("takes the language's text, else the German one, else none", () => {
    expect(imageAltText(altTexts, '/uploads/aa.webp', 'en')).toBe('Front');
    expect(imageAltText(altTexts, '/uploads/aa.webp', 'fr')).toBe('Fassade');
    expect(imageAltText(altTexts, '/uploads/bb.webp', 'de')).toBeUndefined();
    expect(imageAltText(altTexts, '/uploads/cc.webp', 'de')).toBeUndefined();
  });
});

describe('Gallery', () => {
  it('shows a placeholder icon and text when there are no images', () => {
    renderGallery([]);
    expect(screen.getByText('Keine Bilder vorhanden')).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('with one image: counter 1 / 1, no arrows, no thumbnails', () => {
    renderGallery(['/uploads/aa.webp']);
    expect(counter()).toHaveTextContent('1 / 1');
    expect(screen.queryByRole('button', { name: 'Nächstes Bild' })).not.toBeInTheDocument();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });

  it('moves forward and backward with wrap-around at both ends', () => {
    renderGallery(UPLOADS);
    expect(counter()).toHaveTextContent('1 / 3');
    fireEvent.click(screen.getByRole('button', { name: 'Vorheriges Bild' }));
    expect(counter()).toHaveTextContent('3 / 3');
    expect(mainImage()).toHaveAccessibleName(`${TITLE} – Bild 3 von 3`);
    fireEvent.click(screen.getByRole('button', { name: 'Nächstes Bild' }));
    expect(counter()).toHaveTextContent('1 / 3');
    fireEvent.click(screen.getByRole('button', { name: 'Nächstes Bild' }));
    fireEvent.click(screen.getByRole('button', { name: 'Nächstes Bild' }));
    expect(counter()).toHaveTextContent('3 / 3');
    fireEvent.click(screen.getByRole('button', { name: 'Nächstes Bild' }));
    expect(counter()).toHaveTextContent('1 / 3');
  });

  it('shows a 6-column thumbnail grid with more than one image; a click selects that image', () => {
    renderGallery(UPLOADS);
    const list = screen.getByRole('list', { name: 'Alle Bilder' });
    expect(list).toHaveClass('grid-cols-6');
    const thumbs = within(list).getAllByRole('button');
    expect(thumbs).toHaveLength(3);
    expect(thumbs[0]).toHaveAttribute('aria-current', 'true');
    fireEvent.click(screen.getByRole('button', { name: 'Bild 3 anzeigen' }));
    expect(counter()).toHaveTextContent('3 / 3');
    expect(thumbs[2]).toHaveAttribute('aria-current', 'true');
    expect(thumbs[0]).not.toHaveAttribute('aria-current');
  });

  it('follows the arrow keys and horizontal swipes', () => {
    renderGallery(UPLOADS);
    const gallery = screen.getByRole('region', { name: 'Bildergalerie' });
    fireEvent.keyDown(gallery, { key: 'ArrowLeft' });
    expect(counter()).toHaveTextContent('3 / 3');
    fireEvent.keyDown(gallery, { key: 'ArrowRight' });
    expect(counter()).toHaveTextContent('1 / 3');

    const frame = mainImage().closest('.gallery-frame')!;
    fireEvent.touchStart(frame, { touches: [{ clientX: 300, clientY: 100 }] });
    fireEvent.touchEnd(frame, { changedTouches: [{ clientX: 200, clientY: 110 }] });
    expect(counter()).toHaveTextContent('2 / 3');
    fireEvent.touchStart(frame, { touches: [{ clientX: 100, clientY: 100 }] });
    fireEvent.touchEnd(frame, { changedTouches: [{ clientX: 250, clientY: 100 }] });
    expect(counter()).toHaveTextContent('1 / 3');
    // Mostly vertical: a scroll, not a swipe.
    fireEvent.touchStart(frame, { touches: [{ clientX: 100, clientY: 100 }] });
    fireEvent.touchEnd(frame, { changedTouches: [{ clientX: 160, clientY: 300 }] });
    expect(counter()).toHaveTextContent('1 / 3');
  });

  it('shows a spinner while the image loads, the small variant first, then the full image over it', () => {
    renderGallery(UPLOADS);
    expect(screen.getByRole('status')).toHaveTextContent('Bild wird geladen…');
    const image = mainImage();
    expect(image).toHaveAttribute('src', '/uploads/aa-480.webp');
    expect(avifSourceOf(image)).toHaveAttribute('srcset', '/uploads/aa-480.avif');
    fireEvent.load(image);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    const full = document.querySelector('img[srcset]')!;
    expect(full).toHaveAttribute(
      'srcset',
      '/uploads/aa-480.webp 480w, /uploads/aa-960.webp 960w, /uploads/aa-1600.webp 1600w',
    );
    expect(full).toHaveAttribute('sizes', '(min-width: 1024px) 58vw, 100vw');
    expect(full).toHaveAttribute('src', '/uploads/aa.webp');
    expect(full.parentElement!.tagName).toBe('PICTURE');
    const avif = avifSourceOf(full)!;
    expect(avif).toHaveAttribute(
      'srcset',
      '/uploads/aa-480.avif 480w, /uploads/aa-960.avif 960w, /uploads/aa-1600.avif 1600w',
    );
    expect(avif).toHaveAttribute('sizes', '(min-width: 1024px) 58vw, 100vw');
    // The <source> comes first: the browser takes the first one whose type it supports, else the <img>.
    expect(full.parentElement!.firstElementChild).toBe(avif);
    expect(full).toHaveClass('opacity-0');
    fireEvent.load(full);
    expect(full).toHaveClass('opacity-100');
  });

  it('fetches the first large image eagerly and first of all, the others lazily', () => {
    renderGallery(UPLOADS);
    expect(mainImage()).toHaveAttribute('fetchpriority', 'high');
    expect(mainImage()).toHaveAttribute('loading', 'eager');
    expect(mainImage()).toHaveAttribute('decoding', 'async');
    fireEvent.click(screen.getByRole('button', { name: 'Nächstes Bild' }));
    expect(mainImage()).toHaveAttribute('src', '/uploads/bb-480.webp');
    expect(mainImage()).toHaveAttribute('loading', 'lazy');
    expect(mainImage()).not.toHaveAttribute('fetchpriority');
  });

  it("shows 'Bild nicht verfügbar' when an image cannot be loaded", () => {
    renderGallery(['https://example.org/a.jpg', 'https://example.org/b.jpg']);
    fireEvent.error(mainImage());
    expect(screen.getByText('Bild nicht verfügbar')).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    // The next image is unaffected.
    fireEvent.click(screen.getByRole('button', { name: 'Nächstes Bild' }));
    expect(screen.queryByText('Bild nicht verfügbar')).not.toBeInTheDocument();
  });

  it('falls back to the WebP, then to the full image, then to the canonical file alone, and fails only if that fails too', () => {
    renderGallery(UPLOADS);
    // An upload from before the variants: its AVIF (and newer widths) may not exist yet.
    fireEvent.error(mainImage());
    expect(mainImage()).toHaveAttribute('src', '/uploads/aa-480.webp');
    expect(avifSourceOf(mainImage())).toBeNull();
    fireEvent.error(mainImage());
    expect(mainImage()).toHaveAttribute('src', '/uploads/aa.webp');
    expect(mainImage()).toHaveAttribute('srcset');
    expect(avifSourceOf(mainImage())).not.toBeNull();
    fireEvent.error(mainImage());
    expect(mainImage()).toHaveAttribute('src', '/uploads/aa.webp');
    expect(mainImage()).not.toHaveAttribute('srcset');
    expect(avifSourceOf(mainImage())).toBeNull();
    expect(screen.queryByText('Bild nicht verfügbar')).not.toBeInTheDocument();
    fireEvent.error(mainImage());
    expect(screen.getByText('Bild nicht verfügbar')).toBeInTheDocument();
  });

  it('replaces a broken thumbnail with a generic placeholder', () => {
    const { container } = renderGallery(UPLOADS);
    // Thumbnails load once the first large image has settled, so they do not compete with it.
    expect(container.querySelector('ul img')).toBeNull();
    fireEvent.load(mainImage());
    const thumbImages = container.querySelectorAll('ul img');
    expect(thumbImages).toHaveLength(3);
    expect(thumbImages[1]).toHaveAttribute('src', '/uploads/bb-480.webp');
    expect(thumbImages[1]).toHaveAttribute('loading', 'lazy');
    expect(avifSourceOf(thumbImages[1]!)).toHaveAttribute('srcset', '/uploads/bb-480.avif');
    fireEvent.error(thumbImages[1]!);
    // Without the AVIF first, then the placeholder.
    const webpOnly = container.querySelectorAll('ul img')[1]!;
    expect(webpOnly).toHaveAttribute('src', '/uploads/bb-480.webp');
    expect(avifSourceOf(webpOnly)).toBeNull();
    fireEvent.error(webpOnly);
    const secondThumb = screen.getByRole('button', { name: 'Bild 2 anzeigen' });
    expect(secondThumb.querySelector('img')).toBeNull();
    expect(secondThumb.querySelector('[data-thumb-placeholder]')).not.toBeNull();
    expect(container.querySelectorAll('[data-thumb-placeholder]')).toHaveLength(1);
  });

  it('loads thumbnails after a while even if the first image never settles', () => {
    vi.useFakeTimers();
    try {
      const { container } = renderGallery(UPLOADS);
      expect(container.querySelector('ul img')).toBeNull();
      act(() => vi.advanceTimersByTime(3000));
      expect(container.querySelectorAll('ul img')).toHaveLength(3);
    } finally {
      vi.useRealTimers();
    }
  });

  it('adds the photo host parameters to its images', () => {
    const photo = 'https://images.unsplash.com/photo-1?ixid=abc';
    const { container } = renderGallery([photo, 'https://images.unsplash.com/photo-2']);
    const preview = new URL(mainImage().getAttribute('src')!);
    expect(Object.fromEntries(preview.searchParams)).toEqual({
      ixid: 'abc',
      fit: 'crop',
      auto: 'format',
      q: '80',
      w: '480',
      h: '320',
    });
    fireEvent.load(mainImage());
    const full = container.querySelector('img[srcset]')!;
    expect(full.getAttribute('srcset')).toContain('fit=crop&auto=format&q=80&w=1920&h=1280 1920w');
    // The host picks the format itself (auto=format): no AVIF source of ours.
    expect(container.querySelector('source')).toBeNull();
  });

  describe('with images that settled before React attached its handlers (server-rendered, then hydrated)', () => {
    it('takes a loaded first image as loaded: no spinner left behind', () => {
      settledBeforeMount.set('/uploads/aa-480.webp', 'loaded');
      const { container } = renderGallery(UPLOADS);
      expect(screen.queryByRole('status')).not.toBeInTheDocument();
      // The full image comes next, and the thumbnails no longer wait.
      expect(container.querySelector('img[srcset]')).toHaveAttribute('src', '/uploads/aa.webp');
      expect(container.querySelectorAll('ul img')).toHaveLength(3);
    });

    it('takes a failed one as failed and goes on to the next candidate', () => {
      settledBeforeMount.set('/uploads/aa-480.webp', 'failed');
      renderGallery(UPLOADS);
      expect(mainImage()).toHaveAttribute('src', '/uploads/aa.webp');
      expect(screen.getByRole('status')).toBeInTheDocument();
      fireEvent.load(mainImage());
      expect(screen.queryByRole('status')).not.toBeInTheDocument();
    });

    it("shows 'Bild nicht verfügbar' for an external image that failed before", () => {
      settledBeforeMount.set('https://example.org/a.jpg', 'failed');
      renderGallery(['https://example.org/a.jpg']);
      expect(screen.getByText('Bild nicht verfügbar')).toBeInTheDocument();
    });

    it('hydrates the markup rendered on the server without a mismatch, and settles the loaded image', async () => {
      const texts = translationMaps(DEFAULT_TRANSLATIONS);
      const page = (children: ReactNode) => (
        <QueryClientProvider client={createTestQueryClient()}>
          <I18nProvider builtIn={texts}>{children}</I18nProvider>
        </QueryClientProvider>
      );
      window.localStorage.setItem('selected-language', 'de');
      const html = renderToString(page(<Gallery images={UPLOADS} title={TITLE} />));
      expect(html).toContain('<picture');
      expect(html).toContain('fetchPriority="high"');
      const container = document.createElement('div');
      container.innerHTML = html;
      document.body.append(container);
      expect(within(container).getByRole('status')).toBeInTheDocument();
      // The browser fetched and showed the server's image before the script ran.
      settledBeforeMount.set('/uploads/aa-480.webp', 'loaded');
      const serverImage = container.querySelector('img');
      render(page(<Gallery images={UPLOADS} title={TITLE} />), { container, hydrate: true });
      expect(container.querySelector('img')).toBe(serverImage);
      await waitFor(() => expect(within(container).queryByRole('status')).not.toBeInTheDocument());
      expect(container.querySelector('img[srcset]')).toHaveAttribute('src', '/uploads/aa.webp');
    });
  });

  it('speaks the visitor’s language', () => {
    renderGallery(UPLOADS, 'en');
    expect(screen.getByRole('button', { name: 'Previous image' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next image' })).toBeInTheDocument();
    expect(mainImage()).toHaveAccessibleName(`${TITLE} – image 1 of 3`);
    expect(screen.getByRole('button', { name: 'Show image 2' })).toBeInTheDocument();
  });

  describe("with the agent's alternative texts", () => {
    const altTexts: ImageAltTexts = {
      '/uploads/aa.webp': { de: 'Straßenansicht mit Vorgarten', en: 'Street view with front garden' },
      '/uploads/bb.webp': { de: 'Wohnzimmer mit Kamin' },
    };
    const image = (name: string) => screen.getByRole('img', { name });

    it('uses the text of the current language', () => {
      renderGallery(UPLOADS, 'de', altTexts);
      expect(image('Straßenansicht mit Vorgarten')).toHaveAttribute('src', '/uploads/aa-480.webp');
      fireEvent.click(screen.getByRole('button', { name: 'Nächstes Bild' }));
      expect(image('Wohnzimmer mit Kamin')).toHaveAttribute('src', '/uploads/bb-480.webp');
    });

    it('falls back to German, then to the text made from the title', () => {
      renderGallery(UPLOADS, 'en', altTexts);
      expect(image('Street view with front garden')).toBeInTheDocument();
      fireEvent.click(screen.getByRole('button', { name: 'Next image' }));
      expect(image('Wohnzimmer mit Kamin')).toBeInTheDocument();
      fireEvent.click(screen.getByRole('button', { name: 'Next image' }));
      expect(mainImage()).toHaveAccessibleName(`${TITLE} – image 3 of 3`);
    });
  });
});

describe('the full-screen gallery', () => {
  it('opens on the large image, steps with arrows and keys, says where it is, and closes back to where it opened', async () => {
    renderGallery(UPLOADS, 'de', { '/uploads/bb.webp': { de: 'Wohnzimmer' } });
    const opener = screen.getByRole('button', { name: 'Bild im Vollbild öffnen' });
    opener.focus();
    fireEvent.click(opener);
    const lightbox = await screen.findByRole('dialog', { name: 'Bilder im Vollbild' });
    expect(within(lightbox).getByRole('img', { name: `${TITLE} – Bild 1 von 3` })).toBeInTheDocument();
    expect(within(lightbox).getByText('1 / 3')).toBeInTheDocument();

    fireEvent.click(within(lightbox).getByRole('button', { name: 'Nächstes Bild' }));
    expect(within(lightbox).getByRole('img', { name: 'Wohnzimmer' })).toBeInTheDocument();
    // One key press is one step, although the gallery behind listens to the same keys.
    fireEvent.keyDown(lightbox, { key: 'ArrowRight' });
    expect(within(lightbox).getByText('3 / 3')).toBeInTheDocument();
    fireEvent.keyDown(lightbox, { key: 'ArrowRight' });
    expect(within(lightbox).getByText('1 / 3')).toBeInTheDocument();
    fireEvent.keyDown(lightbox, { key: 'ArrowLeft' });
    expect(within(lightbox).getByText('3 / 3')).toBeInTheDocument();

    // A swipe to the left is the next image.
    fireEvent.touchStart(lightbox, { touches: [{ clientX: 300, clientY: 200 }] });
    fireEvent.touchEnd(lightbox, { changedTouches: [{ clientX: 200, clientY: 210 }] });
    expect(within(lightbox).getByText('1 / 3')).toBeInTheDocument();
    fireEvent.click(within(lightbox).getByRole('button', { name: 'Nächstes Bild' }));

    fireEvent.keyDown(lightbox, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    // The gallery shows the image last seen full screen, and focus is back on the image.
    expect(counter()).toHaveTextContent('2 / 3');
    await waitFor(() => expect(opener).toHaveFocus());
  });
});

describe.each(['en', 'fr'] as const)('the gallery in %s', (language) => {
  const text = defaultTranslationMap(language);
  const fill = (template: string | undefined, values: Record<string, string | number>) =>
    Object.entries(values).reduce(
      (result, [name, value]) => result.replace(`{${name}}`, String(value)),
      template ?? '',
    );

  it('names its controls, its images and the full-screen dialog in the language', async () => {
    renderGallery(UPLOADS, language);
    expect(screen.getByRole('button', { name: text['gallery.previous'] })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: text['gallery.next'] })).toBeInTheDocument();
    expect(mainImage()).toHaveAccessibleName(fill(text['gallery.imageAlt'], { title: TITLE, n: 1, total: 3 }));
    expect(screen.getByRole('button', { name: fill(text['gallery.showImage'], { n: 2 }) })).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: text['gallery.openFullscreen'] }));
    const lightbox = await screen.findByRole('dialog', { name: text['gallery.fullscreen'] });
    expect(
      within(lightbox).getByRole('img', { name: fill(text['gallery.imageAlt'], { title: TITLE, n: 1, total: 3 }) }),
    ).toBeInTheDocument();
    expect(within(lightbox).getByRole('button', { name: text['gallery.next'] })).toBeInTheDocument();
    expect(within(lightbox).getByRole('button', { name: text['gallery.closeFullscreen'] })).toBeInTheDocument();
  });
});
