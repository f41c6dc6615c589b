/** The content pages' screen as its chunk's default export, for `lazy` in routes.tsx without a wrapper. */
export { ContentPage as default } from '../features/content-page/content-page';
