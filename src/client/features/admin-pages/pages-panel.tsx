import { ExternalLink, FileText, Pencil, Plus, Trash } from 'lucide-react';
import { useState } from 'react';
import type { Page } from '../../../shared/schemas/page';
import { ADMIN_TRANSLATIONS } from '../../../shared/translations/admin';
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogConfirm,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from '../../components/ui/alert-dialog';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { Spinner } from '../../components/ui/spinner';
import { Tooltip } from '../../components/ui/tooltip';
import { toast } from '../../lib/toast-store';
import { messageWithoutStatus } from '../../lib/upload';
import { useFixedLanguageT } from '../../lib/use-fixed-language-t';
import { UNAUTHORIZED_REDIRECT_MS, useUnauthorizedHandler } from '../../lib/use-unauthorized-redirect';
import { PageFormDialog } from './page-form-dialog';
import { useAdminPages, useDeletePage } from './use-admin-pages';
import { useFocusReturn } from '../../lib/use-focus-return';

const hasText = (value: string | null) => value !== null && value.trim() !== '';

/** SPEC §2 sub-pages panel ('Unterseiten'), German throughout. */
export function PagesPanel() {
  const t = useFixedLanguageT('de', ADMIN_TRANSLATIONS);
  const handleUnauthorized = useUnauthorizedHandler();
  const pages = useAdminPages();
  const remove = useDeletePage();
  const focusReturn = useFocusReturn();
  const [editing, setEditing] = useState<Page | null>(null);
  const [creating, setCreating] = useState(false);
  const [toDelete, setToDelete] = useState<Page | null>(null);
  const list = pages.data ?? [];

  const confirmDelete = () => {
    if (!toDelete) return;
    remove.mutate(toDelete, {
      onSuccess: () => {
        setToDelete(null);
        toast({ title: t('admin.pages.deleted', 'Seite erfolgreich gelöscht'), variant: 'success' });
      },
      onError: (error) => {
        setToDelete(null);
        if (handleUnauthorized(error, { delayMs: UNAUTHORIZED_REDIRECT_MS.action })) return;
        toast({
          title: t('admin.pages.deleteFailed', 'Fehler beim Löschen der Seite'),
          description: messageWithoutStatus(error),
          variant: 'destructive',
        });
      },
    });
  };

  return (
    <section lang="de" aria-labelledby="pages-heading">
      <Card>
        <div className="flex flex-wrap items-center justify-between gap-3 border-b border-stone-200 p-6">
          <div>
            <h2 id="pages-heading" className="text-lg font-semibold text-ink">
              {t('admin.pages.title', 'Unterseiten')}
            </h2>
            <p className="text-sm text-stone-600">
              {t('admin.pages.subtitle', 'Impressum, Datenschutz, AGB und weitere Inhaltsseiten.')}
            </p>
          </div>
          <Button onClick={() => setCreating(true)}>
            <Plus aria-hidden />
            {t('admin.pages.new', 'Neue Seite')}
          </Button>
        </div>

        {pages.isPending ? (
          <div className="flex justify-center py-12 text-stone-500">
            <Spinner className="h-6 w-6" label={t('admin.pages.loading', 'Seiten werden geladen…')} />
          </div>
        ) : list.length === 0 ? (
          <div className="flex flex-col items-center gap-2 px-6 py-12 text-center">
            <FileText className="h-8 w-8 text-stone-300" aria-hidden />
            <p className="font-medium text-ink">{t('admin.pages.empty', 'Keine Seiten vorhanden')}</p>
            <p className="max-w-sm text-sm text-stone-500">
              {t(
                'admin.pages.emptyHint',
                'Erstellen Sie Ihre erste Seite, zum Beispiel ein Impressum oder eine Datenschutzerklärung.',
              )}
            </p>
          </div>
        ) : (
          <ul className="divide-y divide-stone-100" aria-label={t('admin.pages.title', 'Unterseiten')}>
            {list.map((page) => (
              <li key={page.id} className="flex flex-col gap-3 px-6 py-4 sm:flex-row sm:items-start sm:justify-between">
                <div className="min-w-0 flex-1">
                  <div className="flex flex-wrap items-center gap-2">
                    <h3 className="font-semibold text-ink">{page.title}</h3>
                    {!page.isActive && <Badge variant="muted">{t('admin.pages.inactive', 'Deaktiviert')}</Badge>}
                  </div>
                  <p className="mt-0.5 font-mono text-xs text-stone-500">/pages/{page.slug}</p>
                  <p className="mt-2 line-clamp-2 text-sm whitespace-pre-line text-stone-600">{page.content}</p>
                  {(hasText(page.titleEn) ||
                    hasText(page.contentEn) ||
                    hasText(page.titleFr) ||
                    hasText(page.contentFr)) && (
                    <div className="mt-2 flex flex-wrap gap-2">
                      {(hasText(page.titleEn) || hasText(page.contentEn)) && (
                        <Badge variant="neutral">{t('admin.pages.hasEnglish', 'Englische Version vorhanden')}</Badge>
                      )}
                      {(hasText(page.titleFr) || hasText(page.contentFr)) && (
                        <Badge variant="neutral">{t('admin.pages.hasFrench', 'Französische Version vorhanden')}</Badge>
                      )}
                    </div>
                  )}
                </div>
                <div className="flex shrink-0 items-center gap-1">
                  <Tooltip
                    label={t('admin.pages.viewLabel', '„{title}“ ansehen (neues Fenster)').replace(
                      '{title}',
                      page.title,
                    )}
                  >
                    <Button variant="ghost" size="icon" asChild>
                      <a
                        href={`/pages/${page.slug}`}
                        target="_blank"
                        rel="noopener"
                        aria-label={t('admin.pages.viewLabel', '„{title}“ ansehen (neues Fenster)').replace(
                          '{title}',
                          page.title,
                        )}
                      >
                        <ExternalLink aria-hidden />
                      </a>
                    </Button>
                  </Tooltip>
                  <Tooltip label={t('admin.pages.editLabel', '„{title}“ bearbeiten').replace('{title}', page.title)}>
                    <Button
                      variant="ghost"
                      size="icon"
                      onClick={() => setEditing(page)}
                      aria-label={t('admin.pages.editLabel', '„{title}“ bearbeiten').replace('{title}', page.title)}
                    >
                      <Pencil aria-hidden />
                    </Button>
                  </Tooltip>
                  <Tooltip label={t('admin.pages.deleteLabel', '„{title}“ löschen').replace('{title}', page.title)}>
                    <Button
                      variant="ghost"
                      size="icon"
                      className="text-red-700 hover:bg-red-50 hover:text-red-800"
                      onClick={() => setToDelete(page)}
                      aria-label={t('admin.pages.deleteLabel', '„{title}“ löschen').replace('{title}', page.title)}
                    >
                      <Trash aria-hidden />
                    </Button>
                  </Tooltip>
                </div>
              </li>
            ))}
          </ul>
        )}
      </Card>

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

      <AlertDialog open={toDelete !== null} onOpenChange={(open) => !open && !remove.isPending && setToDelete(null)}>
        <AlertDialogContent {...focusReturn} lang="de">
          <AlertDialogHeader>
            <AlertDialogTitle>{t('admin.pages.deleteTitle', 'Seite löschen?')}</AlertDialogTitle>
            <AlertDialogDescription>
              {t(
                'admin.pages.deleteConfirm',
                'Möchten Sie die Seite „{title}“ wirklich löschen? Dies kann nicht rückgängig gemacht werden.',
              ).replace('{title}', toDelete?.title ?? '')}
            </AlertDialogDescription>
          </AlertDialogHeader>
          <AlertDialogFooter>
            <AlertDialogCancel disabled={remove.isPending}>{t('admin.pages.cancel', 'Abbrechen')}</AlertDialogCancel>
            <AlertDialogConfirm onClick={confirmDelete} disabled={remove.isPending}>
              {remove.isPending && <Spinner className="h-4 w-4" />}
              {t('admin.pages.deleteAction', 'Löschen')}
            </AlertDialogConfirm>
          </AlertDialogFooter>
        </AlertDialogContent>
      </AlertDialog>
    </section>
  );
}
