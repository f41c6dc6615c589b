import { describe, expect, it } from 'vitest';
import type { Language } from '#shared/languages.ts';
import { defaultTranslationMap } from '#shared/translations/index.ts';
import { ApiError } from '#client/lib/api-client.ts';
import { translator } from '#client/lib/i18n.tsx';
import { offerErrorDescription } from './offer-messages';

const refusal = (details: Record<string, unknown>) => new ApiError(422, '422: refused', undefined, details);
const describeIn = (language: Language, error: unknown) =>
  offerErrorDescription(translator(defaultTranslationMap(language)), language, error).replace(/[\u00a0\u202f]/g, ' ');

describe('a refusal by the offer procedure', () => {
  it.each([
    ['de', 'Das Mindestgebot für diese Immobilie beträgt 450.000 €.'],
    ['en', 'The minimum offer for this property is €450,000.'],
    ['fr', 'L’offre minimale pour ce bien est de 450 000 €.'],
  ] as const)('names a shown minimum in %s, formatted the way the language writes amounts', (language, text) => {
    expect(describeIn(language, refusal({ reason: 'below-minimum', lowestAcceptable: '450000.00' }))).toBe(text);
  });

  it.each([
    ['de', 'Ihr Angebot liegt unter dem Mindestgebot für diese Immobilie.'],
    ['en', 'Your offer is below the minimum for this property.'],
    ['fr', 'Votre offre est inférieure au minimum fixé pour ce bien.'],
  ] as const)('says a hidden minimum without an amount in %s', (language, text) => {
    expect(describeIn(language, refusal({ reason: 'below-minimum' }))).toBe(text);
  });

  it.each([
    ['de', 'Ihr Angebot muss mindestens 517.000,50 € betragen (aktuelles Höchstgebot plus Mindeststeigerung).'],
    ['en', 'Your offer must be at least €517,000.50 (the current highest offer plus the minimum step).'],
    ['fr', 'Votre offre doit être d’au moins 517 000,50 € (l’offre la plus élevée plus la surenchère minimale).'],
  ] as const)('names the lowest acceptable amount in the open procedure in %s', (language, text) => {
    expect(describeIn(language, refusal({ reason: 'below-step', lowestAcceptable: '517000.50' }))).toBe(text);
  });

  it('leaves other 422s to the server’s message', () => {
    expect(describeIn('de', new ApiError(422, '422: This Idempotency-Key was already used.'))).toBe(
      'This Idempotency-Key was already used.',
    );
  });
});
