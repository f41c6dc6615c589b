import { createElement, type SVGProps } from 'react';

/**
 * The line icons of the public screens, drawn from Lucide (https://lucide.dev, ISC licence) and
 * rendered by a ten-line component instead of lucide-react's runtime, which keeps the first
 * screen's bundle small. Same props as lucide-react where it matters: className, strokeWidth,
 * aria-hidden.
 */
export type IconProps = Omit<SVGProps<SVGSVGElement>, 'children'>;
export type IconNode = readonly (readonly [string, Record<string, string>])[];

export function icon(node: IconNode) {
  return function Icon({ strokeWidth = 2, ...props }: IconProps) {
    return (
      <svg
        xmlns="http://www.w3.org/2000/svg"
        width={24}
        height={24}
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth={strokeWidth}
        strokeLinecap="round"
        strokeLinejoin="round"
        focusable="false"
        {...props}
      >
        {node.map(([tag, attributes], index) => createElement(tag, { key: index, ...attributes }))}
      </svg>
    );
  };
}

export const ArrowDown = icon([
  ['path', { d: 'M12 5v14' }],
  ['path', { d: 'm19 12-7 7-7-7' }],
]);
export const ArrowLeft = icon([
  ['path', { d: 'm12 19-7-7 7-7' }],
  ['path', { d: 'M19 12H5' }],
]);
export const ChevronDown = icon([['path', { d: 'm6 9 6 6 6-6' }]]);
export const ChevronLeft = icon([['path', { d: 'm15 18-6-6 6-6' }]]);
export const ChevronRight = icon([['path', { d: 'm9 18 6-6-6-6' }]]);
export const Globe = icon([
  ['circle', { cx: '12', cy: '12', r: '10' }],
  ['path', { d: 'M12 2a14.5 14.5 0 0 0 0 20 14.5 14.5 0 0 0 0-20' }],
  ['path', { d: 'M2 12h20' }],
]);
export const ImageIcon = icon([
  ['rect', { width: '18', height: '18', x: '3', y: '3', rx: '2', ry: '2' }],
  ['circle', { cx: '9', cy: '9', r: '2' }],
  ['path', { d: 'm21 15-3.086-3.086a2 2 0 0 0-2.828 0L6 21' }],
]);
export const MapPin = icon([
  [
    'path',
    { d: 'M20 10c0 4.993-5.539 10.193-7.399 11.799a1 1 0 0 1-1.202 0C9.539 20.193 4 14.993 4 10a8 8 0 0 1 16 0' },
  ],
  ['circle', { cx: '12', cy: '10', r: '3' }],
]);
export const Clock = icon([
  ['circle', { cx: '12', cy: '12', r: '10' }],
  ['path', { d: 'M12 6v6l4 2' }],
]);
export const Expand = icon([
  ['path', { d: 'm15 15 6 6' }],
  ['path', { d: 'm15 9 6-6' }],
  ['path', { d: 'M21 16v5h-5' }],
  ['path', { d: 'M21 8V3h-5' }],
  ['path', { d: 'M3 16v5h5' }],
  ['path', { d: 'm3 21 6-6' }],
  ['path', { d: 'M3 8V3h5' }],
  ['path', { d: 'M9 9 3 3' }],
]);
