import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockFetch, renderWithProviders } from '#tests/helpers/client/test-render.tsx';
import type { MyIdentification } from '#shared/identification/schemas.ts';
import { munichToday } from '#shared/offers/offer-terms.ts';
import { IDENTIFICATION_TRANSLATIONS } from '#shared/identification/texts.ts';
import type { MyOffers } from '#shared/my-offers/schemas.ts';
import { MY_OFFERS_TRANSLATIONS } from '#shared/my-offers/texts.ts';
import { FINAL_ROUND_BIDDER_TRANSLATIONS, FINAL_ROUND_PAGE_TRANSLATIONS } from '#shared/final-round/texts.ts';
import { translationMaps } from '#shared/translations/types.ts';
import { defaultTranslationMap } from '#shared/translations/index.ts';
import { MyOffersPage } from './my-offers-page';

const TOKEN = `3eb1b0661c2d4e5f8a9b0c1d2e3f4a5b${'K'.repeat(22)}`;
const URL = `/api/my-offers/${TOKEN}`;
const SUBMIT_URL = `/api/my-offers/${TOKEN}/identification`;
const FILE_URL = (kind: 'document' | 'register') => `/api/my-offers/${TOKEN}/identification/files/${kind}`;

const NOTHING_YET: MyIdentification = {
  submittedAt: null,
  confirmedAt: null,
  files: { document: null, register: null },
};

function viewWith(identification: MyIdentification | null): MyOffers {
  return {
    bidder: { firstName: 'Erika', lastName: 'Mustermann', email: 'erika@example.org', phone: '+49 89 1234567' },
    property: {
      title: 'Stadthaus in Haidhausen',
      titleEn: 'Town house in Haidhausen',
      titleFr: null,
      publicPage: null,
    },
    standing: {
      mode: 'sealed',
      endsAt: '2026-11-20T17:00:00.000Z',
      ended: true,
      highestOffer: null,
      inFinalRound: false,
      awarded: true,
    },
    offers: [
      {
        token: TOKEN,
        reference: '3EB1B066',
        amount: '740000.00',
        createdAt: '2026-11-10T09:30:00.000Z',
        logPosition: 4,
        withdrawnAt: null,
      },
    ],
    alerts: { available: false, on: false },
    finalRound: null,
    identification,
  };
}

const TEXTS = translationMaps([
  ...MY_OFFERS_TRANSLATIONS,
  ...FINAL_ROUND_PAGE_TRANSLATIONS,
  ...FINAL_ROUND_BIDDER_TRANSLATIONS,
  ...IDENTIFICATION_TRANSLATIONS,
]);

function renderPage(language: 'de' | 'en' | 'fr') {
  window.localStorage.setItem('selected-language', language);
  return renderWithProviders(<MyOffersPage token={TOKEN} />, {
    path: `/meine-angebote/${TOKEN}`,
    forceEnglish: false,
    builtIn: (code) => ({ ...defaultTranslationMap(code), ...TEXTS(code) }),
  });
}

/** A stand-in for XMLHttpRequest (the uploads' transport): records what was sent, answers as told. */
class FakeXhr {
  static sent: FakeXhr[] = [];
  static answer: (xhr: FakeXhr) => [number, unknown] = () => [500, {}];
  method = '';
  url = '';
  withCredentials = false;
  body: FormData | null = null;
  status = 0;
  statusText = '';
  responseText = '';
  upload = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader() {}
  send(body: FormData) {
    this.body = body;
    FakeXhr.sent.push(this);
    const [status, answer] = FakeXhr.answer(this);
    setTimeout(() => {
      this.status = status;
      this.responseText = JSON.stringify(answer);
      this.onload?.();
    }, 0);
  }
  abort() {
    this.onabort?.();
  }
}

