import { act, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { lazyPart } from './lazy-part';

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
});
