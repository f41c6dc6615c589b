import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PublicUser } from '#shared/auth/schemas.ts';
import type { AdminDocument } from '#shared/documents/schemas.ts';
import {
  createTestQueryClient,
  jsonResponse,
  mockFetch,
  renderWithProviders,
} from '#tests/helpers/client/test-render.tsx';
import { altbauProperty } from '#tests/helpers/client/listing-data.ts';
import { DocumentPanel } from './document-panel';
import { PropertyEditDialog } from './property-edit-dialog';

afterEach(() => {
  vi.unstubAllGlobals();
  FakeXhr.last = null;
});

const DOCUMENTS_URL = '/api/admin/properties/p1/documents';

const EXPOSE: AdminDocument = {
  id: '6f1c2a9e-0b7d-4c41-9a55-2d8e3f4a5b6c',
  title: { de: 'Exposé', en: 'Brochure', fr: '' },
  fileName: 'expose-altbau.pdf',
  mediaType: 'application/pdf',
  byteSize: Math.round(2.4 * 1024 * 1024),
  visibility: 'public',
  version: 2,
  createdAt: '2026-10-01T08:00:00.000Z',
  fileUpdatedAt: '2026-11-12T09:30:00.000Z',
  preview: true,
  energyCertificate: false,
};
const FLOOR_PLAN: AdminDocument = {
  id: '0a4e7b3c-5d2f-4e8a-b1c9-7f6d5e4c3b2a',
  title: { de: 'Grundriss', en: '', fr: '' },
  fileName: 'grundriss.png',
  mediaType: 'image/png',
  byteSize: 348_000,
  visibility: 'agent',
  version: 1,
  createdAt: '2026-11-03T10:00:00.000Z',
  fileUpdatedAt: '2026-11-03T10:00:00.000Z',
  preview: false,
  energyCertificate: false,
};
const ENERGY: AdminDocument = {
  ...FLOOR_PLAN,
  id: '9b8c7d6e-5f4a-4b3c-8d2e-1f0a9b8c7d6e',
  title: { de: 'Energieausweis', en: 'Energy certificate', fr: '' },
  fileName: 'energieausweis.pdf',
  mediaType: 'application/pdf',
};

const ASSISTANT: PublicUser = {
  id: '00000000-0000-4000-8000-000000000002',
  username: 'assistenz',
  email: null,
  firstName: null,
  lastName: null,
  profileImageUrl: null,
  secondFactor: 'enrolled',
  role: 'assistant',
};

function renderPanel(documents: AdminDocument[], signedInAs?: PublicUser) {
  const queryClient = createTestQueryClient();
  queryClient.setQueryData([DOCUMENTS_URL], { documents });
  return renderWithProviders(<DocumentPanel propertyId="p1" />, { queryClient, signedInAs });
}

/** The rows in the order the panel shows them. */
const rows = () => within(screen.getByRole('list', { name: 'Dokumente' })).getAllByRole('listitem');
const shownTitles = () => rows().map((row) => within(row).getByRole('heading').textContent);

