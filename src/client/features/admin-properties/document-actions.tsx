import { ArrowDown, ArrowUp, ExternalLink, RefreshCw, Trash } from 'lucide-react';
import { useRef } from 'react';
import { Button } from '#client/components/ui/button.tsx';
import { endpointUrl } from '#client/lib/admin-api-client.ts';
import type { Translate } from '#client/lib/i18n.tsx';

/** The arrows focus can go back to after a move (data-document-control on each). */
export type MoveControl = 'up' | 'down';

/** What a role may do with a document besides seeing it (shared/auth/roles.ts). */
export interface DocumentRights {
  update: boolean;
  reorder: boolean;
  replace: boolean;
  remove: boolean;
  download: boolean;
}

/** The file chooser's filter: the types by name, and the extensions for systems that know no type. */
export const DOCUMENT_ACCEPT = 'application/pdf,image/jpeg,image/png,.pdf,.jpg,.jpeg,.png';

interface DocumentActionsProps {
  propertyId: string;
  documentId: string;
  /** The document's number in the list, as its buttons' names say it. */
  n: number;
  index: number;
  count: number;
  t: Translate;
  may: DocumentRights;
  /** A file is on its way (this row's or another's): no second one meanwhile. */
  sending: boolean;
  onMove: (to: number, focus: MoveControl) => void;
  onReplace: (file: File) => void;
  onDelete: () => void;
}

const MOVES = [
  { control: 'up', step: -1, label: 'admin.documents.moveUp', Icon: ArrowUp },
  { control: 'down', step: 1, label: 'admin.documents.moveDown', Icon: ArrowDown },
] as const;

/** A document's buttons: move it up or down, replace its file, open it, delete it (each as the role allows). */
export function DocumentActions({
  propertyId,
  documentId,
  n,
  index,
  count,
  t,
  may,
  sending,
  onMove,
  onReplace,
  onDelete,
}: DocumentActionsProps) {
  const replaceRef = useRef<HTMLInputElement>(null);
  return (
    <div className="flex flex-wrap items-center gap-2">
      {may.reorder &&
        MOVES.map(({ control, step, label, Icon }) => (
          <Button
            key={control}
            variant="outline"
            size="icon"
            className="h-9 w-9"
            aria-label={t(label, { n })}
            title={t(label, { n })}
            disabled={index + step < 0 || index + step >= count}
            onClick={() => onMove(index + step, control)}
            // Found again after a move, when React has moved this element (document-panel.tsx).
            data-document-id={documentId}
            data-document-control={control}
          >
            <Icon aria-hidden />
          </Button>
        ))}
      {may.replace && (
        <>
          <input
            ref={replaceRef}
            type="file"
            accept={DOCUMENT_ACCEPT}
            className="sr-only"
            tabIndex={-1}
            aria-label={t('admin.documents.replaceLabel', { n })}
            onChange={(event) => {
              const file = event.target.files?.[0];
              event.target.value = '';
              if (file) onReplace(file);
            }}
          />
          <Button
            variant="outline"
            size="sm"
            aria-label={t('admin.documents.replaceLabel', { n })}
            disabled={sending}
            onClick={() => replaceRef.current?.click()}
          >
            <RefreshCw aria-hidden />
            {t('admin.documents.replace')}
          </Button>
        </>
      )}
      {may.download && (
        <Button asChild variant="outline" size="sm">
          <a
            href={endpointUrl('downloadPropertyDocument', { params: { id: propertyId, documentId } })}
            target="_blank"
            rel="noopener"
            aria-label={t('admin.documents.openLabel', { n })}
          >
            <ExternalLink aria-hidden />
            {t('admin.documents.open')}
          </a>
        </Button>
      )}
      {may.remove && (
        <Button
          variant="ghost"
          size="sm"
          className="text-red-700 hover:bg-red-50 hover:text-red-800"
          aria-label={t('admin.documents.deleteLabel', { n })}
          onClick={onDelete}
        >
          <Trash aria-hidden />
          {t('action.delete')}
        </Button>
      )}
    </div>
  );
}
