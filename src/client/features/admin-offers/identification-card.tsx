import { FileDown, IdCard } from 'lucide-react';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { IDENTIFICATION_ADMIN_TRANSLATIONS } from '#shared/identification/admin-texts.ts';
import { IDENTIFICATION_LIMITS, type IdentificationFileKind } from '#shared/identification/rules.ts';
import type { IdentificationState } from '#shared/identification/schemas.ts';
import { IDENTIFICATION_TRANSLATIONS } from '#shared/identification/texts.ts';
import type { AdminProperty } from '#shared/properties/schemas.ts';
import { translationMaps } from '#shared/translations/types.ts';
import { Button } from '#client/components/ui/button.tsx';
import { Card } from '#client/components/ui/card.tsx';
import { FormField } from '#client/components/ui/form-field.tsx';
import { Textarea } from '#client/components/ui/input.tsx';
import { failureText } from '#client/lib/api-client.ts';
import { formatDateTimeDe, formatLastDayDe } from '#client/lib/date-format.ts';
import { useI18n, useT } from '#client/lib/i18n.tsx';
import { WithBuiltInTexts } from '#client/lib/i18n-scopes.tsx';
import { toast } from '#client/lib/toast-store.ts';
import { useFailureToast } from '#client/lib/use-failure-toast.ts';
import { useMay } from '#client/lib/use-may.ts';
import {
  useConfirmIdentification,
  useIdentification,
  useIdentificationFile,
  useRequestIdentification,
} from './use-identification';

type IdentificationRecord = NonNullable<IdentificationState['identification']>;
type Details = NonNullable<IdentificationRecord['details']>;

/**
 * The card's texts travel with it: the buyer's page's labels (the same fields, the same words)
 * and the agent's own, so none waits for the server's map.
 */
const IDENTIFICATION_TEXTS = translationMaps([...IDENTIFICATION_TRANSLATIONS, ...IDENTIFICATION_ADMIN_TRANSLATIONS]);

/** Buttons whose labels run long in German and French wrap on a phone instead of widening the page. */
const WRAPPING = 'h-auto min-h-10 w-fit max-w-full py-2 text-center whitespace-normal';

/** "1980-04-12" as "12.04.1980": the admin writes dates the German way. */
const dayDe = (isoDay: string) => isoDay.split('-').reverse().join('.');

function StatusLines({ record }: { record: IdentificationRecord | null }) {
  const t = useT();
  const lines: { key: string; text: string }[] = [];
  if (record?.requestedAt)
    lines.push({
      key: 'requested',
      text: t('admin.identification.requested', { date: formatDateTimeDe(String(record.requestedAt)) }),
    });
  if (!record?.submittedAt) lines.push({ key: 'waiting', text: t('admin.identification.waiting') });
  else
    lines.push({
      key: 'submitted',
      text: t('admin.identification.submitted', { date: formatDateTimeDe(String(record.submittedAt)) }),
    });
  if (record?.confirmedAt) {
    lines.push({
      key: 'confirmed',
      text: t('admin.identification.confirmed', {
        date: formatDateTimeDe(String(record.confirmedAt)),
        name: record.confirmedBy ?? '–',
      }),
    });
    if (record.confirmationNote)
      lines.push({ key: 'note', text: t('admin.identification.checkNote', { note: record.confirmationNote }) });
  }
  if (record?.keptUntil)
    lines.push({
      key: 'kept',
      text: t('admin.identification.keptUntil', { date: formatLastDayDe(String(record.keptUntil)) }),
    });
  return (
    <ul className="grid gap-1 text-sm text-ink" data-testid="identification-status">
      {lines.map((line) => (
        <li key={line.key} className="wrap-anywhere whitespace-pre-line">
          {line.text}
        </li>
      ))}
    </ul>
  );
}

function Group({ heading, children }: { heading: string; children: ReactNode }) {
  return (
    <section className="grid gap-2">
      <h3 className="text-sm font-semibold text-ink">{heading}</h3>
      <dl className="grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[minmax(0,14rem)_1fr]">{children}</dl>
    </section>
  );
}

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <dt className="text-stone-600">{label}</dt>
      <dd className="wrap-anywhere whitespace-pre-line text-ink">{children}</dd>
    </>
  );
}

