import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import '#client/zod-config.ts';

// A desktop's width, as the admin is used at 100 %: its many-column lists are tables from
// 1280 px (components/admin/table-or-cards.tsx). Tests of narrow screens stub matchMedia.
(
  window as unknown as { happyDOM?: { setViewport(viewport: { width: number; height: number }): void } }
).happyDOM?.setViewport({ width: 1280, height: 800 });

// findBy… and waitFor give up after 15 s instead of 1 s: on a 2-core machine running a second
// suite beside this one a render of many rows took over 5 s, and a test must fail for a bug, not
// for the load beside it. Passing tests are not slower: they resolve as soon as the element is there.
configure({ asyncUtilTimeout: 15_000 });

afterEach(() => cleanup());
