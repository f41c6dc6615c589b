import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/app';
import { beginHydration, readHydrationState } from './lib/hydration';
import './styles.css';

// zod is configured by lib/zod-ready.ts before any chunk that uses it loads: the first bundle has none.

const root = document.getElementById('root')!;
const initial = readHydrationState();
const app = (
  <StrictMode>
    <App initial={initial ?? undefined} />
  </StrictMode>
);

// Public pages come rendered by the server (src/server/site): React adopts that markup. The admin
// and the sign-in page get the plain shell and are rendered here.
if (initial) {
  beginHydration(initial.renderedAt);
  hydrateRoot(root, app);
} else {
  createRoot(root).render(app);
}
