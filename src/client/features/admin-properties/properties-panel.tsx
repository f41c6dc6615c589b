import { Building, Pencil, Plus } from 'lucide-react';
import { useState } from 'react';
import type { AdminProperty } from '#shared/properties/schemas.ts';
import { ListEmpty, ListLoading } from '#client/components/admin/list-states.tsx';
import { PanelHeader } from '#client/components/admin/panel-header.tsx';
import { TableOrCards } from '#client/components/admin/table-or-cards.tsx';
import { LAPTOP_SCREEN } from '#client/lib/use-media-query.ts';
import { Badge } from '#client/components/ui/badge.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { Card } from '#client/components/ui/card.tsx';
import { TableCell, TableHead, TableRow } from '#client/components/ui/table.tsx';
import { useI18n, useT } from '#client/lib/i18n.tsx';
import { useFixedLanguageT } from '#client/lib/use-fixed-language-t.ts';
import { BidLogButton, BidLogDialog } from './bid-log-dialog';
import { propertyOnHomePage, successorOnHomePage } from './home-page-choice';
import { offersReceived } from '#client/lib/offer-count.ts';
import { PropertyCreateDialog } from './property-create-dialog';
import { PropertyEditDialog } from './property-edit-dialog';
import { PublicAddress } from './public-address';
import { DeletePropertyButton, HomePageBadge, PreviewLink, ShowOnHomePageButton } from './property-row-actions';
import { SellerLinksButton } from './seller-links-dialog';
import { useMay } from '#client/lib/use-may.ts';
import { useAdminProperties } from './use-admin-properties';

function TitleAndAddress({ property }: { property: AdminProperty }) {
  return (
    <>
      <p lang="de" className="font-medium text-ink">
        {property.title}
      </p>
      <p className="text-sm text-stone-500">{property.address}</p>
      <PublicAddress property={property} />
    </>
  );
}

function StatusBadges({ property }: { property: AdminProperty }) {
  const t = useT();
  return (
    <span className="flex flex-wrap items-center gap-1.5">
      {property.isActive ? (
        <Badge variant="success">{t('admin.properties.active')}</Badge>
      ) : (
        <Badge variant="muted">{t('admin.properties.inactive')}</Badge>
      )}
      {property.isActive && property.onHomePage && <HomePageBadge />}
      {/* Awarded, the procedure is closed for good (decision 0136). */}
      {property.awardedAt && <Badge variant="gold">{t('admin.award.awardedBadge')}</Badge>}
    </span>
  );
}

/** What can be done with a property besides editing: put it on the home page, delete it. */
function RowActions({
  property,
  current,
  tooltip,
}: {
  property: AdminProperty;
  current?: AdminProperty;
  tooltip?: boolean;
}) {
  const may = useMay();
  // What a role may not change is not offered (shared/auth/roles.ts); the preview is for everyone.
  return (
    <>
      {may('showPropertyOnHomePage') && property.isActive && !property.onHomePage && (
        <ShowOnHomePageButton property={property} current={current} />
      )}
      {may('listSellerLinks') && <SellerLinksButton property={property} />}
      <PreviewLink property={property} tooltip={tooltip} />
      {may('deleteProperty') && property.offerCount === 0 && (
        <DeletePropertyButton property={property} tooltip={tooltip} />
      )}
    </>
  );
}

function EditButton({ title, onClick }: { title: string; onClick: () => void }) {
  const t = useT();
  if (!useMay()('updateProperty')) return null;
  return (
    <Button variant="outline" size="sm" onClick={onClick} aria-label={t('admin.properties.editLabel', { title })}>
      <Pencil aria-hidden />
      {t('admin.properties.edit')}
    </Button>
  );
}

export function PropertiesPanel() {
  const { t, language } = useI18n();
  const tDe = useFixedLanguageT('de');
  const properties = useAdminProperties();
  const may = useMay();
  const [editingId, setEditingId] = useState<string | null>(null);
  const [bidLogId, setBidLogId] = useState<string | null>(null);
  const [creating, setCreating] = useState(false);
  const list = properties.data ?? [];
  // Looked up by id so the dialog keeps its property while the list refreshes.
  const editing: AdminProperty | undefined = list.find((property) => property.id === editingId);
  const showingBidLog: AdminProperty | undefined = list.find((property) => property.id === bidLogId);
  const onHomePage = propertyOnHomePage(list);

  return (
    <section aria-labelledby="properties-heading">
      <Card>
        <PanelHeader
          headingId="properties-heading"
          title={t('admin.tabs.properties')}
          subtitle={t('admin.properties.subtitle')}
        >
          {may('createProperty') && (
            <Button onClick={() => setCreating(true)}>
              <Plus aria-hidden />
              {t('admin.properties.new')}
            </Button>
          )}
        </PanelHeader>

        {properties.isPending ? (
          <ListLoading label={t('ui.loading')} />
        ) : list.length === 0 ? (
          <ListEmpty icon={Building}>
            <p lang="de">{tDe('admin.properties.empty')}</p>
          </ListEmpty>
        ) : (
          <TableOrCards
            tableFrom={LAPTOP_SCREEN}
            label={t('admin.properties.listLabel')}
            head={
              <>
                <TableHead>{t('admin.properties.colProperty')}</TableHead>
                <TableHead>{t('admin.properties.colStatus')}</TableHead>
                <TableHead className="text-right">{t('admin.tabs.offers')}</TableHead>
                <TableHead className="text-right">
                  <span className="sr-only">{t('admin.properties.colActions')}</span>
                </TableHead>
              </>
            }
            rows={list.map((property) => (
              <TableRow key={property.id}>
                <TableCell className="max-w-md min-w-56">
                  <TitleAndAddress property={property} />
                </TableCell>
                <TableCell>
                  <StatusBadges property={property} />
                </TableCell>
                <TableCell className="text-right font-medium text-ink tabular-nums">{property.offerCount}</TableCell>
                <TableCell className="text-right">
                  <span className="inline-flex items-center justify-end gap-2">
                    <RowActions property={property} current={onHomePage} />
                    <BidLogButton property={property} onClick={() => setBidLogId(property.id)} />
                    <EditButton title={property.title} onClick={() => setEditingId(property.id)} />
                  </span>
                </TableCell>
              </TableRow>
            ))}
            cards={list.map((property) => (
              <li key={property.id} className="grid gap-3 px-4 py-4">
                <div>
                  <TitleAndAddress property={property} />
                </div>
                <div className="flex items-center justify-between gap-3">
                  <div className="flex flex-wrap items-center gap-3 text-sm text-stone-600">
                    <StatusBadges property={property} />
                    <span className="tabular-nums">{offersReceived(t, language, property.offerCount)}</span>
                  </div>
                </div>
                <div className="flex flex-wrap items-center justify-end gap-2">
                  <RowActions property={property} current={onHomePage} tooltip={false} />
                  <BidLogButton property={property} onClick={() => setBidLogId(property.id)} />
                  <EditButton title={property.title} onClick={() => setEditingId(property.id)} />
                </div>
              </li>
            ))}
          />
        )}
      </Card>

      {editing && (
        <PropertyEditDialog
          key={editing.id}
          property={editing}
          successor={editing.onHomePage ? (successorOnHomePage(list, editing) ?? null) : undefined}
          onClose={() => setEditingId(null)}
        />
      )}
      {showingBidLog && (
        <BidLogDialog key={showingBidLog.id} property={showingBidLog} onClose={() => setBidLogId(null)} />
      )}
      {creating && <PropertyCreateDialog onClose={() => setCreating(false)} />}
    </section>
  );
}
