/** The toast area as its chunk's default export, for `lazy` in lazy-toaster.tsx without a wrapper. */
export { Toaster as default } from './toaster';
