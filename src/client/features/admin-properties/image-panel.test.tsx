import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  createTestQueryClient,
  jsonResponse,
  mockFetch,
  renderWithProviders,
} from '../../../../tests/helpers/client/test-render';
import { ImagePanel, thumbnailUrl } from './image-panel';

afterEach(() => vi.unstubAllGlobals());

function renderPanel(images: string[]) {
  const queryClient = createTestQueryClient();
  queryClient.setQueryData(['/api/admin/properties/p1/images'], { images });
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
});