/** What the buyer gave: the person acting, their ID document, and for a company the company. */
function DetailsList({ details }: { details: Details }) {
  const t = useT();
  return (
    <div className="grid gap-4" data-testid="identification-details">
      <Group heading={t('admin.identification.person')}>
        <Row label={t('admin.identification.kind')}>
          {details.kind === 'company' ? t('identification.kind.company') : t('identification.kind.person')}
        </Row>
        <Row label={t('identification.firstName')}>{details.firstName}</Row>
        <Row label={t('identification.lastName')}>{details.lastName}</Row>
        <Row label={t('identification.birthDate')}>{dayDe(details.birthDate)}</Row>
        <Row label={t('identification.birthPlace')}>{details.birthPlace}</Row>
        <Row label={t('identification.nationality')}>{details.nationality}</Row>
        <Row label={t('admin.identification.address')}>
          {`${details.street}\n${details.postcode} ${details.town}\n${details.country}`}
        </Row>
      </Group>
      <Group heading={t('identification.document')}>
        <Row label={t('identification.documentType')}>
          {details.documentType === 'passport'
            ? t('identification.documentType.passport')
            : t('identification.documentType.id-card')}
        </Row>
        <Row label={t('identification.documentNumber')}>{details.documentNumber}</Row>
        <Row label={t('identification.documentAuthority')}>{details.documentAuthority}</Row>
        <Row label={t('identification.documentValidUntil')}>{dayDe(details.documentValidUntil)}</Row>
      </Group>
      {details.company && (
        <Group heading={t('identification.company')}>
          <Row label={t('identification.companyName')}>{details.company.name}</Row>
          <Row label={t('identification.companyRegister')}>{details.company.register}</Row>
          <Row label={t('identification.companyAddress')}>{details.company.address}</Row>
          <Row label={t('identification.beneficialOwners')}>{details.company.beneficialOwners}</Row>
        </Group>
      )}
    </div>
  );
}

/** The scan and the register extract, each saved under the name it was uploaded with. */
function FileButtons({ propertyId, files }: { propertyId: string; files: IdentificationRecord['files'] }) {
  const t = useT();
  const failed = useFailureToast();
  const open = useIdentificationFile(propertyId);
  const [opening, setOpening] = useState<IdentificationFileKind | null>(null);
  const choices = [
    { kind: 'document', file: files.document, label: t('admin.identification.documentFile') },
    { kind: 'register', file: files.register, label: t('admin.identification.registerFile') },
  ] as const;
  const shown = choices.filter((choice) => choice.file);
  if (shown.length === 0) return null;
  return (
    <div className="flex flex-wrap gap-2">
      {shown.map(({ kind, file, label }) => (
        <Button
          key={kind}
          type="button"
          variant="outline"
          className={WRAPPING}
          aria-disabled={open.isPending}
          onClick={() => {
            if (open.isPending || !file) return;
            setOpening(kind);
            open.mutate(
              { kind, name: file.name },
              {
                onError: (error) =>
                  failed(error, { title: t('admin.identification.failed'), description: failureText(error) }),
              },
            );
          }}
        >
          <FileDown aria-hidden />
          {open.isPending && opening === kind ? t('ui.loading') : label}
        </Button>
      ))}
    </div>
  );
}

