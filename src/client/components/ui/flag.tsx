import type { Language } from '#shared/languages.ts';

/**
 * Small inline flags for the language choice. Emoji flags render as bare letters on many
 * desktop systems (Windows, most Linux fonts), so these are drawn. Decorative: the language
 * name always sits next to them.
 */
export function Flag({ language, className }: { language: Language; className?: string }) {
  const common = { className, width: 20, height: 14, 'aria-hidden': true, focusable: false } as const;
  switch (language) {
    case 'de':
      return (
        <svg viewBox="0 0 5 3" {...common}>
          <rect width="5" height="1" y="0" fill="#000" />
          <rect width="5" height="1" y="1" fill="#dd0000" />
          <rect width="5" height="1" y="2" fill="#ffce00" />
        </svg>
      );
    case 'fr':
      return (
        <svg viewBox="0 0 3 2" {...common}>
          <rect width="1" height="2" x="0" fill="#002395" />
          <rect width="1" height="2" x="1" fill="#fff" />
          <rect width="1" height="2" x="2" fill="#ed2939" />
        </svg>
      );
    case 'en':
      return (
        <svg viewBox="0 0 60 30" {...common}>
          <clipPath id="flag-gb-clip">
            <path d="M30,15 h30 v15 z v15 h-30 z h-30 v-15 z v-15 h30 z" />
          </clipPath>
          <path d="M0,0 v30 h60 v-30 z" fill="#012169" />
          <path d="M0,0 L60,30 M60,0 L0,30" stroke="#fff" strokeWidth="6" />
          <path d="M0,0 L60,30 M60,0 L0,30" clipPath="url(#flag-gb-clip)" stroke="#C8102E" strokeWidth="4" />
          <path d="M30,0 v30 M0,15 h60" stroke="#fff" strokeWidth="10" />
          <path d="M30,0 v30 M0,15 h60" stroke="#C8102E" strokeWidth="6" />
        </svg>
      );
  }
}
