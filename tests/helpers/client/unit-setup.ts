import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import '#client/zod-config.ts';

// A desktop's width, as the admin is used at 100 %: its many-column lists are tables from
// 1280 px (components/admin/table-or-cards.tsx). Tests of narrow screens stub matchMedia.
(
  window as unknown as { happyDOM?: { setViewport(viewport: { width: number; height: number }): void } }
).happyDOM?.setViewport({ width: 1280, height: 800 });

afterEach(() => cleanup());
