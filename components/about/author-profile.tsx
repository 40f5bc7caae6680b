// The developer's author profile on an external citation site, on the About page. The address is the operator's setting
// (AUTHOR_PROFILE_URL); without it the section is left out rather than linking to a placeholder profile.
import { getTranslations } from 'next-intl/server';
import { env } from '@/lib/core/env';

export async function AuthorProfile() {
  const t = await getTranslations('About');
  const href = env.AUTHOR_PROFILE_URL;
  if (!href) return null;
  return (
    <section aria-labelledby="about-author-heading" data-testid="about-author" className="mx-auto max-w-6xl px-4 pb-12 sm:px-6">
      <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:flex sm:items-center sm:justify-between sm:gap-6">
        <div>
          <h2 id="about-author-heading" className="text-lg font-semibold text-slate-900">
            {t('authorHeading')}
          </h2>
          <p className="mt-1 text-sm text-slate-600">{t('authorText')}</p>
        </div>
        <a
          href={href}
          target="_blank"
          rel="noopener noreferrer"
          data-testid="about-author-link"
          className="mt-4 inline-flex shrink-0 items-center gap-1 rounded-lg border border-blue-200 bg-blue-50 px-4 py-2 text-sm font-semibold text-blue-800 hover:bg-blue-100 sm:mt-0"
        >
          {t('authorLink')}
          <span aria-hidden="true">↗</span>
        </a>
      </div>
    </section>
  );
}
