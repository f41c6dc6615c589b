import { ChevronLeft, ChevronRight, Languages, Pencil, Plus, RotateCcw, Search, Sprout, Trash } from 'lucide-react';
import { useDeferredValue, useMemo, useState } from 'react';
import { LANGUAGES, type Language } from '#shared/languages.ts';
import { TRANSLATION_CATEGORIES, type TranslationCategory } from '#shared/translations/translation-categories.ts';
import { ConfirmDialog } from '#client/components/admin/confirm-dialog.tsx';
import { IconButton } from '#client/components/admin/icon-button.tsx';
import { ListLoading } from '#client/components/admin/list-states.tsx';
import { PanelHeader, panelHeading } from '#client/components/admin/panel-header.tsx';
import { TableOrCards } from '#client/components/admin/table-or-cards.tsx';
import { Badge } from '#client/components/ui/badge.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '#client/components/ui/card.tsx';
import { Flag } from '#client/components/ui/flag.tsx';
import { Input } from '#client/components/ui/input.tsx';
import { Label } from '#client/components/ui/label.tsx';
import { NativeSelect } from '#client/components/ui/native-select.tsx';
import { Progress } from '#client/components/ui/progress.tsx';
import { Spinner } from '#client/components/ui/spinner.tsx';
import { TableCell, TableHead, TableRow } from '#client/components/ui/table.tsx';
import { Tooltip } from '#client/components/ui/tooltip.tsx';
import { cn } from '#client/lib/cn.ts';
import { useI18n, useT } from '#client/lib/i18n.tsx';
import { plural } from '#client/lib/plural.ts';
import { CATEGORY_LABELS } from './category-labels';
import { toast } from '#client/lib/toast-store.ts';
import { messageWithoutStatus } from '#client/lib/upload.ts';
import { failureText } from '#client/lib/api-client.ts';
import { AddTranslationDialog, EditTranslationDialog } from './translation-dialogs';
import { CATEGORY_WHERE, TRANSLATIONS_PAGE_SIZE } from './translation-status';
import { BUILT_IN_COUNT, coverageCounts, textRows, type TextRow } from './text-rows';
import {
  useDeleteTranslation,
  useSeedTranslations,
  useTranslationCoverage,
  useTranslationList,
  useUpdateTranslation,
} from './use-admin-translations';
import { useTranslationFailureToast } from './use-translation-failure-toast';
import { useMay } from '#client/lib/use-may.ts';