/** The agent's check of what was given, with an optional note. */
function ConfirmForm({ propertyId, submittedAt }: { propertyId: string; submittedAt: string }) {
  const t = useT();
  const id = useId();
  const failed = useFailureToast();
  const confirm = useConfirmIdentification(propertyId);
  const [note, setNote] = useState('');
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (confirm.isPending) return;
    confirm.mutate(
      { note, submittedAt },
      {
        onSuccess: () => toast({ title: t('admin.identification.confirmedDone'), variant: 'success' }),
        onError: (error) => failed(error, { title: t('admin.identification.failed'), description: failureText(error) }),
      },
    );
  };
  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-3">
      <FormField id={`${id}-note`} label={t('admin.identification.note')}>
        <Textarea
          id={`${id}-note`}
          rows={3}
          maxLength={IDENTIFICATION_LIMITS.note}
          value={note}
          onChange={(event) => setNote(event.target.value)}
        />
      </FormField>
      <Button type="submit" className={WRAPPING} aria-disabled={confirm.isPending}>
        {confirm.isPending ? t('admin.saving') : t('admin.identification.confirm')}
      </Button>
    </form>
  );
}

function RequestButton({ propertyId, requested }: { propertyId: string; requested: boolean }) {
  const t = useT();
  const failed = useFailureToast();
  const ask = useRequestIdentification(propertyId);
  return (
    <Button
      type="button"
      variant="outline"
      className={WRAPPING}
      aria-disabled={ask.isPending}
      onClick={() => {
        if (ask.isPending) return;
        ask.mutate(undefined, {
          onSuccess: (answer) =>
            toast({ title: t('admin.identification.requestedDone'), description: answer.message, variant: 'success' }),
          onError: (error) =>
            failed(error, { title: t('admin.identification.failed'), description: failureText(error) }),
        });
      }}
    >
      {ask.isPending
        ? t('admin.saving')
        : requested
          ? t('admin.identification.requestAgain')
          : t('admin.identification.request')}
    </Button>
  );
}

function IdentificationContent({ property }: { property: AdminProperty }) {
  const t = useT();
  const state = useIdentification(property.id);
  if (state.isError && !state.data) {
    return (
      <Card className="grid gap-3 p-4 sm:p-6" role="region" aria-labelledby="identification-heading">
        <h2 id="identification-heading" className="text-lg font-semibold text-ink">
          {t('admin.identification.title')}
        </h2>
        <p className="text-sm text-red-700" role="alert">
          {failureText(state.error)}
        </p>
        <Button type="button" variant="outline" className={WRAPPING} onClick={() => void state.refetch()}>
          {t('action.retry')}
        </Button>
      </Card>
    );
  }
  if (!state.data?.awarded) return null;
  const record = state.data.identification;
  const submitted = Boolean(record?.submittedAt);
  const readable = submitted && record && !record.sealedWithOtherKey;
  return (
    <Card className="grid gap-4 p-4 sm:p-6" role="region" aria-labelledby="identification-heading">
      <h2 id="identification-heading" className="flex items-center gap-2 text-lg font-semibold text-ink">
        <IdCard className="h-5 w-5 text-gold-deep" aria-hidden />
        {t('admin.identification.title')}
      </h2>
      <p className="text-sm text-stone-700">{t('admin.identification.intro')}</p>
      <StatusLines record={record} />
      {!record?.confirmedAt && <RequestButton propertyId={property.id} requested={Boolean(record?.requestedAt)} />}
      {submitted && record?.sealedWithOtherKey && (
        <p className="text-sm text-red-700" role="note">
          {t('admin.identification.otherKey')}
        </p>
      )}
      {readable && (
        <>
          {record.details && <DetailsList details={record.details} />}
          <FileButtons propertyId={property.id} files={record.files} />
          {!record.confirmedAt && record.submittedAt && (
            <ConfirmForm propertyId={property.id} submittedAt={String(record.submittedAt)} />
          )}
        </>
      )}
    </Card>
  );
}

/**
 * Below an awarded property's offers: the buyer's identification under the money-laundering act
 * (decision 0139) — the request to the buyer, what they gave, and the agent's check. Owners and
 * agents only (shared/auth/roles.ts).
 */
export function IdentificationCard({ property }: { property: AdminProperty }) {
  const may = useMay();
  const { language } = useI18n();
  if (!may('identification')) return null;
  return (
    <WithBuiltInTexts texts={IDENTIFICATION_TEXTS(language)}>
      <IdentificationContent property={property} />
    </WithBuiltInTexts>
  );
}
