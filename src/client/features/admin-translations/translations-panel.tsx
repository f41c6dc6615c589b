import { Languages, Pencil, Plus, Search, Sprout, Trash } from 'lucide-react';
import { useDeferredValue, useState } from 'react';
import { LANGUAGES, TRANSLATION_CATEGORIES, type Language, type TranslationCategory } from '../../../shared/constants';
import type { Translation } from '../../../shared/schemas/translation';
import { DEFAULT_TRANSLATIONS } from '../../../shared/translations';
import { ConfirmDialog } from '../../components/admin/confirm-dialog';
import { IconButton } from '../../components/admin/icon-button';
import { ListLoading } from '../../components/admin/list-states';
import { PanelHeader } from '../../components/admin/panel-header';
import { TableOrCards } from '../../components/admin/table-or-cards';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card';
import { Flag } from '../../components/ui/flag';
import { Input } from '../../components/ui/input';
import { Label } from '../../components/ui/label';
import { NativeSelect } from '../../components/ui/native-select';
import { Progress } from '../../components/ui/progress';
import { Spinner } from '../../components/ui/spinner';
import { TableCell, TableHead, TableRow } from '../../components/ui/table';
import { cn } from '../../lib/cn';
import { useT } from '../../lib/i18n';
import { CATEGORY_LABELS } from './category-labels';
import { toast } from '../../lib/toast-store';
import { messageWithoutStatus } from '../../lib/upload';
import { failureText } from '../../lib/api-client';
import { AddTranslationDialog, EditTranslationDialog } from './translation-dialogs';
import {
  useDeleteTranslation,
  useSeedTranslations,
  useTranslationCoverage,
  useTranslationList,
} from './use-admin-translations';
import { useTranslationFailureToast } from './use-translation-failure-toast';

/** Rows whose key or value contains the search text (case-insensitive). */
function filterTranslations(rows: readonly Translation[], search: string): Translation[] {
  const needle = search.trim().toLowerCase();
  if (!needle) return [...rows];
  return rows.filter((row) => row.key.toLowerCase().includes(needle) || row.value.toLowerCase().includes(needle));
}

