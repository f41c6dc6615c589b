import { describe, expect, it } from 'vitest';
import type { Language } from '#shared/languages.ts';
import type { Standing } from '#shared/procedure/schemas.ts';
import { defaultTranslationMap } from '#shared/translations/index.ts';
import { translator } from '#client/lib/i18n.tsx';
import { SEALED_STANDING } from '#tests/helpers/client/listing-data.ts';
import { procedureRuleLines } from './procedure-rules';

const PLAIN = SEALED_STANDING;
const OPEN: Standing = {
  ...PLAIN,
  mode: 'open',
  highestOffer: '512000.00',
  offerCount: 7,
  minimumOffer: '450000.00',
  minimumStep: '5000.00',
  extensionMinutes: 15,
};

const linesIn = (language: Language, standing: Standing) =>
  procedureRuleLines(standing, translator(defaultTranslationMap(language)), language).map((line) =>
    line.replace(/[\u00a0\u202f]/g, ' '),
  );

describe('the rules above the offer form', () => {
  it('are not shown for today’s plain procedure', () => {
    expect(linesIn('de', PLAIN)).toEqual([]);
  });

  it.each([
    [
      'de',
      [
        'Mindestgebot: 450.000 €',
        'Offenes Verfahren: aktuelles Höchstgebot 512.000 € (7 Angebote) – Ihr Angebot muss mindestens 517.000 € betragen',
        'Späte Angebote verlängern die Frist: Ein Angebot in den letzten 15 Minuten verschiebt das Ende auf 15 Minuten danach.',
      ],
    ],
    [
      'en',
      [
        'Minimum offer: €450,000',
        'Open procedure: current highest offer €512,000 (7 offers) – your offer must be at least €517,000',
        'Late offers extend the deadline: an offer in the last 15 minutes moves the end to 15 minutes after it.',
      ],
    ],
    [
      'fr',
      [
        'Offre minimale : 450 000 €',
        'Procédure ouverte : offre la plus élevée 512 000 € (7 offres) – votre offre doit être d’au moins 517 000 €',
        'Les offres tardives prolongent le délai : une offre déposée dans les 15 dernières minutes repousse la fin à 15 minutes après elle.',
      ],
    ],
  ] as const)('explain the open procedure in %s with amounts in its format', (language, lines) => {
    expect(linesIn(language, OPEN)).toEqual(lines);
  });

  it('say one offer in the singular, and the standing without a step', () => {
    expect(
      linesIn('de', { ...OPEN, offerCount: 1, minimumOffer: null, minimumStep: null, extensionMinutes: 0 }),
    ).toEqual(['Offenes Verfahren: aktuelles Höchstgebot 512.000 € (1 Angebot)']);
  });

  it('announce the open procedure before the first offer', () => {
    expect(
      linesIn('en', { ...OPEN, highestOffer: null, offerCount: 0, minimumOffer: null, extensionMinutes: 0 }),
    ).toEqual(['Open procedure: the current highest offer appears here as soon as there is one.']);
  });

  it.each([
    ['de', 'Für das Höchstgebot und die Anzahl zählen nur Angebote mit bestätigter E-Mail-Adresse'],
    ['en', 'Only offers with a confirmed e-mail address count for the highest offer and the count'],
    ['fr', 'Seules les offres dont l’adresse e-mail est confirmée comptent'],
  ] as const)('say in %s when only verified offers count, before anyone types', (language, start) => {
    const standing = { ...OPEN, minimumOffer: null, minimumStep: null, extensionMinutes: 0, verifiedOffersOnly: true };
    const lines = linesIn(language, standing);
    expect(lines).toHaveLength(2);
    expect(lines[1]).toMatch(new RegExp(`^${start}`));
    expect(linesIn(language, { ...standing, verifiedOffersOnly: false })).toHaveLength(1);
  });
});
