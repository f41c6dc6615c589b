import { startTransition, useEffect, useState } from 'react';

/**
 * How many of a list's items to render: `first` in the render that shows the list, all of them
 * from the next one on, rendered as a transition. A list that opens with a tab then appears with
 * what fits on the screen at once, and the rest (for 50 offers two thirds of the work) follows
 * without holding up the first paint or the next click. Once everything was shown, every later
 * render (another page, a refresh) shows everything.
 */
export function useRenderedInSteps(total: number, first: number): number {
  const [all, setAll] = useState(false);
  useEffect(() => {
    if (!all) startTransition(() => setAll(true));
  }, [all]);
  return all ? total : Math.min(total, first);
}
