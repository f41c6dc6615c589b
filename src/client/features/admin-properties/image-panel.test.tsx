import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  createTestQueryClient,
  jsonResponse,
  mockFetch,
  renderWithProviders,
} from '#tests/helpers/client/test-render.tsx';
import type { ImageAltTexts } from '#shared/properties/schemas.ts';
import { ImagePanel } from './image-panel';
import { thumbnailUrl } from './image-thumbnail';

afterEach(() => vi.unstubAllGlobals());

const IMAGES_URL = '/api/admin/properties/p1/images';

function renderPanel(images: string[], imageAltTexts: ImageAltTexts = {}) {
  const queryClient = createTestQueryClient();
  queryClient.setQueryData([IMAGES_URL], { images, imageAltTexts });
  return renderWithProviders(<ImagePanel propertyId="p1" />, { queryClient });
}

const choose = (files: File[]) =>
  fireEvent.change(screen.getByLabelText('Dateien auswählen', { selector: 'input' }), { target: { files } });

describe('ImagePanel', () => {
  it('states the maximum of 10 images', () => {
    mockFetch(() => undefined);
    renderPanel(['/uploads/aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa.webp']);
    expect(screen.getByText('1 von maximal 10 Bildern')).toBeInTheDocument();
  });

  it("refuses a wrong type with 'Ungültige Dateien' and sends nothing", () => {
    const xhr = vi.fn();
    vi.stubGlobal('XMLHttpRequest', xhr);
    mockFetch(() => undefined);
    renderPanel([]);
    choose([new File(['<svg/>'], 'x.svg', { type: 'image/svg+xml' })]);
    expect(screen.getByTestId('toast-title')).toHaveTextContent('Ungültige Dateien');
    expect(screen.getByTestId('toast-description')).toHaveTextContent('Nur JPEG, PNG und WebP Bilder sind erlaubt');
    expect(xhr).not.toHaveBeenCalled();
  });

  it("refuses a file over 5 MB with 'Dateien zu groß'", () => {
    mockFetch(() => undefined);
    renderPanel([]);
    const big = new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'big.jpg', { type: 'image/jpeg' });
    choose([big]);
    expect(screen.getByTestId('toast-title')).toHaveTextContent('Dateien zu groß');
    expect(screen.getByTestId('toast-description')).toHaveTextContent('Maximale Dateigröße: 5MB pro Bild');
  });

  it('deletes an image only after confirmation', async () => {
    const url = '/uploads/bbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb.webp';
    const fetchSpy = mockFetch((requested, init) =>
      requested === '/api/admin/properties/p1/images' && init?.method === 'DELETE'
        ? jsonResponse({ message: 'ok' })
        : undefined,
    );
    renderPanel([url]);
    fireEvent.click(screen.getByRole('button', { name: 'Bild 1 löschen' }));
    expect(screen.getByRole('alertdialog')).toHaveTextContent('Bild löschen?');
    expect(fetchSpy.mock.calls.some(([, init]) => init?.method === 'DELETE')).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'Löschen' }));
    await waitFor(() => expect(screen.getByTestId('toast-title')).toHaveTextContent('Bild wurde gelöscht'));
    const [, init] = fetchSpy.mock.calls.find(([, i]) => i?.method === 'DELETE')!;
    expect(JSON.parse(String(init?.body))).toEqual({ imageUrl: url });
  });

  it('uses the 480 px sibling of uploaded images as thumbnail', () => {
    expect(thumbnailUrl('/uploads/0123456789abcdef0123456789abcdef.webp')).toBe(
      '/uploads/0123456789abcdef0123456789abcdef-480.webp',
    );
    expect(thumbnailUrl('https://images.example.com/a.jpg')).toBe('https://images.example.com/a.jpg');
  });

  it('says that image changes are saved at once', () => {
    mockFetch(() => undefined);
    renderPanel([]);
    expect(
      screen.getByText('Änderungen an den Bildern werden sofort gespeichert; „Abbrechen“ macht sie nicht rückgängig.'),
    ).toBeInTheDocument();
  });
});

const A = 'https://photos.example/a.jpg';
const B = 'https://photos.example/b.jpg';
const C = 'https://photos.example/c.jpg';

/** Accepts every order call as the server would, and records the orders sent. */
function mockOrderCalls() {
  const orders: string[][] = [];
  mockFetch((url, init) => {
    if (url !== `${IMAGES_URL}/order` || init?.method !== 'PUT') return undefined;
    const { images } = JSON.parse(String(init.body)) as { images: string[] };
    orders.push(images);
    return jsonResponse({ message: 'Reihenfolge der Bilder gespeichert', images });
  });
  return { orders };
}

