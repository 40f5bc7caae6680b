'use client';
// The ID/EN switch: links to the same page in the other language, keeping the rest of the path and the
// query. Before the query is known (streaming), the links keep the path only.
import NextLink from 'next/link';
import { usePathname, useSearchParams } from 'next/navigation';
import { Suspense } from 'react';
import type { Locale } from '@/lib/i18n/routing';
import { switchLocalePath } from './switch-locale-path';

export interface LanguageOption {
  locale: Locale;
  shortLabel: string;
  name: string;
}

interface LanguageSwitchProps {
  currentLocale: Locale;
  label: string;
  options: LanguageOption[];
}

export function LanguageSwitch(props: LanguageSwitchProps) {
  return (
    <Suspense fallback={<LanguageLinks {...props} search="" />}>
      <LanguageLinksWithQuery {...props} />
    </Suspense>
  );
}

function LanguageLinksWithQuery(props: LanguageSwitchProps) {
  const search = useSearchParams().toString();
  return <LanguageLinks {...props} search={search} />;
}

function LanguageLinks({ currentLocale, label, options, search }: LanguageSwitchProps & { search: string }) {
  const pathname = usePathname();
  return (
    <div role="group" aria-label={label} className="flex items-center rounded-lg border border-slate-200 bg-slate-50 p-0.5">
      {options.map(({ locale, shortLabel, name }) => (
        <NextLink
          key={locale}
          href={switchLocalePath(pathname, search, locale)}
          prefetch={false}
          hrefLang={locale}
          lang={locale}
          title={name}
          data-testid={`lang-switch-${locale}`}
          aria-current={locale === currentLocale ? 'true' : undefined}
          className="rounded-md px-2.5 py-1 text-xs font-semibold text-slate-600 transition-colors hover:text-slate-900 aria-[current=true]:bg-white aria-[current=true]:text-blue-700 aria-[current=true]:shadow-sm"
        >
          {shortLabel}
          <span className="sr-only">, {name}</span>
        </NextLink>
      ))}
    </div>
  );
}
