import CONTENT_PAGE_TEXTS from 'virtual:public-texts/contentPage';
import { ArrowLeft } from '#client/components/ui/icons.tsx';
import { Link } from '#client/lib/router.tsx';
import type { Language } from '#shared/languages.ts';
import type { Page } from '#shared/pages/schemas.ts';
import { PageLoader } from '#client/components/ui/page-loader.tsx';
import { useDocumentMeta } from '#client/lib/document-meta.ts';
import { useI18n } from '#client/lib/i18n.tsx';
import { WithBuiltInTexts } from '#client/lib/i18n-scopes.tsx';
import { localizedText } from '#shared/localized.ts';
import { usePage } from './api/use-page';
import { PageContent } from './page-content';
import { pagePlainText } from '#shared/pages/page-markup.ts';
import { ACCESSIBILITY_PAGE_SLUG } from '#shared/accessibility/schemas.ts';
import { AccessibilityFeedback } from './accessibility-feedback';

/** English or French when that version is non-empty, else the German base field. */
export function localizedPage(page: Page, language: Language): { title: string; content: string } {
  return {
    title: localizedText(language, page.title, page.titleEn, page.titleFr),
    content: localizedText(language, page.content, page.contentEn, page.contentFr),
  };
}

/** /pages/:slug (and /agb, /datenschutz): a content page, its headings, lists and links drawn (page-markup.ts). */
export function ContentPage({ slug }: { slug: string }) {
  return (
    <WithBuiltInTexts texts={CONTENT_PAGE_TEXTS}>
      <ContentPageScreen slug={slug} />
    </WithBuiltInTexts>
  );
}

function ContentPageScreen({ slug }: { slug: string }) {
  const { t, language } = useI18n();
  const query = usePage(slug);
  const page = query.data ? localizedPage(query.data, language) : null;
  const appTitle = t('app.title');
  const notFoundTitle = t('page.notFoundTitle');
  useDocumentMeta(
    page
      ? `${page.title} | ${appTitle}`
      : query.isError || query.data === null || slug === ''
        ? `${notFoundTitle} | ${appTitle}`
        : null,
    page ? pagePlainText(page.content) : undefined,
  );

  if (slug !== '' && query.isPending) return <PageLoader label={t('ui.loading')} />;

  if (!page) {
    return (
      <div className="container-page state-screen">
        <span className="gold-rule mb-7" aria-hidden />
        <h1 className="state-title">{notFoundTitle}</h1>
        <p className="state-text">{t('page.notFoundText')}</p>
        <Link href="/" className="btn btn-ink mt-9">
          <ArrowLeft className="h-4 w-4" aria-hidden />
          {t('action.toHome')}
        </Link>
      </div>
    );
  }

  return (
    <article className="container-page py-14 sm:py-20">
      <div className="mx-auto max-w-3xl">
        <span className="gold-rule" aria-hidden />
        <h1 className="mt-7 font-serif text-[2.1rem] leading-tight text-balance break-words hyphens-auto text-ink sm:text-5xl">
          {page.title}
        </h1>
        <div className="page-body mt-10 rounded-2xl border border-stone-200/80 bg-white px-6 py-8 text-[1rem] leading-7 break-words text-ink-soft shadow-[0_1px_2px_rgb(28_38_51/0.04)] sm:px-10 sm:py-12">
          <PageContent content={page.content} />
        </div>
        {slug === ACCESSIBILITY_PAGE_SLUG && <AccessibilityFeedback />}
      </div>
    </article>
  );
}
