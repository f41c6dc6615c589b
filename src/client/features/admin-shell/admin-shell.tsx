import { ExternalLink } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, useSearchParams } from '../../lib/router';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/tabs';
import { useT } from '../../lib/i18n';
import { useRedirectOnUnauthorizedQueries } from '../../lib/use-unauthorized-redirect';
import { buttonVariants } from '../../components/ui/button';
import { cn } from '../../lib/cn';

export interface AdminTab {
  value: string;
  label: string;
  icon: ReactNode;
  content: ReactNode;
}

/**
 * The admin frame: top bar ('Admin Dashboard', view site, logout) and the tabs. The open tab is
 * kept in the address (?tab=offers) so a reload or a shared link opens the same tab.
 */
export function AdminShell({ tabs, actions }: { tabs: readonly AdminTab[]; actions?: ReactNode }) {
  const t = useT();
  const [searchParams, setSearchParams] = useSearchParams();
  useRedirectOnUnauthorizedQueries();

  const requested = searchParams.get('tab');
  const active = tabs.some((tab) => tab.value === requested) ? requested! : tabs[0]!.value;
  const selectTab = (value: string) =>
    setSearchParams(value === tabs[0]!.value ? {} : { tab: value }, { replace: true });

  return (
    <div className="min-h-screen bg-paper">
      <header className="border-b border-stone-200 bg-white">
        <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-3 px-4 py-4 sm:px-6 lg:px-8">
          <div className="min-w-0">
            <p className="font-serif text-sm text-ink-soft">{t('app.title')}</p>
            <h1 className="text-xl font-semibold tracking-tight text-ink sm:text-2xl">{t('admin.title')}</h1>
          </div>
          <div className="flex items-center gap-2">
            <Link href="/" className={cn(buttonVariants({ variant: 'ghost', size: 'sm' }))}>
              <ExternalLink aria-hidden />
              <span>{t('admin.viewSite')}</span>
            </Link>
            {actions}
          </div>
        </div>
      </header>

      <Tabs value={active} onValueChange={selectTab} className="mx-auto max-w-7xl px-4 py-6 sm:px-6 lg:px-8">
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
    </div>
  );
}
