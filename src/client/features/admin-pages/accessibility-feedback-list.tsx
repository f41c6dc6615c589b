import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Mail, MessageSquare, Trash } from 'lucide-react';
import type { Feedback } from '#shared/accessibility/schemas.ts';
import { IconButton } from '#client/components/admin/icon-button.tsx';
import { ListEmpty, ListLoading } from '#client/components/admin/list-states.tsx';
import { PanelHeader } from '#client/components/admin/panel-header.tsx';
import { Badge } from '#client/components/ui/badge.tsx';
import { Card } from '#client/components/ui/card.tsx';
import { queryKeyOf, request } from '#client/lib/admin-api-client.ts';
import { ADMIN_QUERY_OPTIONS } from '#client/lib/admin-query-options.ts';
import { munichDateTime } from '#client/lib/munich-format.ts';
import { toast } from '#client/lib/toast-store.ts';
import { messageWithoutStatus } from '#client/lib/upload.ts';
import { useFailureToast } from '#client/lib/use-failure-toast.ts';
import { useFixedLanguageT } from '#client/lib/use-fixed-language-t.ts';
import { useMay } from '#client/lib/use-may.ts';

const FEEDBACK_KEY = queryKeyOf('listAccessibilityFeedback');

/**
 * What visitors reported through the accessibility statement's form (decision 0113), newest first,
 * German like the rest of this tab: reply by mail in the feedback's language, delete once handled.
 */
export function AccessibilityFeedbackList() {
  const t = useFixedLanguageT('de');
  const may = useMay();
  const failed = useFailureToast();
  const queryClient = useQueryClient();
  const feedback = useQuery<Feedback[]>({ queryKey: FEEDBACK_KEY, ...ADMIN_QUERY_OPTIONS });
  const remove = useMutation({
    mutationFn: (id: string) => request('deleteAccessibilityFeedback', { params: { id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: FEEDBACK_KEY }),
  });
  const list = feedback.data ?? [];

  const onDelete = (id: string) =>
    remove.mutate(id, {
      onSuccess: () => toast({ title: t('admin.feedback.deleted'), variant: 'success' }),
      onError: (error) =>
        failed(error, { title: t('admin.feedback.deleted'), description: messageWithoutStatus(error) }),
    });

  return (
    <Card className="mt-6">
      <PanelHeader
        headingId="feedback-heading"
        title={t('admin.feedback.title')}
        subtitle={t('admin.feedback.intro')}
      />
      {feedback.isPending ? (
        <ListLoading label={t('ui.loading')} />
      ) : list.length === 0 ? (
        <ListEmpty icon={MessageSquare} className="px-6">
          <p className="font-medium text-ink">{t('admin.feedback.empty')}</p>
        </ListEmpty>
      ) : (
        <ul className="divide-y divide-stone-100" aria-labelledby="feedback-heading">
          {list.map((item) => (
            <li key={item.id} className="flex flex-col gap-3 px-6 py-4 sm:flex-row sm:items-start sm:justify-between">
              <div className="min-w-0 flex-1">
                <div className="flex flex-wrap items-center gap-2 text-sm text-stone-600">
                  <span className="font-semibold text-ink">{item.name ?? item.email ?? '—'}</span>
                  <Badge variant="neutral">{item.language.toUpperCase()}</Badge>
                  <time dateTime={item.createdAt}>{munichDateTime(item.createdAt, 'de', 'medium')}</time>
                </div>
                {item.page && (
                  <p className="mt-1 text-sm break-words text-stone-600">
                    {t('admin.feedback.where')}: {item.page}
                  </p>
                )}
                <p className="mt-2 text-sm break-words whitespace-pre-line text-ink">{item.message}</p>
              </div>
              <div className="flex shrink-0 items-center gap-1">
                {item.email && (
                  <IconButton label={`${t('admin.feedback.reply')}: ${item.email}`} asChild>
                    <a href={`mailto:${item.email}`}>
                      <Mail aria-hidden />
                    </a>
                  </IconButton>
                )}
                {may('deleteAccessibilityFeedback') && (
                  <IconButton
                    label={t('admin.feedback.delete')}
                    danger
                    disabled={remove.isPending}
                    onClick={() => onDelete(item.id)}
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
  );
}
