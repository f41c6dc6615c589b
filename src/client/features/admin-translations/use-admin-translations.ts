import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  Translation,
  TranslationBulkInput,
  TranslationCoverage,
  TranslationCreateInput,
} from '#shared/translations/schemas.ts';
import { LANGUAGES, type Language } from '#shared/languages.ts';
import { type TranslationCategory } from '#shared/translations/translation-categories.ts';
import { DEFAULT_TRANSLATIONS } from '#shared/translations/index.ts';
import { pathPrefixOf } from '#shared/api/paths.ts';
import { isUnauthorizedError } from '#client/lib/api-client.ts';
import { queryKeyOf, request } from '#client/lib/admin-api-client.ts';
import { ADMIN_QUERY_OPTIONS } from '#client/lib/admin-query-options.ts';

const COVERAGE_KEY = queryKeyOf('translationCoverage');

/** The list's query key is its URL, as for every default fetch. */
function listKey(language: Language, category: TranslationCategory | '') {
  return queryKeyOf('listTranslations', { params: { language }, query: { category } });
}

export function useTranslationList(language: Language, category: TranslationCategory | '') {
  return useQuery<Translation[]>({ queryKey: listKey(language, category), ...ADMIN_QUERY_OPTIONS });
}

export function useTranslationCoverage() {
  return useQuery<TranslationCoverage>({ queryKey: COVERAGE_KEY, ...ADMIN_QUERY_OPTIONS });
}

/** Admin lists, coverage, and the public text maps (the admin's own texts come from there too). */
function useRefreshTranslations() {
  const queryClient = useQueryClient();
  return () =>
    queryClient.invalidateQueries({
      predicate: (query) => {
        const [path] = query.queryKey;
        return (
          typeof path === 'string' &&
          (path.startsWith(pathPrefixOf('translationCoverage')) || path.startsWith(pathPrefixOf('getTranslations')))
        );
      },
    });
}

export function useCreateTranslation() {
  const refresh = useRefreshTranslations();
  return useMutation({
    mutationFn: (body: TranslationCreateInput) => request('createTranslation', { body }),
    retry: false,
    onSuccess: refresh,
  });
}

export function useUpdateTranslation() {
  const refresh = useRefreshTranslations();
  return useMutation({
    mutationFn: ({ id, value }: { id: string; value: string }) =>
      request('updateTranslation', { params: { id }, body: { value } }),
    onSuccess: refresh,
  });
}

export function useDeleteTranslation() {
  const refresh = useRefreshTranslations();
  return useMutation({
    mutationFn: (id: string) => request('deleteTranslation', { params: { id } }),
    onSuccess: refresh,
  });
}

/** The built-in default set as rows: one per key and language. */
export function defaultTranslationRows(): TranslationBulkInput['translations'] {
  return DEFAULT_TRANSLATIONS.flatMap((entry) =>
    LANGUAGES.map((language) => ({ key: entry.key, language, value: entry[language], category: entry.category })),
  );
}

const SEED_FAILED = 'Failed to seed translations';

export function useSeedTranslations() {
  const refresh = useRefreshTranslations();
  return useMutation({
    mutationFn: async () => {
      try {
        // Adds what is missing only: texts an agent edited stay as they are.
        return await request('seedTranslations', {
          body: { translations: defaultTranslationRows(), onlyMissing: true },
        });
      } catch (error) {
        // The failure reads 'Failed to seed translations'; a 401 keeps its status for the redirect.
        if (isUnauthorizedError(error)) throw error;
        throw new Error(SEED_FAILED, { cause: error });
      }
    },
    retry: false,
    onSuccess: refresh,
  });
}
