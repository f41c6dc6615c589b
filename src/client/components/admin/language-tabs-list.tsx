import { LANGUAGES, type Language } from '#shared/languages.ts';
import { Flag } from '../ui/flag';
import { TabsList, TabsTrigger } from '../ui/tabs';

/** One tab per site language, flag and name, for forms that hold a text in each language. */
export function LanguageTabsList({
  label,
  languageName,
}: {
  label: string;
  languageName: (language: Language) => string;
}) {
  return (
    <TabsList aria-label={label} className="mb-4 max-w-full overflow-x-auto">
      {LANGUAGES.map((language) => (
        <TabsTrigger key={language} value={language}>
          <Flag language={language} className="rounded-[2px]" />
          {languageName(language)}
        </TabsTrigger>
      ))}
    </TabsList>
  );
}
