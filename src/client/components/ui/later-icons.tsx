import { icon } from './icons';

/*
 * Icons that only lazily loaded parts use (the offer form, the details, dialogs, toasts, the
 * lightbox). A module lands whole in one chunk, so in icons.tsx, which the first screen imports,
 * they would be part of the first load.
 */
export const Check = icon([['path', { d: 'M20 6 9 17l-5-5' }]]);
export const Close = icon([
  ['path', { d: 'M18 6 6 18' }],
  ['path', { d: 'm6 6 12 12' }],
]);
export const Leaf = icon([
  [
    'path',
    {
      d: 'M11 20a10 10 0 0010-10 25.9 25.9 0 00-1.04-7.281 1 1 0 00-1.755-.325C15.833 5.5 13 5.5 9.8 6.1A7 7 0 0011 20',
    },
  ],
  ['path', { d: 'M2 21a5 5 0 012.911-4.544C7.613 15.212 8.351 15.24 11 13' }],
]);
