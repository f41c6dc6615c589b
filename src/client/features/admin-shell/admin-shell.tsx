import { ExternalLink } from 'lucide-react';
import { useRef, type ReactNode } from 'react';
import { Link } from '#client/lib/router.tsx';
import { useSearchParams } from '#client/lib/search-params.ts';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '#client/components/ui/tabs.tsx';
import { useT } from '#client/lib/i18n.tsx';
import { useRedirectOnUnauthorizedQueries } from '#client/lib/use-unauthorized-redirect.ts';
import { buttonVariants } from '#client/components/ui/button.tsx';
import { cn } from '#client/lib/cn.ts';
import { useDocumentMeta } from '#client/lib/document-meta.ts';
import { useFocusOnArrival } from './use-focus-on-arrival';

const HEADING_ID = 'admin-heading';

export interface AdminTab {
  value: string;
  label: string;
  icon: ReactNode;
  content: ReactNode;
}

/**
 * The admin frame: top bar ('Admin Dashboard', view site, logout) and the tabs in the page's one
 * <main>. The open tab is kept in the address (?tab=offers) so a reload or a shared link opens
 * the same tab, and it names the document ('Offers – Admin | Isarwert Immobilien'). Switching
 * tabs leaves focus on the tab (Radix Tabs); arriving from the login moves it to <main>.
 */
export function AdminShell({
  tabs,
  actions,
  notice,
}: {
  tabs: readonly AdminTab[];
  actions?: ReactNode;
  /** Shown above the tabs on every tab: what the agent must know wherever they are (e.g. mail not sent). */
  notice?: ReactNode;
}) {
  const t = useT();
  const [searchParams, setSearchParams] = useSearchParams();
  useRedirectOnUnauthorizedQueries();

  const requested = searchParams.get('tab');
  const activeTab = tabs.find((tab) => tab.value === requested) ?? tabs[0]!;
  useDocumentMeta(`${t('admin.documentTitle', { section: activeTab.label })} | ${t('app.title')}`);
  const main = useRef<HTMLElement>(null);
  useFocusOnArrival(main);
  const selectTab = (value: string) =>
    setSearchParams(value === tabs[0]!.value ? {} : { tab: value }, { replace: true });

  return (
    <div className="min-h-screen bg-paper">
      <header className="border-b border-stone-200 bg-white">
        <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-3 px-4 py-4 sm:px-6 lg:px-8">
          <div className="min-w-0">
            <p className="font-serif text-sm text-ink-soft">{t('app.title')}</p>
            <h1 id={HEADING_ID} className="text-xl font-semibold tracking-tight text-ink sm:text-2xl">
              {t('admin.title')}
            </h1>
          </div>
          <div className="flex flex-wrap items-center gap-2">
            <Link href="/" className={cn(buttonVariants({ variant: 'ghost', size: 'sm' }))}>
              <ExternalLink aria-hidden />
              <span>{t('admin.viewSite')}</span>
            </Link>
            {actions}
          </div>
        </div>
      </header>

      {/* Focusable from script only (useFocusOnArrival); no ring on a container nobody tabs to. */}
      <main ref={main} tabIndex={-1} aria-labelledby={HEADING_ID} className="outline-none">
        <Tabs value={activeTab.value} onValueChange={selectTab} className="mx-auto max-w-7xl px-4 py-6 sm:px-6 lg:px-8">
          {notice}
          <div>
            <TabsList aria-label={t('admin.tabs.label')} className="flex-wrap">
              {tabs.map((tab) => (
                <TabsTrigger key={tab.value} value={tab.value}>
                  {tab.icon}
                  {tab.label}
                </TabsTrigger>
              ))}
            </TabsList>
          </div>
          {tabs.map((tab) => (
            <TabsContent key={tab.value} value={tab.value} className="mt-6">
              {tab.content}
            </TabsContent>
          ))}
        </Tabs>
      </main>
    </div>
  );
}
