import { icon } from '#client/components/ui/icons.tsx';

/*
 * A document's icons, drawn from Lucide (https://lucide.dev, ISC licence) for this chunk alone:
 * taking ImageIcon from icons.tsx would cost the first bundle the bytes of one more export.
 */
const SHEET = [
  'path',
  {
    d: 'M6 22a2 2 0 0 1-2-2V4a2 2 0 0 1 2-2h8a2.4 2.4 0 0 1 1.704.706l3.588 3.588A2.4 2.4 0 0 1 20 8v12a2 2 0 0 1-2 2z',
  },
] as const;
const FOLD = ['path', { d: 'M14 2v5a1 1 0 0 0 1 1h5' }] as const;
export const FileText = icon([
  SHEET,
  FOLD,
  ['path', { d: 'M10 9H8' }],
  ['path', { d: 'M16 13H8' }],
  ['path', { d: 'M16 17H8' }],
]);
export const FileImage = icon([
  SHEET,
  FOLD,
  ['circle', { cx: '10', cy: '12', r: '2' }],
  ['path', { d: 'm20 17-1.296-1.296a2.41 2.41 0 0 0-3.408 0L9 22' }],
]);
