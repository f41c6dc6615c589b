import { setFlagsFromString } from 'node:v8';

/**
 * How far V8 lets the old generation grow past what the last full collection left alive before it
 * collects again, in percent (decision 0080). V8's own choice on a fast machine is up to 4×. The
 * server keeps about 45 MB alive, and a long stream promotes short-lived objects: a million-offer
 * export reads about 70 KB of rows per millisecond, and some outlive two young collections. The
 * process grew by 155–200 MB of garbage before its first full collection. At 2× it grows by about
 * 60 MB and takes as long; 1.5× held it to 35 MB but the export took 13 % longer.
 */
const HEAP_GROWING_PERCENT = 100;

/** V8 reads the flag at every full collection, so setting it once at start-up is enough. */
export function limitHeapGrowth(): void {
  setFlagsFromString(`--heap-growing-percent=${HEAP_GROWING_PERCENT}`);
}