/** A stand-in for XMLHttpRequest (uploads report progress through it) that lets the test answer. */
class FakeXhr {
  static last: FakeXhr | null = null;
  url = '';
  body: FormData | null = null;
  status = 0;
  responseText = '';
  statusText = '';
  withCredentials = false;
  upload: { onprogress: ((event: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = {
    onprogress: null,
  };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  constructor() {
    FakeXhr.last = this;
  }
  open(_method: string, url: string) {
    this.url = url;
  }
  setRequestHeader() {}
  send(body: FormData) {
    this.body = body;
  }
  abort() {}
  answer(status: number, body: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    this.onload?.();
  }
}

/** The upload once it has been sent (the mutation starts it a tick after the choice). */
async function sentUpload(): Promise<FakeXhr> {
  await waitFor(() => expect(FakeXhr.last).not.toBeNull());
  const xhr = FakeXhr.last!;
  FakeXhr.last = null;
  return xhr;
}

const pdf = (name = 'Baubeschreibung.pdf', size = 1000) =>
  new File([new Uint8Array(size)], name, { type: 'application/pdf' });

describe('DocumentPanel', () => {
  it('lists the documents in German with file, type, size, date, version and who may open them', () => {
    mockFetch(() => undefined);
    renderPanel([EXPOSE, FLOOR_PLAN]);
    expect(screen.getByRole('heading', { name: 'Dokumente' })).toBeInTheDocument();
    expect(screen.getByText('2 von maximal 40 Dokumenten')).toBeInTheDocument();
    expect(
      screen.getByText(
        'Änderungen an den Dokumenten werden sofort gespeichert; „Abbrechen“ macht sie nicht rückgängig. Neue Dokumente sieht nur das Team, bis Sie sie öffentlich stellen.',
      ),
    ).toBeInTheDocument();
    const [expose, floorPlan] = rows();
    expect(within(expose!).getByRole('heading')).toHaveTextContent('1. Exposé');
    expect(expose).toHaveTextContent('expose-altbau.pdf');
    expect(expose).toHaveTextContent('PDF · 2,4 MB · hochgeladen am 12.11.2026 · Version 2');
    expect(within(expose!).getByLabelText('Sichtbarkeit')).toHaveValue('public');
    expect(within(expose!).getByLabelText('English')).toHaveValue('Brochure');
    expect(floorPlan).toHaveTextContent('PNG · 340 KB · hochgeladen am 03.11.2026');
    expect(floorPlan).not.toHaveTextContent('Version');
    expect(within(floorPlan!).getByLabelText('Sichtbarkeit')).toHaveValue('agent');
    expect(within(floorPlan!).getByRole('link', { name: 'Öffnen: Dokument 2 (in einem neuen Tab)' })).toHaveAttribute(
      'href',
      `${DOCUMENTS_URL}/${FLOOR_PLAN.id}/file`,
    );
  });

  it('says when there is none yet', () => {
    mockFetch(() => undefined);
    renderPanel([]);
    expect(screen.getByText('Noch keine Dokumente vorhanden')).toBeInTheDocument();
  });

  it('uploads one file to the field "file" with its progress, then shows the new list', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    let stored = [EXPOSE];
    mockFetch((url, init) =>
      url === DOCUMENTS_URL && !init?.method ? jsonResponse({ documents: stored }) : undefined,
    );
    renderPanel(stored);
    expect(screen.getByLabelText('Dokument hochladen', { selector: 'input' })).toHaveAttribute(
      'accept',
      'application/pdf,image/jpeg,image/png,.pdf,.jpg,.jpeg,.png',
    );
    fireEvent.change(screen.getByLabelText('Dokument hochladen', { selector: 'input' }), {
      target: { files: [pdf()] },
    });

    const xhr = await sentUpload();
    expect(xhr.url).toBe(DOCUMENTS_URL);
    expect(xhr.body!.getAll('file').map((file) => (file as File).name)).toEqual(['Baubeschreibung.pdf']);
    act(() => xhr.upload.onprogress!({ lengthComputable: true, loaded: 40, total: 100 }));
    expect(await screen.findByText('Dokument wird hochgeladen…')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Upload-Fortschritt' })).toHaveAttribute('aria-valuenow', '40');
    expect(screen.getByRole('button', { name: 'Dokument hochladen' })).toBeDisabled();

    const added = {
      ...FLOOR_PLAN,
      id: 'c3d4e5f6-a7b8-4c9d-8e0f-1a2b3c4d5e6f',
      title: { de: 'Baubeschreibung', en: '', fr: '' },
    };
    stored = [EXPOSE, added];
    act(() => xhr.answer(201, { message: 'Document added', documents: stored }));
    await waitFor(() => expect(screen.getByTestId('toast-title')).toHaveTextContent('Dokument hochgeladen'));
    await waitFor(() => expect(shownTitles()).toEqual(['1. Exposé', '2. Baubeschreibung']));
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('says in its own words that a file is too large or of the wrong type', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    mockFetch(() => undefined);
    renderPanel([EXPOSE]);
    const choose = screen.getByLabelText('Dokument hochladen', { selector: 'input' });

    fireEvent.change(choose, { target: { files: [new File(['x'], 'plan.docx', { type: 'application/msword' })] } });
    expect(screen.getByTestId('toast-description')).toHaveTextContent('Nur PDF-, JPEG- und PNG-Dateien sind erlaubt.');
    expect(FakeXhr.last).toBeNull();

    fireEvent.change(choose, { target: { files: [pdf()] } });
    const tooLarge = await sentUpload();
    act(() => tooLarge.answer(413, { message: 'File too large' }));
    await waitFor(() =>
      expect(screen.getByTestId('toast-description')).toHaveTextContent(
        'Die Datei ist zu groß: höchstens 25 MB pro Dokument.',
      ),
    );

    await waitFor(() => expect(screen.getByRole('button', { name: 'Dokument hochladen' })).toBeEnabled());
    fireEvent.change(choose, { target: { files: [pdf()] } });
    const damaged = await sentUpload();
    act(() => damaged.answer(422, { message: 'The PDF could not be read' }));
    await waitFor(() => expect(screen.getByTestId('toast-description')).toHaveTextContent('The PDF could not be read'));
  });

  it('replaces a file with a new version', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    mockFetch(() => undefined);
    renderPanel([EXPOSE, FLOOR_PLAN]);
    fireEvent.change(screen.getByLabelText('Datei ersetzen: Dokument 2', { selector: 'input' }), {
      target: { files: [new File(['png'], 'grundriss-neu.png', { type: 'image/png' })] },
    });
    const xhr = await sentUpload();
    expect(xhr.url).toBe(`${DOCUMENTS_URL}/${FLOOR_PLAN.id}/file`);
    act(() => xhr.answer(200, { message: 'Replaced', documents: [EXPOSE, { ...FLOOR_PLAN, version: 2 }] }));
    await waitFor(() => expect(screen.getByTestId('toast-title')).toHaveTextContent('Neue Version hochgeladen'));
  });

  it('saves the visibility and the titles with the row’s button, enabled only after a change', async () => {
    const bodies: unknown[] = [];
    mockFetch((url, init) => {
      if (url !== `${DOCUMENTS_URL}/${FLOOR_PLAN.id}` || init?.method !== 'PUT') return undefined;
      bodies.push(JSON.parse(String(init.body)));
      const saved = { ...FLOOR_PLAN, visibility: 'public', title: { de: 'Grundriss', en: 'Floor plan', fr: '' } };
      return jsonResponse({ message: 'Dokument gespeichert', documents: [EXPOSE, saved] });
    });
    renderPanel([EXPOSE, FLOOR_PLAN]);
    const floorPlan = rows()[1]!;
    const save = within(floorPlan).getByRole('button', { name: 'Dokument 2 speichern' });
    expect(save).toBeDisabled();

    fireEvent.change(within(floorPlan).getByLabelText('Sichtbarkeit'), { target: { value: 'public' } });
    fireEvent.change(within(floorPlan).getByLabelText('English'), { target: { value: 'Floor plan' } });
    expect(save).toBeEnabled();
    fireEvent.click(save);

    await waitFor(() => expect(screen.getByTestId('toast-title')).toHaveTextContent('Dokument gespeichert'));
    expect(bodies).toEqual([
      { title: { de: 'Grundriss', en: 'Floor plan', fr: '' }, visibility: 'public', energyCertificate: false },
    ]);
    expect(within(rows()[1]!).getByLabelText('Sichtbarkeit')).toHaveValue('public');
    expect(within(rows()[1]!).getByRole('button', { name: 'Dokument 2 speichern' })).toBeDisabled();
  });

  it('marks a document as the energy certificate and shows the first page where there is one', async () => {
    const bodies: unknown[] = [];
    mockFetch((url, init) => {
      if (url !== `${DOCUMENTS_URL}/${FLOOR_PLAN.id}` || init?.method !== 'PUT') return undefined;
      bodies.push(JSON.parse(String(init.body)));
      return jsonResponse({
        message: 'Dokument gespeichert',
        documents: [EXPOSE, { ...FLOOR_PLAN, energyCertificate: true }],
      });
    });
    renderPanel([EXPOSE, FLOOR_PLAN]);
    const [expose, floorPlan] = [rows()[0]!, rows()[1]!];
    // The exposé has a first-page image of its current version; the floor plan has none yet.
    expect(within(expose).getByRole('img', { name: 'Erste Seite von „Exposé“' })).toHaveAttribute(
      'src',
      `${DOCUMENTS_URL}/${EXPOSE.id}/preview?version=2`,
    );
    expect(within(floorPlan).queryByRole('img')).toBeNull();

    const mark = within(floorPlan).getByLabelText(/Das ist der Energieausweis/);
    expect(mark).not.toBeChecked();
    fireEvent.click(mark);
    fireEvent.click(within(floorPlan).getByRole('button', { name: 'Dokument 2 speichern' }));

    await waitFor(() =>
      expect(within(rows()[1]!).getByRole('button', { name: 'Dokument 2 speichern' })).toBeDisabled(),
    );
    expect(bodies).toEqual([
      { title: { de: 'Grundriss', en: '', fr: '' }, visibility: 'agent', energyCertificate: true },
    ]);
    expect(within(rows()[1]!).getByLabelText(/Das ist der Energieausweis/)).toBeChecked();
  });

  it('asks for the German title instead of sending an empty one', () => {
    const fetchSpy = mockFetch(() => undefined);
    renderPanel([EXPOSE]);
    const row = rows()[0]!;
    fireEvent.change(within(row).getByLabelText('Deutsch'), { target: { value: ' ' } });
    fireEvent.click(within(row).getByRole('button', { name: 'Dokument 1 speichern' }));
    expect(within(row).getByText('Der deutsche Titel ist erforderlich')).toBeInTheDocument();
    expect(within(row).getByLabelText('Deutsch')).toHaveFocus();
    expect(fetchSpy.mock.calls.some(([, init]) => init?.method === 'PUT')).toBe(false);
  });

  it('moves a document down: sends the new order, announces it and keeps focus on the arrow', async () => {
    const orders: string[][] = [];
    mockFetch((url, init) => {
      if (url !== '/api/admin/properties/p1/document-order' || init?.method !== 'PUT') return undefined;
      const { documents } = JSON.parse(String(init.body)) as { documents: string[] };
      orders.push(documents);
      return jsonResponse({ message: 'Order saved', documents: [FLOOR_PLAN, EXPOSE, ENERGY] });
    });
    renderPanel([EXPOSE, FLOOR_PLAN, ENERGY]);
    const down = screen.getByRole('button', { name: 'Dokument 1 nach unten verschieben' });
    down.focus();
    fireEvent.click(down);

    await waitFor(() => expect(orders).toEqual([[FLOOR_PLAN.id, EXPOSE.id, ENERGY.id]]));
    expect(shownTitles()).toEqual(['1. Grundriss', '2. Exposé', '3. Energieausweis']);
    expect(document.querySelector('[aria-live="polite"].sr-only')).toHaveTextContent(
      'Dokument 1 ist jetzt Dokument 2.',
    );
    expect(screen.getByRole('button', { name: 'Dokument 2 nach unten verschieben' })).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Dokument 1 nach oben verschieben' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Dokument 3 nach unten verschieben' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Dokument 2 nach oben verschieben' })).toBeEnabled();
  });

  it('reloads the list when the order is refused as stale', async () => {
    const stale = 'The documents have changed meanwhile. Please reload the list.';
    mockFetch((url, init) => {
      if (url === '/api/admin/properties/p1/document-order') return jsonResponse({ message: stale }, 409);
      if (url === DOCUMENTS_URL && !init?.method) return jsonResponse({ documents: [EXPOSE, FLOOR_PLAN, ENERGY] });
      return undefined;
    });
    renderPanel([EXPOSE, FLOOR_PLAN]);
    fireEvent.click(screen.getByRole('button', { name: 'Dokument 2 nach oben verschieben' }));

    await waitFor(() => expect(screen.getByTestId('toast-description')).toHaveTextContent(stale));
    await waitFor(() => expect(shownTitles()).toEqual(['1. Exposé', '2. Grundriss', '3. Energieausweis']));
  });

  it('deletes a document only after confirmation', async () => {
    const fetchSpy = mockFetch((url, init) =>
      url === `${DOCUMENTS_URL}/${EXPOSE.id}` && init?.method === 'DELETE'
        ? jsonResponse({ message: 'Dokument wurde gelöscht', documents: [FLOOR_PLAN] })
        : undefined,
    );
    renderPanel([EXPOSE, FLOOR_PLAN]);
    fireEvent.click(screen.getByRole('button', { name: 'Dokument 1 löschen' }));
    expect(screen.getByRole('alertdialog')).toHaveTextContent('Dokument löschen?');
    expect(screen.getByRole('alertdialog')).toHaveTextContent('„Exposé“ und seine Datei werden dauerhaft entfernt.');
    expect(fetchSpy.mock.calls.some(([, init]) => init?.method === 'DELETE')).toBe(false);
    fireEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Löschen' }));
    await waitFor(() => expect(screen.getByTestId('toast-title')).toHaveTextContent('Dokument wurde gelöscht'));
    expect(fetchSpy.mock.calls.filter(([, init]) => init?.method === 'DELETE')).toHaveLength(1);
  });

  it('shows an assistant the documents to open, and nothing to change', () => {
    mockFetch(() => undefined);
    renderPanel([EXPOSE, FLOOR_PLAN], ASSISTANT);
    const [expose] = rows();
    expect(within(expose!).getByRole('link', { name: 'Öffnen: Dokument 1 (in einem neuen Tab)' })).toBeInTheDocument();
    expect(expose).toHaveTextContent('Öffentlich – auf der Objektseite');
    expect(screen.queryByRole('button', { name: 'Dokument hochladen' })).not.toBeInTheDocument();
    expect(screen.queryByText(/sofort gespeichert/)).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
    for (const name of [/speichern/, /verschieben/, /ersetzen/, /löschen/]) {
      expect(screen.queryByRole('button', { name })).not.toBeInTheDocument();
    }
  });
});

describe('the edit dialog', () => {
  it('holds the documents panel below the images panel, and the viewings below them', async () => {
    mockFetch((url) => (url === DOCUMENTS_URL ? jsonResponse({ documents: [EXPOSE] }) : undefined));
    renderWithProviders(
      <PropertyEditDialog property={{ ...altbauProperty(), offerCount: 0, version: 1 }} onClose={() => {}} />,
    );
    const dialog = screen.getByRole('dialog', { name: 'Edit property' });
    const headings = within(dialog)
      .getAllByRole('heading', { level: 3 })
      .map((heading) => heading.textContent);
    expect(headings.slice(-3)).toEqual(['Bilder', 'Dokumente', 'Besichtigungstermine']);
    expect(await within(dialog).findByRole('heading', { name: '1. Exposé' })).toBeInTheDocument();
  });
});