function CoverageCard() {
  const { t, language: adminLanguage } = useI18n();
  const coverage = useTranslationCoverage();
  // Built-in texts count whether or not they were ever stored (seeded); own keys where written.
  const { total, perLanguage } = coverageCounts(coverage.data);
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('admin.translations.coverage')}</CardTitle>
        <p className="text-sm text-stone-600">{t('admin.translations.coverageHint', { count: BUILT_IN_COUNT })}</p>
      </CardHeader>
      <CardContent>
        {coverage.isPending ? (
          <Spinner label={t('ui.loading')} />
        ) : (
          <ul className="grid gap-4 sm:grid-cols-3">
            {LANGUAGES.map((language) => {
              const count = perLanguage[language];
              const name = t(`language.${language}`);
              return (
                <li
                  key={language}
                  className="grid gap-2 rounded-xl border border-stone-200 p-4"
                  data-testid={`coverage-${language}`}
                >
                  <div className="flex items-center justify-between gap-2">
                    <span className="flex items-center gap-2 text-sm font-medium text-ink">
                      <Flag language={language} className="rounded-[2px]" />
                      {name}
                    </span>
                    <span className="text-2xl font-semibold text-ink tabular-nums">{count}</span>
                  </div>
                  <Progress
                    value={total > 0 ? Math.min(100, (count / total) * 100) : 0}
                    aria-label={plural(t, adminLanguage, 'admin.translations.coverageOf', count, {
                      language: name,
                      count,
                    })}
                  />
                </li>
              );
            })}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}

/** Default, edited or the agent's own; an edited text shows the default it replaced. */
function StatusLine({ row }: { row: TextRow }) {
  const t = useT();
  const { status, defaultText } = row;
  // The site's texts are the owners' (shared/auth/roles.ts): the others read them.
  if (!useMay()('updateTranslation')) return null;
  return (
    <span className="flex flex-wrap items-center gap-1.5 text-xs text-stone-600">
      {status === 'default' && <Badge variant="muted">{t('admin.translations.statusDefault')}</Badge>}
      {status === 'edited' && <Badge variant="success">{t('admin.translations.statusEdited')}</Badge>}
      {status === 'own' && <Badge variant="neutral">{t('admin.translations.statusOwn')}</Badge>}
      {status === 'edited' && defaultText !== undefined && (
        <span lang={row.language} className="line-clamp-2">
          {t('admin.translations.defaultText', { text: defaultText })}
        </span>
      )}
    </span>
  );
}

/** The category's badge and where its texts appear on the site. */
function CategoryCell({ row }: { row: TextRow }) {
  const t = useT();
  return (
    <span className="grid justify-items-start gap-1">
      <Badge variant="gold">{t(CATEGORY_LABELS[row.category])}</Badge>
      <span className="text-xs text-stone-500">{t(CATEGORY_WHERE[row.category])}</span>
    </span>
  );
}

/** Edit, reset (edited defaults only) and delete of one row; the wide table adds tooltips, the cards do without. */
function RowActions({
  row,
  onEdit,
  onDelete,
  onReset,
  tooltip,
}: {
  row: TextRow;
  onEdit: (row: TextRow) => void;
  onDelete: (row: TextRow) => void;
  onReset: (row: TextRow, defaultText: string) => void;
  tooltip: boolean;
}) {
  const t = useT();
  const { status, defaultText } = row;
  return (
    <>
      {status === 'edited' && defaultText !== undefined && (
        <IconButton
          label={t('admin.translations.resetLabel', { key: row.key })}
          tooltip={tooltip}
          onClick={() => onReset(row, defaultText)}
        >
          <RotateCcw aria-hidden />
        </IconButton>
      )}
      <IconButton
        label={t('admin.translations.editLabel', { key: row.key })}
        tooltip={tooltip}
        onClick={() => onEdit(row)}
      >
        <Pencil aria-hidden />
      </IconButton>
      {/* A built-in text nobody changed is not stored: nothing to delete. */}
      {row.id !== null && (
        <IconButton
          label={t('admin.translations.deleteLabel', { key: row.key })}
          tooltip={tooltip}
          danger
          onClick={() => onDelete(row)}
        >
          <Trash aria-hidden />
        </IconButton>
      )}
    </>
  );
}

export function TranslationsPanel() {
  const { t, language: adminLanguage } = useI18n();
  const may = useMay();
  const failed = useTranslationFailureToast();
  const [language, setLanguage] = useState<Language>('de');
  const [category, setCategory] = useState<TranslationCategory | ''>('');
  const [search, setSearch] = useState('');
  const deferredSearch = useDeferredValue(search);
  const [adding, setAdding] = useState(false);
  const [editing, setEditing] = useState<TextRow | null>(null);
  const [toDelete, setToDelete] = useState<TextRow | null>(null);
  const list = useTranslationList(language, category);
  const coverage = useTranslationCoverage();
  const remove = useDeleteTranslation();
  const seed = useSeedTranslations();
  const reset = useUpdateTranslation();
  const matching = useMemo(
    () => textRows(list.data ?? [], coverage.data, language, category, deferredSearch),
    [list.data, coverage.data, language, category, deferredSearch],
  );
  const [page, setPage] = useState(0);
  const pageCount = Math.max(1, Math.ceil(matching.length / TRANSLATIONS_PAGE_SIZE));
  // A narrower filter may leave fewer pages than the one open.
  const currentPage = Math.min(page, pageCount - 1);
  const start = currentPage * TRANSLATIONS_PAGE_SIZE;
  const rows = matching.slice(start, start + TRANSLATIONS_PAGE_SIZE);

  // Only an edited built-in text offers a reset, and an edited text is stored.
  const onReset = (row: TextRow, defaultText: string) => {
    if (row.id === null) return;
    reset.mutate(
      { id: row.id, value: defaultText },
      {
        onSuccess: () => toast({ title: t('admin.translations.resetDone'), variant: 'success' }),
        onError: (error) =>
          failed(error, { title: t('admin.translations.updateFailed'), description: messageWithoutStatus(error) }),
      },
    );
  };

  const onSeed = () =>
    seed.mutate(undefined, {
      onSuccess: ({ results }) =>
        toast({
          title:
            results.length > 0
              ? plural(t, adminLanguage, 'admin.translations.seeded', results.length, { count: results.length })
              : t('admin.translations.seededNone'),
          variant: 'success',
        }),
      onError: (error) =>
        failed(error, {
          title: t('admin.translations.seedFailed'),
          description: failureText(error),
        }),
    });

  const confirmDelete = () => {
    if (toDelete?.id == null) return;
    remove.mutate(toDelete.id, {
      onSuccess: () => toast({ title: t('admin.translations.deleted'), variant: 'success' }),
      onError: (error) =>
        failed(error, {
          title: t('admin.translations.deleteFailed'),
          description: messageWithoutStatus(error),
        }),
      onSettled: () => setToDelete(null),
    });
  };

  return (
    <section aria-labelledby="translations-heading" className="grid grid-cols-1 gap-6">
      <Card>
        <PanelHeader
          headingId="translations-heading"
          icon={<Languages className="h-5 w-5 text-gold" aria-hidden />}
          title={t('admin.tabs.translations')}
          subtitle={t('admin.translations.subtitle')}
        >
          {may('seedTranslations') && (
            <div className="flex flex-wrap gap-2">
              <Tooltip label={t('admin.translations.seedHint')}>
                <Button variant="outline" onClick={onSeed} disabled={seed.isPending}>
                  {seed.isPending ? <Spinner className="h-4 w-4" /> : <Sprout aria-hidden />}
                  {t('admin.translations.seed')}
                </Button>
              </Tooltip>
              <Button onClick={() => setAdding(true)}>
                <Plus aria-hidden />
                {t('admin.translations.add')}
              </Button>
            </div>
          )}
        </PanelHeader>

        <div className="grid gap-4 border-b border-stone-200 p-6 lg:grid-cols-[auto_14rem_1fr] lg:items-end">
          {/* min-w-0: a fieldset is never narrower than its content unless told; the buttons wrap. */}
          <fieldset className="min-w-0">
            <legend className="mb-1.5 text-sm font-medium text-ink">{t('admin.translations.language')}</legend>
            <div className="inline-flex max-w-full flex-wrap gap-0.5 rounded-lg border border-stone-300 bg-white p-0.5">
              {LANGUAGES.map((code) => (
                <button
                  key={code}
                  type="button"
                  aria-pressed={language === code}
                  onClick={() => {
                    setLanguage(code);
                    setPage(0);
                  }}
                  className={cn(
                    'inline-flex h-9 items-center gap-2 rounded-md px-3 text-sm font-medium transition-colors focus-visible:ring-2 focus-visible:ring-gold-deep focus-visible:outline-none',
                    language === code ? 'bg-ink text-white' : 'text-stone-700 hover:bg-stone-100',
                  )}
                >
                  <Flag language={code} className="rounded-[2px]" />
                  {t(`language.${code}`)}
                </button>
              ))}
            </div>
          </fieldset>
          <div className="grid gap-1.5">
            <Label htmlFor="translation-category-filter">{t('admin.translations.category')}</Label>
            <NativeSelect
              id="translation-category-filter"
              value={category}
              onChange={(event) => {
                setCategory(event.target.value as TranslationCategory | '');
                setPage(0);
              }}
            >
              <option value="">{t('admin.translations.allCategories')}</option>
              {TRANSLATION_CATEGORIES.map((name) => (
                <option key={name} value={name}>
                  {t(CATEGORY_LABELS[name])}
                </option>
              ))}
            </NativeSelect>
          </div>
          <div className="grid gap-1.5">
            <Label htmlFor="translation-search">{t('admin.translations.search')}</Label>
            <div className="relative">
              <Search
                className="pointer-events-none absolute top-1/2 left-3 h-4 w-4 -translate-y-1/2 text-stone-400"
                aria-hidden
              />
              <Input
                id="translation-search"
                type="search"
                className="pl-9"
                placeholder={t('admin.translations.searchPlaceholder')}
                value={search}
                onChange={(event) => {
                  setSearch(event.target.value);
                  setPage(0);
                }}
              />
            </div>
          </div>
        </div>

        {list.isPending ? (
          <ListLoading label={t('ui.loading')} />
        ) : rows.length === 0 ? (
          <p className="px-6 py-12 text-center text-stone-500">{t('admin.translations.empty')}</p>
        ) : (
          <TableOrCards
            label={t('admin.translations.listLabel')}
            head={
              <>
                <TableHead>{t('admin.translations.category')}</TableHead>
                <TableHead>{t('admin.translations.key')}</TableHead>
                <TableHead>{t('admin.translations.language')}</TableHead>
                <TableHead>{t('admin.translations.value')}</TableHead>
                <TableHead className="text-right">
                  <span className="sr-only">{t('admin.properties.colActions')}</span>
                </TableHead>
              </>
            }
            rows={rows.map((row) => (
              <TableRow key={row.key}>
                <TableCell>
                  <CategoryCell row={row} />
                </TableCell>
                <TableCell className="max-w-64 font-mono text-xs break-all text-ink">{row.key}</TableCell>
                <TableCell className="text-xs font-medium text-stone-600 uppercase">{row.language}</TableCell>
                <TableCell className="max-w-md min-w-56 text-stone-800">
                  <span lang={row.language} className="line-clamp-3 whitespace-pre-line">
                    {row.value}
                  </span>
                  <span className="mt-1.5 block">
                    <StatusLine row={row} />
                  </span>
                </TableCell>
                <TableCell className="text-right whitespace-nowrap">
                  <RowActions row={row} onEdit={setEditing} onDelete={setToDelete} onReset={onReset} tooltip />
                </TableCell>
              </TableRow>
            ))}
            cards={rows.map((row) => (
              <li key={row.key} className="grid gap-2 px-4 py-4">
                <div className="flex items-start justify-between gap-2">
                  <div className="grid min-w-0 gap-1">
                    <div className="flex items-start gap-2">
                      <CategoryCell row={row} />
                      <span className="text-xs font-medium text-stone-600 uppercase">{row.language}</span>
                    </div>
                    <p className="font-mono text-xs break-all text-ink">{row.key}</p>
                  </div>
                  <div className="flex shrink-0">
                    <RowActions
                      row={row}
                      onEdit={setEditing}
                      onDelete={setToDelete}
                      onReset={onReset}
                      tooltip={false}
                    />
                  </div>
                </div>
                <p lang={row.language} className="line-clamp-3 text-sm whitespace-pre-line text-stone-800">
                  {row.value}
                </p>
                <StatusLine row={row} />
              </li>
            ))}
          />
        )}
        {matching.length > TRANSLATIONS_PAGE_SIZE && (
          <nav
            aria-label={t('admin.translations.pagination')}
            className="flex flex-wrap items-center justify-between gap-3 border-t border-stone-200 px-6 py-3 text-sm text-stone-600"
          >
            <p className="tabular-nums" aria-live="polite">
              {t('admin.offers.showing', {
                from: String(start + 1),
                to: String(start + rows.length),
                total: String(matching.length),
              })}
            </p>
            <div className="flex items-center gap-2">
              <Button variant="outline" size="sm" onClick={() => setPage(currentPage - 1)} disabled={currentPage === 0}>
                <ChevronLeft aria-hidden />
                {t('admin.offers.previous')}
              </Button>
              <span className="px-1 tabular-nums">
                {t('paging.pageOf', { page: String(currentPage + 1), pages: String(pageCount) })}
              </span>
              <Button
                variant="outline"
                size="sm"
                onClick={() => setPage(currentPage + 1)}
                disabled={currentPage >= pageCount - 1}
              >
                {t('admin.offers.next')}
                <ChevronRight aria-hidden />
              </Button>
            </div>
          </nav>
        )}
      </Card>

      <CoverageCard />

      {adding && <AddTranslationDialog language={language} category={category} onClose={() => setAdding(false)} />}
      {editing && <EditTranslationDialog key={editing.key} text={editing} onClose={() => setEditing(null)} />}

      <ConfirmDialog
        open={toDelete !== null}
        pending={remove.isPending}
        onClose={() => setToDelete(null)}
        onConfirm={confirmDelete}
        returnFocus={panelHeading('translations-heading')}
        title={t('admin.translations.deleteTitle')}
        description={t('admin.translations.deleteConfirm')}
        cancelLabel={t('action.cancel')}
        confirmLabel={t('action.delete')}
      >
        {toDelete && (
          <p className="rounded-lg bg-stone-50 p-3 font-mono text-xs break-all text-ink">
            {toDelete.key} · {toDelete.language}
          </p>
        )}
      </ConfirmDialog>
    </section>
  );
}