function storedAnswer(xhr: FakeXhr): [number, unknown] {
  const file = xhr.body?.get('file') as File;
  const kind = xhr.url.endsWith('/register') ? 'register' : 'document';
  return [201, { kind, name: file.name, mediaType: file.type, byteSize: file.size }];
}

beforeEach(() => {
  FakeXhr.sent = [];
  FakeXhr.answer = storedAnswer;
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
});

afterEach(() => {
  vi.unstubAllGlobals();
  window.localStorage.clear();
});

function addDays(day: string, days: number): string {
  const date = new Date(`${day}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** The page's GET with the given identification, and the PUT's bodies as they arrive. */
function serve(identification: MyIdentification | null, submittedAt = '2026-12-02T09:30:00.000Z') {
  const puts: unknown[] = [];
  const spy = mockFetch((url, init) => {
    if (url === URL) return jsonResponse(viewWith(identification));
    if (url === SUBMIT_URL && init?.method === 'PUT') {
      puts.push(JSON.parse(String(init.body)));
      return jsonResponse({ submittedAt });
    }
    return undefined;
  });
  return { puts, spy };
}

const pdf = (name: string) => new File(['%PDF-1.7 scan'], name, { type: 'application/pdf' });

async function fillPerson(user: ReturnType<typeof userEvent.setup>, validUntil = addDays(munichToday(), 400)) {
  await user.type(screen.getByLabelText('Vorname(n)'), 'Erika Maria');
  await user.type(screen.getByLabelText('Nachname'), ' Mustermann ');
  await user.type(screen.getByLabelText('Geburtsdatum'), '1980-04-12');
  await user.type(screen.getByLabelText('Geburtsort'), 'Augsburg');
  await user.type(screen.getByLabelText('Staatsangehörigkeit'), 'deutsch');
  await user.type(screen.getByLabelText('Straße und Hausnummer'), 'Wörthstraße 12');
  await user.type(screen.getByLabelText('Postleitzahl'), '81667');
  await user.type(screen.getByLabelText('Wohnort'), 'München');
  await user.type(screen.getByLabelText('Land'), 'Deutschland');
  await user.click(screen.getByRole('radio', { name: 'Reisepass' }));
  await user.type(screen.getByLabelText('Ausweisnummer'), 'C01X00T47');
  await user.type(screen.getByLabelText('Ausstellende Behörde'), 'Stadt München');
  await user.type(screen.getByLabelText('Ausweis gültig bis'), validUntil);
}

const DOCUMENT_FILE = /^Foto oder Scan des Ausweises/;
const REGISTER_FILE = /^Auszug aus dem Transparenzregister/;

describe('the buyer’s identification on their own page', () => {
  it('is not there on an offer that was not awarded', async () => {
    serve(null);
    renderPage('de');
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Ihre Identifizierung' })).not.toBeInTheDocument();
  });

  it('says what is missing on an empty submit, moves the focus to the first field and sends nothing', async () => {
    const { puts, spy } = serve(NOTHING_YET);
    renderPage('de');
    const section = await screen.findByRole('region', { name: 'Ihre Identifizierung' });
    expect(within(section).getByText(/^Als Makler sind wir nach dem Geldwäschegesetz verpflichtet/)).toBeVisible();
    expect(within(section).getByRole('radio', { name: 'als Privatperson' })).toBeChecked();
    expect(within(section).queryByLabelText('Firma')).not.toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(within(section).getByRole('button', { name: 'Angaben senden' }));

    const firstName = within(section).getByLabelText('Vorname(n)');
    expect(firstName).toHaveFocus();
    expect(firstName).toHaveAttribute('aria-invalid', 'true');
    expect(firstName).toHaveAccessibleDescription('Bitte ausfüllen.');
    // Nine about the person, three about the document (its type is chosen already).
    expect(within(section).getAllByText('Bitte ausfüllen.')).toHaveLength(12);
    const scan = within(section).getByLabelText(DOCUMENT_FILE);
    expect(scan).toHaveAttribute('aria-invalid', 'true');
    expect(scan).toHaveAccessibleDescription('Bitte laden Sie die Datei hoch.');
    expect(puts).toEqual([]);
    expect(FakeXhr.sent).toEqual([]);
    expect(spy.mock.calls.filter(([url]) => url !== URL && !String(url).startsWith('/api/translations/'))).toEqual([]);

    // A field filled in loses its message.
    await user.type(firstName, 'Erika');
    expect(firstName).not.toHaveAttribute('aria-invalid');
    expect(within(section).getAllByText('Bitte ausfüllen.')).toHaveLength(11);
  });

  it('uploads a chosen file at once as multipart in the field "file", and shows its stored name', async () => {
    serve(NOTHING_YET);
    FakeXhr.answer = (xhr) => {
      const [status, body] = storedAnswer(xhr);
      return [status, { ...(body as object), name: 'ausweis-stored.pdf' }];
    };
    renderPage('de');
    const section = await screen.findByRole('region', { name: 'Ihre Identifizierung' });
    const user = userEvent.setup();
    const scan = within(section).getByLabelText(DOCUMENT_FILE);
    await user.upload(scan, pdf('ausweis.pdf'));
    expect(await within(section).findByText('Hochgeladen: ausweis-stored.pdf')).toBeInTheDocument();
    expect(FakeXhr.sent).toHaveLength(1);
    const [xhr] = FakeXhr.sent;
    expect(xhr!.method).toBe('POST');
    expect(xhr!.url).toBe(FILE_URL('document'));
    expect(xhr!.withCredentials).toBe(true);
    const parts = [...xhr!.body!.entries()];
    expect(parts.map(([field]) => field)).toEqual(['file']);
    expect((parts[0]![1] as File).name).toBe('ausweis.pdf');
    expect(scan).toHaveAccessibleDescription('Hochgeladen: ausweis-stored.pdf');
  });

  it('says a file was refused when the server answers 4xx, and refuses other kinds before sending', async () => {
    serve(NOTHING_YET);
    FakeXhr.answer = () => [415, { message: 'PDF, JPEG or PNG only' }];
    renderPage('de');
    const section = await screen.findByRole('region', { name: 'Ihre Identifizierung' });
    const user = userEvent.setup({ applyAccept: false });
    const scan = within(section).getByLabelText(DOCUMENT_FILE);
    const refused = 'Die Datei wurde nicht angenommen: bitte ein PDF, JPEG oder PNG bis 10 MB.';
    await user.upload(scan, pdf('ausweis.pdf'));
    expect(await within(section).findByText(refused)).toBeInTheDocument();
    expect(scan).toHaveAttribute('aria-invalid', 'true');
    expect(within(section).queryByText(/^Hochgeladen:/)).not.toBeInTheDocument();
    expect(FakeXhr.sent).toHaveLength(1);

    await user.upload(scan, new File(['hello'], 'notes.txt', { type: 'text/plain' }));
    expect(within(section).getByText(refused)).toBeInTheDocument();
    expect(FakeXhr.sent).toHaveLength(1);
  });

  it('asks a company for the company, its owners and its register extract, and sends them', async () => {
    const { puts } = serve({ ...NOTHING_YET, files: { document: 'ausweis.pdf', register: null } });
    renderPage('de');
    const section = await screen.findByRole('region', { name: 'Ihre Identifizierung' });
    // The ID scan given before is on the server: the form says so.
    expect(within(section).getByText('Hochgeladen: ausweis.pdf')).toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(within(section).getByRole('radio', { name: 'für ein Unternehmen' }));
    const company = within(section).getByRole('group', { name: 'Angaben zum Unternehmen' });
    for (const label of [
      'Firma',
      'Registergericht und -nummer',
      'Sitz und Anschrift',
      'Wirtschaftlich Berechtigte (Name, Geburtsdatum, Wohnort)',
    ]) {
      expect(within(company).getByLabelText(label)).toBeInTheDocument();
    }
    await fillPerson(user);
    await user.click(within(section).getByRole('button', { name: 'Angaben senden' }));
    const name = within(company).getByLabelText('Firma');
    expect(name).toHaveFocus();
    expect(within(company).getAllByText('Bitte ausfüllen.')).toHaveLength(4);
    const extract = within(company).getByLabelText(REGISTER_FILE);
    expect(extract).toHaveAccessibleDescription('Bitte laden Sie die Datei hoch.');
    expect(within(section).getByLabelText(DOCUMENT_FILE)).not.toHaveAttribute('aria-invalid');
    expect(puts).toEqual([]);

    await user.type(name, 'Mustermann Grundbesitz GmbH');
    await user.type(within(company).getByLabelText('Registergericht und -nummer'), 'Amtsgericht München HRB 123456');
    await user.type(within(company).getByLabelText('Sitz und Anschrift'), 'Maximilianstraße 1, 80539 München');
    await user.type(
      within(company).getByLabelText('Wirtschaftlich Berechtigte (Name, Geburtsdatum, Wohnort)'),
      'Erika Mustermann, 12.04.1980, München',
    );
    await user.upload(extract, pdf('register.pdf'));
    expect(await within(company).findByText('Hochgeladen: register.pdf')).toBeInTheDocument();
    expect(FakeXhr.sent.map((xhr) => xhr.url)).toEqual([FILE_URL('register')]);
    await user.click(within(section).getByRole('button', { name: 'Angaben senden' }));
    await vi.waitFor(() => expect(puts).toHaveLength(1));
    expect(puts[0]).toMatchObject({
      kind: 'company',
      company: {
        name: 'Mustermann Grundbesitz GmbH',
        register: 'Amtsgericht München HRB 123456',
        address: 'Maximilianstraße 1, 80539 München',
        beneficialOwners: 'Erika Mustermann, 12.04.1980, München',
      },
    });
  });

  it('asks again for the one file the server says is missing, and says an upload refused at once', async () => {
    mockFetch((url, init) => {
      if (url === URL)
        return jsonResponse(viewWith({ ...NOTHING_YET, files: { document: 'ausweis.pdf', register: null } }));
      if (url === SUBMIT_URL && init?.method === 'PUT')
        return jsonResponse(
          { message: 'Upload the photo or scan of your ID document first.', reason: 'missing-document' },
          422,
        );
      return undefined;
    });
    renderPage('de');
    const section = await screen.findByRole('region', { name: 'Ihre Identifizierung' });
    const user = userEvent.setup();
    await fillPerson(user);
    await user.click(within(section).getByRole('button', { name: 'Angaben senden' }));
    const scan = within(section).getByLabelText(DOCUMENT_FILE);
    await vi.waitFor(() => expect(scan).toHaveFocus());
    expect(scan).toHaveAccessibleDescription('Bitte laden Sie die Datei hoch.');
    // What the form believed stored is not: its line goes.
    expect(within(section).queryByText('Hochgeladen: ausweis.pdf')).not.toBeInTheDocument();

    FakeXhr.answer = () => [415, { message: 'The file must be a PDF, JPEG or PNG file.' }];
    await user.upload(scan, pdf('scan.pdf'));
    expect(await within(section).findByRole('alert')).toHaveTextContent(/Die Datei wurde nicht angenommen/);
  });

  it('ties a refusal of the server to the field it names, as its own check would say it', async () => {
    mockFetch((url, init) => {
      if (url === URL)
        return jsonResponse(viewWith({ ...NOTHING_YET, files: { document: 'ausweis.pdf', register: null } }));
      if (url === SUBMIT_URL && init?.method === 'PUT')
        return jsonResponse(
          {
            message: 'documentValidUntil: the document has expired',
            errors: [{ path: 'documentValidUntil', message: 'the document has expired' }],
          },
          400,
        );
      return undefined;
    });
    renderPage('de');
    const section = await screen.findByRole('region', { name: 'Ihre Identifizierung' });
    const user = userEvent.setup();
    await fillPerson(user);
    await user.click(within(section).getByRole('button', { name: 'Angaben senden' }));
    const validUntil = within(section).getByLabelText('Ausweis gültig bis');
    await vi.waitFor(() => expect(validUntil).toHaveFocus());
    expect(validUntil).toHaveAccessibleDescription('Dieser Ausweis ist abgelaufen. Bitte nehmen Sie einen gültigen.');
    expect(
      within(section).queryByText('Ihre Angaben konnten nicht gesendet werden. Bitte versuchen Sie es erneut.'),
    ).not.toBeInTheDocument();
  });

  it('PUTs exactly the details of a private buyer, then says they arrived and reads the page again', async () => {
    const validUntil = addDays(munichToday(), 400);
    const { puts, spy } = serve(NOTHING_YET);
    renderPage('de');
    const section = await screen.findByRole('region', { name: 'Ihre Identifizierung' });
    const user = userEvent.setup();
    await user.upload(within(section).getByLabelText(DOCUMENT_FILE), pdf('ausweis.pdf'));
    expect(await within(section).findByText('Hochgeladen: ausweis.pdf')).toBeInTheDocument();
    await fillPerson(user, validUntil);
    await user.click(within(section).getByRole('button', { name: 'Angaben senden' }));

    const submitted = await within(section).findByTestId('identification-submitted');
    expect(submitted).toHaveTextContent(
      'Ihre Angaben sind am 2. Dezember 2026 um 10:30 eingegangen. Der Makler prüft sie; Sie können sie bis dahin noch ändern.',
    );
    expect(submitted).toHaveFocus();
    expect(puts).toEqual([
      {
        kind: 'person',
        firstName: 'Erika Maria',
        lastName: 'Mustermann',
        birthDate: '1980-04-12',
        birthPlace: 'Augsburg',
        nationality: 'deutsch',
        street: 'Wörthstraße 12',
        postcode: '81667',
        town: 'München',
        country: 'Deutschland',
        documentType: 'passport',
        documentNumber: 'C01X00T47',
        documentAuthority: 'Stadt München',
        documentValidUntil: validUntil,
        company: null,
      },
    ]);
    const put = spy.mock.calls.find(([url]) => url === SUBMIT_URL)!;
    expect(put[1]?.method).toBe('PUT');
    expect(new Headers(put[1]?.headers).get('Content-Type')).toBe('application/json');
    await vi.waitFor(() => expect(spy.mock.calls.filter(([url]) => url === URL)).toHaveLength(2));
    expect(within(section).queryByRole('button', { name: 'Angaben senden' })).not.toBeInTheDocument();
  });

  it('refuses an expired document and a birth date not in the past', async () => {
    const { puts } = serve({ ...NOTHING_YET, files: { document: 'ausweis.pdf', register: null } });
    renderPage('de');
    const section = await screen.findByRole('region', { name: 'Ihre Identifizierung' });
    const user = userEvent.setup();
    await fillPerson(user, addDays(munichToday(), -1));
    const birthDate = within(section).getByLabelText('Geburtsdatum');
    await user.clear(birthDate);
    await user.type(birthDate, munichToday());
    await user.click(within(section).getByRole('button', { name: 'Angaben senden' }));
    expect(birthDate).toHaveFocus();
    expect(birthDate).toHaveAccessibleDescription('Das Geburtsdatum muss in der Vergangenheit liegen.');
    expect(within(section).getByLabelText('Ausweis gültig bis')).toHaveAccessibleDescription(
      'Dieser Ausweis ist abgelaufen. Bitte nehmen Sie einen gültigen.',
    );
    expect(within(section).queryByText('Bitte ausfüllen.')).not.toBeInTheDocument();
    expect(puts).toEqual([]);

    // Valid through today is still valid.
    const validUntil = within(section).getByLabelText('Ausweis gültig bis');
    await user.clear(validUntil);
    await user.type(validUntil, munichToday());
    await user.clear(birthDate);
    await user.type(birthDate, addDays(munichToday(), -1));
    await user.click(within(section).getByRole('button', { name: 'Angaben senden' }));
    await vi.waitFor(() => expect(puts).toHaveLength(1));
  });

  it('opens the form again, empty, from the submitted state, and shows only the completion once confirmed', async () => {
    serve({ submittedAt: '2026-12-02T09:30:00.000Z', confirmedAt: null, files: { document: 'a.pdf', register: null } });
    const { unmount } = renderPage('de');
    const section = await screen.findByRole('region', { name: 'Ihre Identifizierung' });
    expect(within(section).getByTestId('identification-submitted')).toHaveTextContent(
      /^Ihre Angaben sind am 2\. Dezember 2026 um 10:30 eingegangen\./,
    );
    expect(within(section).queryByRole('textbox')).not.toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(within(section).getByRole('button', { name: 'Angaben ändern' }));
    expect(within(section).getByRole('radio', { name: 'als Privatperson' })).toHaveFocus();
    expect(within(section).getByLabelText('Vorname(n)')).toHaveValue('');
    expect(within(section).getByLabelText('Ausweisnummer')).toHaveValue('');
    expect(within(section).getByText('Hochgeladen: a.pdf')).toBeInTheDocument();
    unmount();

    serve({
      submittedAt: '2026-12-02T09:30:00.000Z',
      confirmedAt: '2026-12-04T15:00:00.000Z',
      files: { document: 'a.pdf', register: null },
    });
    renderPage('de');
    const done = await screen.findByRole('region', { name: 'Ihre Identifizierung' });
    expect(within(done).getByTestId('identification-confirmed')).toHaveTextContent(
      'Ihre Identifizierung wurde am 4. Dezember 2026 um 16:00 abgeschlossen. Vielen Dank.',
    );
    expect(within(done).queryByRole('button')).not.toBeInTheDocument();
    expect(within(done).queryByRole('textbox')).not.toBeInTheDocument();
    expect(within(done).queryByText(/eingegangen/)).not.toBeInTheDocument();
  });

  it('speaks English on an English page', async () => {
    serve(NOTHING_YET);
    renderPage('en');
    const section = await screen.findByRole('region', { name: 'Your identification' });
    // The page says the property went to them, and offers no other offer.
    expect(screen.getByText('This property has been awarded')).toBeInTheDocument();
    expect(screen.getByText(/^The owner has accepted your offer, subject to notarisation/)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /another offer|raise my offer/i })).not.toBeInTheDocument();
    expect(within(section).getByRole('radio', { name: 'as a private person' })).toBeChecked();
    expect(within(section).getByLabelText('First name(s)')).toHaveAttribute('autocomplete', 'given-name');
    expect(within(section).getByLabelText('Surname')).toHaveAttribute('autocomplete', 'family-name');
    expect(within(section).getByLabelText('Date of birth')).toHaveAttribute('autocomplete', 'bday');
    expect(within(section).getByLabelText('Street and number')).toHaveAttribute('autocomplete', 'street-address');
    expect(within(section).getByLabelText('Postcode')).toHaveAttribute('autocomplete', 'postal-code');
    expect(within(section).getByLabelText('Town')).toHaveAttribute('autocomplete', 'address-level2');
    expect(within(section).getByLabelText('Country')).toHaveAttribute('autocomplete', 'country-name');
    const user = userEvent.setup();
    await user.click(within(section).getByRole('button', { name: 'Send my details' }));
    expect(within(section).getAllByText('Please fill this in.')).toHaveLength(12);
    expect(within(section).getByText('Please upload the file.')).toBeInTheDocument();
  });
});
