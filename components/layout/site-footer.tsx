// The site footer: the current year, a copyright line, the data's sources in brief (DOAJ's CC BY-SA attribution among
// them) with a link to their details on the About page, and a contact link to the developer. The
// address is the operator's setting (CONTACT_URL); without it the link is left out rather than pointing nowhere.
import { getTranslations } from 'next-intl/server';
import { env } from '@/lib/core/env';
import type { Locale } from '@/lib/i18n/routing';

export async function SiteFooter({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'Footer' });
  // A string, not a number: ICU would group the digits ("2.026" in Indonesian).
  const year = String(new Date().getFullYear());

  return (
    <footer data-testid="site-footer" className="border-t border-slate-200 bg-white">
      <div className="mx-auto flex max-w-6xl flex-col gap-3 px-4 py-8 text-sm text-slate-600 sm:flex-row sm:items-center sm:justify-between sm:px-6">
        <div>
          <p data-testid="footer-copyright" className="font-medium text-slate-800">
            {t('copyright', { year })}
          </p>
          <p className="mt-1">{t('tagline')}</p>
          <p data-testid="footer-data-sources" className="mt-1">
            {t('dataSources')}{' '}
            <a
              href={`/${locale}/about#data-sources`}
              className="rounded font-medium text-blue-700 underline underline-offset-4 hover:text-blue-900"
            >
              {t('dataSourcesLink')}
            </a>
          </p>
        </div>
        {env.CONTACT_URL ? (
          <p>
            {t('contactPrompt')}{' '}
            <a
              href={env.CONTACT_URL}
              data-testid="footer-contact"
              className="rounded font-medium text-blue-700 underline underline-offset-4 hover:text-blue-900"
            >
              {t('contactLabel')}
            </a>
          </p>
        ) : null}
      </div>
    </footer>
  );
}