function CoverageCard() {
  const t = useT();
  const coverage = useTranslationCoverage();
  const builtIn = DEFAULT_TRANSLATIONS.length;
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('admin.translations.coverage')}</CardTitle>
        <p className="text-sm text-stone-600">{t('admin.translations.coverageHint', { count: builtIn })}</p>
      </CardHeader>
      <CardContent>
        {coverage.isPending ? (
          <Spinner label={t('ui.loading')} />
        ) : (
          <ul className="grid gap-4 sm:grid-cols-3">
            {LANGUAGES.map((language) => {
              const count = Object.keys(coverage.data?.[language] ?? {}).length;
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
                    value={builtIn > 0 ? Math.min(100, (count / builtIn) * 100) : 0}
                    aria-label={t('admin.translations.coverageOf', { language: name, count })}
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

/** Edit and delete of one row; the wide table adds tooltips, the narrow cards do without. */
function RowActions({
  row,
  onEdit,
  onDelete,
  tooltip,
}: {
  row: Translation;
  onEdit: (row: Translation) => void;
  onDelete: (row: Translation) => void;
  tooltip: boolean;
}) {
  const t = useT();
  return (
    <>
      <IconButton
        label={t('admin.translations.editLabel', { key: row.key })}
        tooltip={tooltip}
        onClick={() => onEdit(row)}
      >
        <Pencil aria-hidden />
      </IconButton>
      <IconButton
        label={t('admin.translations.deleteLabel', { key: row.key })}
        tooltip={tooltip}
        danger
        onClick={() => onDelete(row)}
      >
        <Trash aria-hidden />
      </IconButton>
    </>
  );
}

export function TranslationsPanel() {
  const t = useT();
  const failed = useTranslationFailureToast();
  const [language, setLanguage] = useState<Language>('de');
  const [category, setCategory] = useState<TranslationCategory | ''>('');
  const [search, setSearch] = useState('');
  const deferredSearch = useDeferredValue(search);
  const [adding, setAdding] = useState(false);
  const [editing, setEditing] = useState<Translation | null>(null);
  const [toDelete, setToDelete] = useState<Translation | null>(null);
  const list = useTranslationList(language, category);
  const remove = useDeleteTranslation();
  const seed = useSeedTranslations();
  const rows = filterTranslations(list.data ?? [], deferredSearch);

  const onSeed = () =>
    seed.mutate(undefined, {
      onSuccess: ({ results }) =>
        toast({
          title: t('admin.translations.seeded', { count: results.length }),
          variant: 'success',
        }),
      onError: (error) =>
        failed(error, {
          title: t('admin.translations.seedFailed'),
          description: failureText(error),
        }),
    });

  const confirmDelete = () => {
    if (!toDelete) return;
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
          <div className="flex flex-wrap gap-2">
            <Button variant="outline" onClick={onSeed} disabled={seed.isPending}>
              {seed.isPending ? <Spinner className="h-4 w-4" /> : <Sprout aria-hidden />}
              {t('admin.translations.seed')}
            </Button>
            <Button onClick={() => setAdding(true)}>
              <Plus aria-hidden />
              {t('admin.translations.add')}
            </Button>
          </div>
        </PanelHeader>

        <div className="grid gap-4 border-b border-stone-200 p-6 lg:grid-cols-[auto_14rem_1fr] lg:items-end">
          <fieldset>
            <legend className="mb-1.5 text-sm font-medium text-ink">{t('admin.translations.language')}</legend>
            <div className="inline-flex rounded-lg border border-stone-300 bg-white p-0.5">
              {LANGUAGES.map((code) => (
                <button
                  key={code}
                  type="button"
                  aria-pressed={language === code}
                  onClick={() => setLanguage(code)}
                  className={cn(
                    'inline-flex h-9 items-center gap-2 rounded-md px-3 text-sm font-medium transition-colors focus-visible:ring-2 focus-visible:ring-gold focus-visible:outline-none',
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
              onChange={(event) => setCategory(event.target.value as TranslationCategory | '')}
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
                onChange={(event) => setSearch(event.target.value)}
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
            label={t('admin.tabs.translations')}
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
              <TableRow key={row.id}>
                <TableCell>
                  <Badge variant="gold">{t(CATEGORY_LABELS[row.category])}</Badge>
                </TableCell>
                <TableCell className="max-w-64 font-mono text-xs break-all text-ink">{row.key}</TableCell>
                <TableCell className="text-xs font-medium text-stone-600 uppercase">{row.language}</TableCell>
                <TableCell lang={row.language} className="max-w-md min-w-56 text-stone-800">
                  <span className="line-clamp-3 whitespace-pre-line">{row.value}</span>
                </TableCell>
                <TableCell className="text-right whitespace-nowrap">
                  <RowActions row={row} onEdit={setEditing} onDelete={setToDelete} tooltip />
                </TableCell>
              </TableRow>
            ))}
            cards={rows.map((row) => (
              <li key={row.id} className="grid gap-2 px-4 py-4">
                <div className="flex items-start justify-between gap-2">
                  <div className="grid min-w-0 gap-1">
                    <div className="flex items-center gap-2">
                      <Badge variant="gold">{t(CATEGORY_LABELS[row.category])}</Badge>
                      <span className="text-xs font-medium text-stone-600 uppercase">{row.language}</span>
                    </div>
                    <p className="font-mono text-xs break-all text-ink">{row.key}</p>
                  </div>
                  <div className="flex shrink-0">
                    <RowActions row={row} onEdit={setEditing} onDelete={setToDelete} tooltip={false} />
                  </div>
                </div>
                <p lang={row.language} className="line-clamp-3 text-sm whitespace-pre-line text-stone-800">
                  {row.value}
                </p>
              </li>
            ))}
          />
        )}
      </Card>

      <CoverageCard />

      {adding && <AddTranslationDialog language={language} category={category} onClose={() => setAdding(false)} />}
      {editing && <EditTranslationDialog key={editing.id} translation={editing} onClose={() => setEditing(null)} />}

      <ConfirmDialog
        open={toDelete !== null}
        pending={remove.isPending}
        onClose={() => setToDelete(null)}
        onConfirm={confirmDelete}
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
