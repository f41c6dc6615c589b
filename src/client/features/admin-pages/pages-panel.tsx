import { ExternalLink, FileText, Pencil, Plus, Trash } from 'lucide-react';
import { useState } from 'react';
import type { Page } from '#shared/pages/schemas.ts';
import { ConfirmDialog } from '#client/components/admin/confirm-dialog.tsx';
import { IconButton } from '#client/components/admin/icon-button.tsx';
import { ListEmpty, ListLoading } from '#client/components/admin/list-states.tsx';
import { PanelHeader, panelHeading } from '#client/components/admin/panel-header.tsx';
import { Badge } from '#client/components/ui/badge.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { Card } from '#client/components/ui/card.tsx';
import { toast } from '#client/lib/toast-store.ts';
import { messageWithoutStatus } from '#client/lib/upload.ts';
import { useFailureToast } from '#client/lib/use-failure-toast.ts';
import { useFixedLanguageT } from '#client/lib/use-fixed-language-t.ts';
import { PageFormDialog } from './page-form-dialog';
import { AccessibilityFeedbackList } from './accessibility-feedback-list';
import { useAdminPages, useDeletePage } from './use-admin-pages';
import { useMay } from '#client/lib/use-may.ts';

const hasText = (value: string | null) => value !== null && value.trim() !== '';

/** The sub-pages panel ('Unterseiten'), German throughout (decision 0031). */
export function PagesPanel() {
  const t = useFixedLanguageT('de');
  const may = useMay();
  const failed = useFailureToast();
  const pages = useAdminPages();
  const remove = useDeletePage();
  const [editing, setEditing] = useState<Page | null>(null);
  const [creating, setCreating] = useState(false);
  const [toDelete, setToDelete] = useState<Page | null>(null);
  const list = pages.data ?? [];

  const confirmDelete = () => {
    if (!toDelete) return;
    remove.mutate(toDelete, {
      onSuccess: () => toast({ title: t('admin.pages.deleted'), variant: 'success' }),
      onError: (error) =>
        failed(error, {
          title: t('admin.pages.deleteFailed'),
          description: messageWithoutStatus(error),
        }),
      onSettled: () => setToDelete(null),
    });
  };

  return (
    <section lang="de" aria-labelledby="pages-heading">
      <Card>
        <PanelHeader headingId="pages-heading" title={t('admin.pages.title')} subtitle={t('admin.pages.subtitle')}>
          {may('createPage') && (
            <Button onClick={() => setCreating(true)}>
              <Plus aria-hidden />
              {t('admin.pages.new')}
            </Button>
          )}
        </PanelHeader>

        {pages.isPending ? (
          <ListLoading label={t('admin.pages.loading')} />
        ) : list.length === 0 ? (
          <ListEmpty icon={FileText} className="px-6">
            <p className="font-medium text-ink">{t('admin.pages.empty')}</p>
            <p className="max-w-sm text-sm text-stone-500">{t('admin.pages.emptyHint')}</p>
          </ListEmpty>
        ) : (
          <ul className="divide-y divide-stone-100" aria-label={t('admin.pages.title')}>
            {list.map((page) => (
              <li key={page.id} className="flex flex-col gap-3 px-6 py-4 sm:flex-row sm:items-start sm:justify-between">
                <div className="min-w-0 flex-1">
                  <div className="flex flex-wrap items-center gap-2">
                    <h3 className="font-semibold text-ink">{page.title}</h3>
                    {!page.isActive && <Badge variant="muted">{t('admin.pages.inactive')}</Badge>}
                  </div>
                  <p className="mt-0.5 font-mono text-xs text-stone-500">/pages/{page.slug}</p>
                  <p className="mt-2 line-clamp-2 text-sm whitespace-pre-line text-stone-600">{page.content}</p>
                  {(hasText(page.titleEn) ||
                    hasText(page.contentEn) ||
                    hasText(page.titleFr) ||
                    hasText(page.contentFr)) && (
                    <div className="mt-2 flex flex-wrap gap-2">
                      {(hasText(page.titleEn) || hasText(page.contentEn)) && (
                        <Badge variant="neutral">{t('admin.pages.hasEnglish')}</Badge>
                      )}
                      {(hasText(page.titleFr) || hasText(page.contentFr)) && (
                        <Badge variant="neutral">{t('admin.pages.hasFrench')}</Badge>
                      )}
                    </div>
                  )}
                </div>
                <div className="flex shrink-0 items-center gap-1">
                  <IconButton label={t('admin.pages.viewLabel', { title: page.title })} asChild>
                    <a href={`/pages/${page.slug}`} target="_blank" rel="noopener">
                      <ExternalLink aria-hidden />
                    </a>
                  </IconButton>
                  {may('updatePage') && (
                    <IconButton
                      label={t('admin.pages.editLabel', { title: page.title })}
                      onClick={() => setEditing(page)}
                    >
                      <Pencil aria-hidden />
                    </IconButton>
                  )}
                  {may('deletePage') && (
                    <IconButton
                      label={t('admin.pages.deleteLabel', { title: page.title })}
                      danger
                      onClick={() => setToDelete(page)}
                    >
                      <Trash aria-hidden />
                    </IconButton>
                  )}
                </div>
              </li>
            ))}
          </ul>
        )}
      </Card>
      <AccessibilityFeedbackList />

      {(creating || editing) && (
        <PageFormDialog
          key={editing?.id ?? 'new'}
          page={editing}
          onClose={() => {
            setCreating(false);
            setEditing(null);
          }}
        />
      )}

      <ConfirmDialog
        open={toDelete !== null}
        pending={remove.isPending}
        onClose={() => setToDelete(null)}
        onConfirm={confirmDelete}
        lang="de"
        returnFocus={panelHeading('pages-heading')}
        title={t('admin.pages.deleteTitle')}
        description={t('admin.pages.deleteConfirm', { title: toDelete?.title ?? '' })}
        cancelLabel={t('action.cancel')}
        confirmLabel={t('action.delete')}
      />
    </section>
  );
}