/** The pictures in the order the panel shows them. */
const shownOrder = () =>
  within(screen.getByRole('list', { name: 'Bilder' }))
    .getAllByRole('listitem')
    .map((item) => item.querySelector('img')?.getAttribute('src'));

const announcement = () => document.querySelector('[aria-live="polite"].sr-only');

describe('ImagePanel: order and cover', () => {
  it('moves an image later, saves the order, announces it and keeps focus on the same button', async () => {
    const { orders } = mockOrderCalls();
    renderPanel([A, B, C]);
    const button = screen.getByRole('button', { name: 'Bild 1 nach hinten verschieben' });
    button.focus();
    fireEvent.click(button);

    await waitFor(() => expect(shownOrder()).toEqual([B, A, C]));
    await waitFor(() => expect(orders).toEqual([[B, A, C]]));
    expect(announcement()).toHaveTextContent('Bild 1 ist jetzt Bild 2.');
    expect(screen.getByRole('button', { name: 'Bild 2 nach hinten verschieben' })).toHaveFocus();
  });

  it('moves an image earlier; at the first place focus goes to its other arrow', async () => {
    const { orders } = mockOrderCalls();
    renderPanel([A, B, C]);
    fireEvent.click(screen.getByRole('button', { name: 'Bild 2 nach vorne verschieben' }));

    await waitFor(() => expect(orders).toEqual([[B, A, C]]));
    expect(shownOrder()).toEqual([B, A, C]);
    expect(screen.getByRole('button', { name: 'Bild 1 nach vorne verschieben' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Bild 1 nach hinten verschieben' })).toHaveFocus();
    expect(announcement()).toHaveTextContent('Bild 2 ist jetzt das Titelbild.');
  });

  it('makes any other image the cover: it moves to the first place and carries the badge', async () => {
    const { orders } = mockOrderCalls();
    renderPanel([A, B, C]);
    expect(screen.queryByRole('button', { name: 'Bild 1 als Titelbild' })).not.toBeInTheDocument();
    const [firstTile] = within(screen.getByRole('list', { name: 'Bilder' })).getAllByRole('listitem');
    expect(firstTile).toHaveTextContent('Titelbild');

    fireEvent.click(screen.getByRole('button', { name: 'Bild 3 als Titelbild' }));
    await waitFor(() => expect(orders).toEqual([[C, A, B]]));
    const tiles = within(screen.getByRole('list', { name: 'Bilder' })).getAllByRole('listitem');
    expect(tiles[0]!.querySelector('img')).toHaveAttribute('src', C);
    expect(within(tiles[0]!).getByText('Titelbild')).toBeInTheDocument();
    expect(within(tiles[1]!).queryByText('Titelbild')).not.toBeInTheDocument();
    expect(announcement()).toHaveTextContent('Bild 3 ist jetzt das Titelbild.');
  });

  it('reorders by drag and drop between tiles', async () => {
    const { orders } = mockOrderCalls();
    renderPanel([A, B, C]);
    const data = new Map<string, string>();
    const dataTransfer = {
      get types() {
        return [...data.keys()];
      },
      setData: (type: string, value: string) => data.set(type, value),
      getData: (type: string) => data.get(type) ?? '',
      effectAllowed: 'all',
      dropEffect: 'none',
      files: [],
    };
    const tiles = within(screen.getByRole('list', { name: 'Bilder' })).getAllByRole('listitem');
    fireEvent.dragStart(tiles[2]!, { dataTransfer });
    fireEvent.dragOver(tiles[0]!, { dataTransfer });
    fireEvent.drop(tiles[0]!, { dataTransfer });

    await waitFor(() => expect(orders).toEqual([[C, A, B]]));
    expect(shownOrder()).toEqual([C, A, B]);
  });

  it('sends quick moves one after the other, each from the order before', async () => {
    const orders: string[][] = [];
    let answerFirst: () => void = () => undefined;
    const firstAnswered = new Promise<void>((resolve) => (answerFirst = resolve));
    mockFetch((url, init) => {
      if (url !== `${IMAGES_URL}/order`) return undefined;
      const { images } = JSON.parse(String(init?.body)) as { images: string[] };
      orders.push(images);
      const answer = jsonResponse({ message: 'Reihenfolge der Bilder gespeichert', images });
      return orders.length === 1 ? firstAnswered.then(() => answer) : answer;
    });
    renderPanel([A, B, C]);
    fireEvent.click(screen.getByRole('button', { name: 'Bild 3 nach vorne verschieben' }));
    await waitFor(() => expect(shownOrder()).toEqual([A, C, B]));
    const moved = screen.getByRole('button', { name: 'Bild 2 nach vorne verschieben' });
    expect(moved).toHaveFocus();
    fireEvent.click(moved);

    await waitFor(() => expect(shownOrder()).toEqual([C, A, B]));
    // The second call waits for the first one's answer.
    expect(orders).toEqual([[A, C, B]]);
    answerFirst();
    await waitFor(() =>
      expect(orders).toEqual([
        [A, C, B],
        [C, A, B],
      ]),
    );
  });

  it('shows the server message and reloads the images when the order is refused', async () => {
    const stale = 'Die Bilder haben sich inzwischen geändert. Bitte laden Sie die Liste neu.';
    // Meanwhile another tab has added an image.
    mockFetch((url, init) => {
      if (url === `${IMAGES_URL}/order`) return jsonResponse({ message: stale }, 409);
      if (url === IMAGES_URL && !init?.method) return jsonResponse({ images: [A, B, C], imageAltTexts: {} });
      return undefined;
    });
    renderPanel([A, B]);
    fireEvent.click(screen.getByRole('button', { name: 'Bild 1 nach hinten verschieben' }));

    await waitFor(() => expect(screen.getByTestId('toast-description')).toHaveTextContent(stale));
    expect(screen.getByTestId('toast-title')).toHaveTextContent('Fehler');
    await waitFor(() => expect(shownOrder()).toEqual([A, B, C]));
  });
});

describe('ImagePanel: alternative texts', () => {
  it('shows which images have a German alternative text', () => {
    mockFetch(() => undefined);
    renderPanel([A, B], { [A]: { de: 'Fassade' }, [B]: { en: 'Kitchen' } });
    const [first, second] = within(screen.getByRole('list', { name: 'Bilder' })).getAllByRole('listitem');
    expect(first).toHaveTextContent('Alternativtext vorhanden');
    expect(second).toHaveTextContent('Alternativtext fehlt');
  });

  it('edits the three languages in a dialog and saves them at once', async () => {
    const bodies: unknown[] = [];
    mockFetch((url, init) => {
      if (url !== `${IMAGES_URL}/alt-text` || init?.method !== 'PUT') return undefined;
      bodies.push(JSON.parse(String(init.body)));
      return jsonResponse({
        message: 'Alternativtext gespeichert',
        imageAltTexts: { [A]: { de: 'Fassade' }, [B]: { de: 'Küche mit Fenster', en: 'Kitchen' } },
      });
    });
    renderPanel([A, B], { [A]: { de: 'Fassade' }, [B]: { en: 'Kitchen' } });
    fireEvent.click(screen.getByRole('button', { name: 'Alternativtext für Bild 2' }));

    const dialog = screen.getByRole('dialog', { name: 'Alternativtext für Bild 2' });
    expect(within(dialog).getByLabelText('Deutsch')).toHaveValue('');
    expect(within(dialog).getByLabelText('English')).toHaveValue('Kitchen');
    expect(within(dialog).getByLabelText('Français')).toHaveValue('');
    fireEvent.change(within(dialog).getByLabelText('Deutsch'), { target: { value: 'Küche mit Fenster' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Speichern' }));

    await waitFor(() => expect(screen.getByTestId('toast-title')).toHaveTextContent('Alternativtext gespeichert'));
    expect(bodies).toEqual([{ imageUrl: B, de: 'Küche mit Fenster', en: 'Kitchen', fr: '' }]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const second = within(screen.getByRole('list', { name: 'Bilder' })).getAllByRole('listitem')[1];
    expect(second).toHaveTextContent('Alternativtext vorhanden');
  });

  it('keeps the dialog open with the server message when saving fails', async () => {
    mockFetch((url, init) =>
      url === `${IMAGES_URL}/alt-text` && init?.method === 'PUT'
        ? jsonResponse({ message: 'Image not found' }, 404)
        : undefined,
    );
    renderPanel([A]);
    fireEvent.click(screen.getByRole('button', { name: 'Alternativtext für Bild 1' }));
    const dialog = screen.getByRole('dialog', { name: 'Alternativtext für Bild 1' });
    fireEvent.change(within(dialog).getByLabelText('Deutsch'), { target: { value: 'Fassade' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Speichern' }));

    await waitFor(() => expect(screen.getByTestId('toast-description')).toHaveTextContent('Image not found'));
    expect(screen.getByRole('dialog', { name: 'Alternativtext für Bild 1' })).toBeInTheDocument();
  });
});
