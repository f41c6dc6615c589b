import { memo, Suspense, use, type ComponentType, type ReactNode } from 'react';
import { ChunkFailure } from './chunk-failure';
import { useHydrated } from './hydration';
import { useOnNearViewport } from './use-near-viewport';

const wantedEverywhere = new Set<() => void>();

/**
 * Asks for the code of every part made by `lazyPart` at once: before something that re-renders
 * them all (a change of language), so that none has to give up the server's markup for its
 * placeholder while its code is on the way. The change itself waits for that code
 * (`whenEveryPartLoaded`) and is a transition (`startTransition`).
 */
export function wantEveryPart(): void {
  for (const want of wantedEverywhere) want();
}

const loading = new Set<Promise<unknown>>();

/** Notes the download of code for a part of a page the server rendered (see `whenEveryPartLoaded`). */
export function noteLoading<T>(download: Promise<T>): Promise<T> {
  loading.add(download);
  const done = () => loading.delete(download);
  download.then(done, done);
  return download;
}

/**
 * Asks for every part's code (`wantEveryPart`), then calls `then` once every download noted is
 * over: at once when none is under way. A change of language goes this way: a part React has not
 * taken over yet when the change renders is taken over in the new language, which the server's
 * markup does not match (a hydration error, and the part drawn afresh). With its code there,
 * React takes the part over in the old language first.
 */
export function whenEveryPartLoaded(then: () => void): void {
  wantEveryPart();
  if (loading.size === 0) then();
  // The code there, React takes the parts over in tasks of its own: a moment for that, long
  // enough for a busy phone (50 ms was sometimes too short), and only right after a page loads.
  else void Promise.allSettled(loading).then(() => setTimeout(whenEveryPartLoaded, 250, then));
}

/** Another piece of code held back the same way (the offer form's), to be fetched with the parts. */
export function alsoWantWithEveryPart(want: () => void): void {
  wantedEverywhere.add(want);
}

interface LazyPartOptions {
  /**
   * Load the code once the part is this close to the viewport ('600px 0px'): for a part that
   * responds to the visitor (links). Without it the code loads only when the part must change
   * (`wantEveryPart`): for content that only shows.
   */
  loadAhead?: string;
}

/**
 * A part of a page the server renders whose code is a chunk of its own, not in the first load.
 * The browser keeps the server's markup as it is (links work as plain links) until the code is
 * wanted; then the chunk loads and React takes the markup over. A page rendered in the browser
 * loads the code at once and shows `placeholder` meanwhile.
 */
export function lazyPart<Props extends object>(
  load: () => Promise<ComponentType<Props>>,
  placeholder: ReactNode,
  { loadAhead }: LazyPartOptions = {},
): ComponentType<Props> {
  let markWanted: () => void = () => undefined;
  const wanted = new Promise<void>((resolve) => {
    markWanted = resolve;
  });
  wantedEverywhere.add(markWanted);
  let chunk: Promise<ComponentType<Props>> | null = null;
  const loaded = () => (chunk ??= import.meta.env.SSR ? load() : noteLoading(wanted.then(load)));

  function Content(props: Props) {
    // Rendered afresh (not taking over the server's markup), the part needs its code now.
    const fresh = useHydrated();
    if (fresh) markWanted();
    const Loaded = use(loaded());
    return <Loaded {...props} />;
  }

  // memo: a parent that renders again with the same props must not reach the part, which would
  // make React give up the markup it has not taken over yet.
  return memo(function LazyPart(props: Props) {
    const ref = useOnNearViewport<HTMLDivElement>(loadAhead ?? null, markWanted);
    return (
      <div ref={ref}>
        <ChunkFailure fallback={placeholder}>
          <Suspense fallback={placeholder}>
            <Content {...props} />
          </Suspense>
        </ChunkFailure>
      </div>
    );
  }) as unknown as ComponentType<Props>;
}
