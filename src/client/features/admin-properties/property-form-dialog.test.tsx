import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockFetch, renderWithProviders } from '#tests/helpers/client/test-render.tsx';
import type { AdminProperty } from '#shared/properties/schemas.ts';
import { altbauProperty } from '#tests/helpers/client/listing-data.ts';
import { PropertyCreateDialog } from './property-create-dialog';
import { PropertyEditDialog } from './property-edit-dialog';

afterEach(() => vi.unstubAllGlobals());

const property: AdminProperty = {
  ...altbauProperty({ id: '11111111-1111-4111-8111-111111111111' }),
  offerCount: 0,
  version: 3,
};

const submit = (formId: string) => act(async () => void fireEvent.submit(document.getElementById(formId)!));

describe('the create dialog', () => {
  it('is German, holds the German texts in place and a list of image URLs, without language tabs', () => {
    mockFetch(() => undefined);
    renderWithProviders(<PropertyCreateDialog onClose={() => {}} />);
    const dialog = screen.getByRole('dialog', { name: 'Neue Immobilie erstellen' });
    expect(dialog).toHaveAttribute('lang', 'de');
    expect(within(dialog).getByLabelText('Titel')).toHaveAttribute('id', 'create-title');
    expect(within(dialog).getByLabelText('Heizungsart')).toHaveValue('Gas');
    expect(within(dialog).getByRole('group', { name: 'Bild-URLs' })).toBeInTheDocument();
    expect(within(dialog).queryByRole('tab')).toBeNull();
    expect(
      within(dialog).getByText('Ein Foto können Sie nach dem Erstellen in „Bearbeiten“ hinzufügen.'),
    ).toBeInTheDocument();
  });

  it('shows the German messages of the shared schema', async () => {
    mockFetch(() => undefined);
    renderWithProviders(<PropertyCreateDialog onClose={() => {}} />);
    await submit('property-create-form');
    expect(await screen.findByText('Titel ist erforderlich')).toBeInTheDocument();
    expect(screen.getByText('Adresse ist erforderlich')).toBeInTheDocument();
  });
});

describe('the edit dialog', () => {
  it('holds the texts of each language in tabs and no image URL list', () => {
    mockFetch(() => undefined);
    renderWithProviders(<PropertyEditDialog property={property} onClose={() => {}} />);
    const dialog = screen.getByRole('dialog', { name: 'Edit property' });
    expect(
      within(dialog)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual(['Deutsch', 'English', 'Français']);
    expect(within(dialog).getByLabelText('Title')).toHaveAttribute('lang', 'de');
    expect(within(dialog).queryByRole('group', { name: 'Bild-URLs' })).toBeNull();
  });

  it('turns to the tab of the first field in error', async () => {
    mockFetch(() => undefined);
    renderWithProviders(<PropertyEditDialog property={property} onClose={() => {}} />);
    fireEvent.change(screen.getByLabelText('Title'), { target: { value: ' ' } });
    fireEvent.mouseDown(screen.getByRole('tab', { name: 'Français' }));
    await waitFor(() => expect(screen.getByRole('tab', { name: 'Français' })).toHaveAttribute('aria-selected', 'true'));
    await submit('property-edit-form');
    await waitFor(() => expect(screen.getByRole('tab', { name: 'Deutsch' })).toHaveAttribute('aria-selected', 'true'));
    expect(screen.getByText('Title is required')).toBeInTheDocument();
  });

  it('sends the changed fields, without the unchanged auction end', async () => {
    const sent = vi.fn();
    mockFetch((url, init) => {
      if (init?.method !== 'PATCH') return undefined;
      sent(url, JSON.parse(String(init.body)));
      return jsonResponse(property);
    });
    const onClose = vi.fn();
    renderWithProviders(<PropertyEditDialog property={property} onClose={onClose} />);
    fireEvent.change(screen.getByLabelText('Address'), { target: { value: 'Straße 2' } });
    await submit('property-edit-form');
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const [url, body] = sent.mock.calls[0]!;
    expect(url).toBe(`/api/admin/properties/${property.id}`);
    expect(body).toMatchObject({ address: 'Straße 2', title: 'Altbau', titleEn: 'Old building', titleFr: null });
    expect(body).not.toHaveProperty('auctionEndDate');
  });

  it('sends the version it was loaded from; changed meanwhile, it says so, shows what is stored now and sends that version next', async () => {
    const changed: AdminProperty = { ...property, title: 'Von jemand anderem geändert', version: 4 };
    const sent: Record<string, unknown>[] = [];
    mockFetch((url, init) => {
      if (init?.method === 'PATCH') {
        const body = JSON.parse(String(init.body)) as Record<string, unknown>;
        sent.push(body);
        return body.version === 3
          ? jsonResponse({ message: 'Diese Immobilie wurde geändert …', reason: 'stale' }, 409)
          : jsonResponse(changed);
      }
      return url === '/api/admin/properties' ? jsonResponse([changed]) : undefined;
    });
    const onClose = vi.fn();
    renderWithProviders(<PropertyEditDialog property={property} onClose={onClose} />);
    fireEvent.change(screen.getByLabelText('Address'), { target: { value: 'Straße 2' } });
    await submit('property-edit-form');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This property was changed while the form was open – by someone else, or by a late offer that extended the deadline. Your changes were not saved.',
    );
    expect(sent[0]).toMatchObject({ version: 3, address: 'Straße 2' });
    // The form now holds what is stored: the other change, not the lost one.
    expect(screen.getByLabelText('Title')).toHaveValue('Von jemand anderem geändert');
    expect(screen.getByLabelText('Address')).toHaveValue(property.address);
    expect(onClose).not.toHaveBeenCalled();

    fireEvent.change(screen.getByLabelText('Address'), { target: { value: 'Straße 2' } });
    await submit('property-edit-form');
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(sent[1]).toMatchObject({ version: 4, address: 'Straße 2', title: 'Von jemand anderem geändert' });
  });
});
