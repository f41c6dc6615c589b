import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useRenderedInSteps } from './use-rendered-in-steps';

function List({ items, rendered }: { items: string[]; rendered: number[] }) {
  const count = useRenderedInSteps(items.length, 12);
  rendered.push(count);
  return (
    <ul>
      {items.slice(0, count).map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  );
}

const items = (count: number, prefix = 'Angebot') => Array.from({ length: count }, (_, n) => `${prefix} ${n + 1}`);

describe('useRenderedInSteps', () => {
  it('renders the first items with the list and all of them in the next render', () => {
    const rendered: number[] = [];
    render(<List items={items(50)} rendered={rendered} />);
    expect(rendered[0]).toBe(12);
    expect(rendered.at(-1)).toBe(50);
    expect(screen.getAllByRole('listitem')).toHaveLength(50);
  });

  it('renders a short list whole at once', () => {
    const rendered: number[] = [];
    render(<List items={items(5)} rendered={rendered} />);
    expect(new Set(rendered)).toEqual(new Set([5]));
  });

  it('shows every item of a later list (the next page) in its first render', () => {
    const rendered: number[] = [];
    const { rerender } = render(<List items={items(50)} rendered={rendered} />);
    rendered.length = 0;
    rerender(<List items={items(40, 'Seite 2')} rendered={rendered} />);
    expect(rendered).toEqual([40]);
    expect(screen.getAllByRole('listitem')).toHaveLength(40);
  });
});
