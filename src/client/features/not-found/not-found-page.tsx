import NOT_FOUND_TEXTS from 'virtual:public-texts/notFound';
import { ArrowLeft } from '#client/components/ui/icons.tsx';
import { Link } from '#client/lib/router.tsx';
import { useDocumentMeta } from '#client/lib/document-meta.ts';
import { useI18n } from '#client/lib/i18n.tsx';
import { WithBuiltInTexts } from '#client/lib/i18n-scopes.tsx';

const ENGLISH_TITLE = 'Page Not Found';

/** Any unknown path: the 404 screen, headed 'Page Not Found' in every language (decision 0020). */
export function NotFoundPage() {
  return (
    <WithBuiltInTexts texts={NOT_FOUND_TEXTS}>
      <NotFoundScreen />
    </WithBuiltInTexts>
  );
}

function NotFoundScreen() {
  const { t, language } = useI18n();
  const title = t('notFound.title');
  useDocumentMeta(`${title} | ${t('app.title')}`);
  return (
    <div className="container-page state-screen">
      {/* The large numerals are decoration (drawn by CSS); the heading says what happened. */}
      <span className="error-code" data-code="404" aria-hidden />
      {/* The English heading stays English in every language: say so to screen readers. */}
      <h1 lang={title === ENGLISH_TITLE && language !== 'en' ? 'en' : undefined} className="state-title mt-2">
        {title}
      </h1>
      <p className="state-text">{t('notFound.text')}</p>
      <Link href="/" className="btn btn-ink mt-9">
        <ArrowLeft className="h-4 w-4" aria-hidden />
        {t('action.toHome')}
      </Link>
    </div>
  );
}
