import { useMutation, useQueries, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { pathPrefixOf } from '#shared/api/paths.ts';
import type { Language } from '#shared/languages.ts';
import type { BidderMessageRequest } from '#shared/bidder-messages/schemas.ts';
import { BIDDER_MESSAGE_TRANSLATIONS } from '#shared/bidder-messages/texts.ts';
import type { BidderMessageTemplate } from '#shared/bidder-messages/templates.ts';
import { translationMaps } from '#shared/translations/types.ts';
import { request } from '#client/lib/admin-api-client.ts';
import { translationsQuery } from '#client/lib/translations-query.ts';

export interface Letter {
  subject: string;
  body: string;
}

const BUILT_IN = translationMaps(BIDDER_MESSAGE_TRANSLATIONS);

/**
 * The templates' letters in each language asked for: the agency's own wording where an admin
 * edited the texts, else the built-in one.
 */
export function useTemplateLetters(languages: readonly Language[]) {
  // Combined, the list stays the same object until a map changes.
  const loaded = useQueries({
    queries: languages.map((language) => translationsQuery(language)),
    combine: (results) => results.map((result) => result.data),
  });
  const key = languages.join();
  return useMemo(
    () =>
      (template: BidderMessageTemplate, language: Language): Letter => {
        const edited = loaded[languages.indexOf(language)] ?? {};
        const text = (part: 'subject' | 'body') => {
          const key = `mail.bidderMessage.${template}.${part}`;
          return edited[key] ?? BUILT_IN(language)[key] ?? '';
        };
        return { subject: text('subject'), body: text('body') };
      },
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the languages are compared by their names.
    [key, loaded],
  );
}

/** Sends the letters; the offers' pages then show them with their status. */
export function useSendBidderMessages() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: BidderMessageRequest) => request('sendBidderMessages', { body }),
    // A repeat after a lost answer would send every letter twice.
    retry: false,
    onSuccess: () =>
      queryClient.invalidateQueries({
        predicate: (query) => String(query.queryKey[0]).startsWith(pathPrefixOf('listOffersPage')),
      }),
  });
}
