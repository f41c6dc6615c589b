import { useSyncExternalStore } from 'react';
import type { Language } from '#shared/languages.ts';
import { HYDRATION_STATE_ELEMENT_ID } from '#shared/site/site-render.ts';

/** The starting state the server embeds beside its markup (see entry-server.tsx). */
export interface HydrationState {
  language: Language;
  /** The server's clock when it rendered (epoch ms). */
  renderedAt: number;
  /** Query cache entries: [query key, data], exactly as the client's queries would fetch them. */
  queries: [readonly unknown[], unknown][];
}

/** The state embedded in the page, or null for a page the server did not render (admin, sign-in). */
export function readHydrationState(): HydrationState | null {
  const element = document.getElementById(HYDRATION_STATE_ELEMENT_ID);
  if (!element?.textContent) return null;
  try {
    return JSON.parse(element.textContent) as HydrationState;
  } catch {
    return null;
  }
}

/*
 * While React adopts the server's markup, components must render exactly what the server rendered.
 * Anything that depends on the moment (a countdown) reads the server's render time until then.
 */
let hydratingSince: number | null = null;

export function beginHydration(renderedAt: number): void {
  hydratingSince = renderedAt;
}

export function endHydration(): void {
  hydratingSince = null;
}

/** The server's render time while the first render adopts its markup; null afterwards. */
export function hydrationTime(): number | null {
  return hydratingSince;
}

const subscribeToNothing = () => () => undefined;

/**
 * False on the server and during hydration, true afterwards (and at once in a page rendered only
 * by the client): what only the browser can know is shown from the second render on.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );
}
