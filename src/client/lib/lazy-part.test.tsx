import { act, render, screen } from '@testing-library/react';
import { use } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { lazyPart, whenEveryPartLoaded } from './lazy-part';

describe('lazyPart', () => {
  it('in a page the browser renders itself, loads the code at once and shows the part', async () => {
    const Greeting = lazyPart(
      () => Promise.resolve(({ name }: { name: string }) => <p>Hallo {name}</p>),
      <p>wird geladen</p>,
    );
    await act(async () => {
      render(<Greeting name="Erika" />);
    });
    expect(await screen.findByText('Hallo Erika')).toBeTruthy();
    expect(screen.queryByText('wird geladen')).toBeNull();
  });

  it('keeps its placeholder when the code cannot be loaded, and the rest of the page stays', async () => {
    // React reports the caught error; that report is expected here.
    vi.mocked(console.error).mockImplementation(() => undefined);
    const Broken = lazyPart(() => Promise.reject(new Error('offline')), <p>Platzhalter</p>);
    await act(async () => {
      render(
        <main>
          <h1>Seite</h1>
          <Broken />
        </main>,
      );
    });
    await vi.waitFor(() => expect(vi.mocked(console.error)).toHaveBeenCalled());
    expect(screen.getByText('Platzhalter')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Seite' })).toBeTruthy();
  });

  it('holds a change back until React has taken every part on the page over, not only until its code is there', async () => {
    // The part's code is there at once, but the part is not taken over until `gate` opens.
    let open = () => {};
    const gate = new Promise<void>((resolve) => (open = resolve));
    const Gated = () => {
      use(gate);
      return <p>Übernommen</p>;
    };
    const Part = lazyPart(() => Promise.resolve(Gated), <p>wartet</p>);
    await act(async () => {
      render(<Part />);
    });
    const changed = vi.fn();
    whenEveryPartLoaded(changed);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(changed).not.toHaveBeenCalled();
    await act(async () => open());
    expect(screen.getByText('Übernommen')).toBeTruthy();
    await vi.waitFor(() => expect(changed).toHaveBeenCalledOnce());
  });

  it('lets a change go ahead after a while when a part will never be taken over (its code failed)', async () => {
    vi.mocked(console.error).mockImplementation(() => undefined);
    const Broken = lazyPart(() => Promise.reject(new Error('offline')), <p>Platzhalter</p>);
    await act(async () => {
      render(<Broken />);
    });
    vi.useFakeTimers();
    try {
      const changed = vi.fn();
      whenEveryPartLoaded(changed);
      await vi.advanceTimersByTimeAsync(1000);
      expect(changed).not.toHaveBeenCalled();
      await vi.advanceTimersByTimeAsync(1500);
      expect(changed).toHaveBeenCalledOnce();
    } finally {
      vi.useRealTimers();
    }
  });
});
