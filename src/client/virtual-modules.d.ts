/**
 * Generated at build time by scripts/vite-public-texts.ts: the German texts (key → text) of the
 * public screens, the main bundle's in 'virtual:public-texts', a lazy part's in
 * 'virtual:public-texts/<part>' (see PUBLIC_SITE_PARTS).
 */
declare module 'virtual:public-texts' {
  const texts: Readonly<Record<string, string>>;
  export default texts;
}

declare module 'virtual:public-texts/*' {
  const texts: Readonly<Record<string, string>>;
  export default texts;
}
