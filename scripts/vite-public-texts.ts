import type { Plugin } from 'vite';
import { COMMON_TRANSLATIONS, SHARED_TRANSLATIONS } from '#shared/translations/common.ts';
import { PUBLIC_SITE_PARTS } from '#shared/site/public-site-texts.ts';
import { toTranslationMap, type TranslationEntry } from '#shared/translations/types.ts';

const ID = 'virtual:public-texts';
const PREFIX = '\0virtual:public-texts';

/**
 * What each module holds: the main bundle's (COMMON and the first screen), then one per lazily
 * loaded part (its own texts and those the lazy parts share).
 */
const MODULES = new Map<string, readonly TranslationEntry[]>([
  ['', [...COMMON_TRANSLATIONS, ...PUBLIC_SITE_PARTS.firstScreen]],
  ...Object.entries(PUBLIC_SITE_PARTS)
    .filter(([part]) => part !== 'firstScreen')
    .map(([part, entries]): [string, readonly TranslationEntry[]] => [
      `/${part}`,
      [...SHARED_TRANSLATIONS, ...entries],
    ]),
]);

/**
 * The German texts of the public screens (key → text), generated from src/shared/translations when
 * the bundle is built: `import texts from 'virtual:public-texts'` in the main bundle (COMMON and the
 * first screen of /), `'virtual:public-texts/<part>'` in a lazily loaded part (PUBLIC_SITE_PARTS).
 * German only: English and French come with the server's map (docs/decisions/0044). Vite restarts
 * the dev server when a translation file changes, as for every file the config imports.
 */
export function publicTexts(): Plugin {
  return {
    name: 'public-texts',
    resolveId(id) {
      if (!id.startsWith(ID)) return undefined;
      if (!MODULES.has(id.slice(ID.length))) throw new Error(`${id}: no such part of the public texts`);
      return `\0${id}`;
    },
    load(id) {
      const entries = id.startsWith(PREFIX) ? MODULES.get(id.slice(PREFIX.length)) : undefined;
      return entries && `export default ${JSON.stringify(toTranslationMap(entries, 'de'))};`;
    },
  };
}
