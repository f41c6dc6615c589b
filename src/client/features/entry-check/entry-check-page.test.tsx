import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { z } from 'zod';
import type { entryCheckSchema } from '#shared/bid-log/entry-check-schemas.ts';
import type { Language } from '#shared/languages.ts';
import EntryCheckRoute from '#client/app/entry-check-route.tsx';
import { jsonResponse, mockFetch, renderWithProviders } from '#tests/helpers/client/test-render.tsx';

/**
 * The check page in each language, as the receipt's link opens it: the route reads the reference
 * from ?ref= and brings the page's texts along, so the page is rendered through it. The server is
 * faked at fetch: it knows one entry, by its reference and checksum.
 */
const REFERENCE = '3EB1B066';
const CHECKSUM = '9c1f0e7a5b3d2c4e6f8a0b1c2d3e4f5a6b7c8d9e0f1a2b3c4d5e6f7a8b9c0d1e';
/** As pdftotext hands it over where the receipt breaks the checksum over two lines. */
const CHECKSUM_AS_COPIED = `${CHECKSUM.slice(0, 40)} ${CHECKSUM.slice(40)}`;
/** Off by its first character. */
const WRONG_CHECKSUM = `0${CHECKSUM.slice(1)}`;

/** The server's answer as it travels: the time as an ISO string. */
const FOUND: z.input<typeof entryCheckSchema> = {
  property: {
    title: 'Stadthaus in Haidhausen',
    titleEn: 'Town house in Haidhausen',
    titleFr: 'Maison de ville à Haidhausen',
    address: 'Kirchenstraße 5, 81667 München',
    page: '/immobilien/stadthaus-in-haidhausen',
  },
  position: 4,
  recordedAt: '2026-11-26T09:30:00.000Z',
  amount: '740000.00',
  entryUnchanged: true,
  logIntact: true,
  rank: null,
  bidderNumber: null,
  disclosedLog: null,
};

const TEXTS: Record<
  Language,
  {
    heading: string;
    reference: string;
    checksum: string;
    button: string;
    found: string;
    notFound: string;
    title: string;
    entry: string;
  }
> = {
  de: {
    heading: 'Angebot im Bietprotokoll prüfen',
    reference: 'Referenz',
    checksum: 'Prüfsumme (SHA-256)',
    button: 'Prüfen',
    found: 'Ihr Angebot steht unverändert im Bietprotokoll.',
    notFound:
      'Kein Eintrag mit dieser Referenz und Prüfsumme. Bitte vergleichen Sie Ihre Eingabe mit Ihrer Angebotsbestätigung. Stimmt sie überein, wenden Sie sich bitte an uns.',
    title: 'Stadthaus in Haidhausen',
    entry: 'Nr. 4',
  },
  en: {
    heading: 'Check your offer in the bid log',
    reference: 'Reference',
    checksum: 'Checksum (SHA-256)',
    button: 'Check',
    found: 'Your offer stands unchanged in the bid log.',
    notFound:
      'No entry with this reference and checksum. Please compare what you entered with your offer receipt. If it matches, please contact us.',
    title: 'Town house in Haidhausen',
    entry: 'No. 4',
  },
  fr: {
    heading: 'Vérifier votre offre dans le registre des offres',
    reference: 'Référence',
    checksum: 'Somme de contrôle (SHA-256)',
    button: 'Vérifier',
    found: 'Votre offre figure inchangée dans le registre des offres.',
    notFound:
      'Aucune entrée avec cette référence et cette somme de contrôle. Veuillez comparer votre saisie avec votre accusé de réception. Si elle correspond, veuillez nous contacter.',
    title: 'Maison de ville à Haidhausen',
    entry: 'N° 4',
  },
};

afterEach(() => {
  vi.unstubAllGlobals();
  window.localStorage.clear();
});

/** The page as the receipt's link opens it, in `language`; what the page sent to the server is in `sent`. */
function openFromReceipt(language: Language) {
  window.localStorage.setItem('selected-language', language);
  const sent: unknown[] = [];
  mockFetch((url, init) => {
    if (url !== '/api/bid-log/check' || init?.method !== 'POST') return undefined;
    const body = JSON.parse(String(init.body)) as { reference: string; checksum: string };
    sent.push(body);
    return body.reference === REFERENCE && body.checksum === CHECKSUM
      ? jsonResponse(FOUND)
      : jsonResponse({ message: 'No entry with this reference and checksum' }, 404);
  });
  renderWithProviders(<EntryCheckRoute />, {
    path: `/bietprotokoll?ref=${REFERENCE}&lang=${language}`,
    forceEnglish: false,
  });
  return { sent };
}

describe('the bid log check page', () => {
  it.each(['en', 'fr', 'de'] as const)(
    'finds a receipt’s entry by the checksum as copied, and nothing by a wrong one (%s)',
    async (language) => {
      const words = TEXTS[language];
      const { sent } = openFromReceipt(language);
      expect(await screen.findByRole('heading', { level: 1, name: words.heading })).toBeInTheDocument();
      // The receipt's link filled in the reference.
      expect(screen.getByLabelText(words.reference)).toHaveValue(REFERENCE);
      const checksum = screen.getByLabelText(words.checksum);
      const button = screen.getByRole('button', { name: words.button });
      const user = userEvent.setup();

      await user.click(checksum);
      await user.paste(WRONG_CHECKSUM);
      await user.click(button);
      expect(await screen.findByText(words.notFound)).toBeInTheDocument();
      expect(screen.getByRole('status')).toHaveTextContent(words.notFound);
      expect(screen.queryByTestId('check-found')).not.toBeInTheDocument();

      await user.clear(checksum);
      await user.paste(CHECKSUM_AS_COPIED);
      await user.click(button);
      const found = await screen.findByTestId('check-found');
      expect(found).toHaveTextContent(words.found);
      expect(within(found).getByRole('link', { name: words.title })).toHaveAttribute(
        'href',
        '/immobilien/stadthaus-in-haidhausen',
      );
      expect(found).toHaveTextContent(words.entry);
      expect(screen.getByRole('status')).toContainElement(found);
      // The space of the receipt's line break is not sent: the server compares the checksum whole.
      expect(sent).toEqual([
        { reference: REFERENCE, checksum: WRONG_CHECKSUM },
        { reference: REFERENCE, checksum: CHECKSUM },
      ]);
    },
  );
});
