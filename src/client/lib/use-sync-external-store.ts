/**
 * wouter imports useSyncExternalStore from 'use-sync-external-store/shim', written for React 17;
 * React 19 has it built in. vite.config.ts points the shim here, which keeps ~0.3 KB gzip of code
 * that would never run out of the first bundle.
 */
export { useSyncExternalStore } from 'react';
