import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Tooltip, TooltipProvider } from './tooltip';

function renderIconButtons() {
  return render(
    <TooltipProvider>
      <Tooltip label="Angebot löschen">
        <button type="button" aria-label="Angebot löschen">
          x
        </button>
      </Tooltip>
      <Tooltip label="Notiz bearbeiten">
        <button type="button" aria-label="Notiz bearbeiten">
          n
        </button>
      </Tooltip>
    </TooltipProvider>,
  );
}

describe('Tooltip', () => {
  afterEach(() => vi.useRealTimers());

  it('mounts no layer while closed, only the triggers', () => {
    renderIconButtons();
    expect(screen.queryByRole('tooltip')).toBeNull();
    expect(document.querySelectorAll('[data-radix-popper-content-wrapper]')).toHaveLength(0);
    expect(screen.getAllByRole('button')).toHaveLength(2);
  });

  it('shows its label when the trigger gets keyboard focus and goes on Escape', async () => {
    renderIconButtons();
    const remove = screen.getByRole('button', { name: 'Angebot löschen' });
    act(() => remove.focus());
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Angebot löschen');
    expect(remove).toHaveAttribute('data-state', 'instant-open');

    fireEvent.keyDown(document.activeElement ?? document.body, { key: 'Escape' });
    expect(screen.queryByRole('tooltip')).toBeNull();
    expect(remove).toHaveAttribute('data-state', 'closed');
  });

  it('opens after the pointer rests for 700 ms, not before', () => {
    vi.useFakeTimers();
    renderIconButtons();
    const note = screen.getByRole('button', { name: 'Notiz bearbeiten' });
    fireEvent.pointerMove(note, { pointerType: 'mouse' });
    act(() => vi.advanceTimersByTime(650));
    expect(screen.queryByRole('tooltip')).toBeNull();
    act(() => vi.advanceTimersByTime(100));
    expect(screen.getByRole('tooltip')).toHaveTextContent('Notiz bearbeiten');

    // Pressing the button puts the hint away.
    fireEvent.pointerDown(note, { pointerType: 'mouse' });
    expect(screen.queryByRole('tooltip')).toBeNull();
  });
});
