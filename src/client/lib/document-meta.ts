import { createContext, useContext, useEffect } from 'react';

function descriptionTag(): HTMLMetaElement {
  let tag = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
  if (!tag) {
    tag = document.createElement('meta');
    tag.name = 'description';
    document.head.append(tag);
  }
  return tag;
}

/** One line of at most `max` characters, cut after a whole word, for search-result snippets. */
function summarize(text: string, max = 160): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length <= max ? flat : `${flat.slice(0, max - 1).replace(/\s+\S*$/, '')}…`;
}

/** The title and description a screen asks for, noted while the server renders it (entry-server.tsx). */
export interface DocumentMeta {
  title?: string;
  description?: string;
}

/** On the server: where the rendered screen's meta goes (effects do not run there). */
export const DocumentMetaCollector = createContext<((meta: DocumentMeta) => void) | null>(null);

/**
 * Sets <title> and the meta description while the calling screen is shown and puts the previous
 * values back afterwards (index.html carries the site-wide defaults).
 */
export function useDocumentMeta(title: string | null | undefined, description?: string | null): void {
  const note = useContext(DocumentMetaCollector);
  note?.({ ...(title ? { title } : {}), ...(description ? { description: summarize(description) } : {}) });
  useEffect(() => {
    if (!title) return;
    const previous = document.title;
    document.title = title;
    return () => {
      document.title = previous;
    };
  }, [title]);

  useEffect(() => {
    if (!description) return;
    const tag = descriptionTag();
    const previous = tag.content;
    tag.content = summarize(description);
    return () => {
      tag.content = previous;
    };
  }, [description]);
}
