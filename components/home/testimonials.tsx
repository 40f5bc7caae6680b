// Testimonials on the home page: name, role and quote from the message catalogue, each with five stars. Until real,
// consented testimonials replace them in messages/*.json, the entries describe typical uses and say so.
import { getTranslations } from 'next-intl/server';
import { StarIcon } from '@/components/ui/star-icon';

// The entries of `Testimonials.items` in messages/*.json, in the order shown.
const testimonialKeys = ['first', 'second', 'third'] as const;
const STARS = 5;

export async function Testimonials() {
  const t = await getTranslations('Testimonials');
  return (
    <section aria-labelledby="testimonials-heading" data-testid="testimonials" className="border-t border-slate-200 bg-white">
      <div className="mx-auto max-w-6xl px-4 py-14 sm:px-6">
        <h2 id="testimonials-heading" className="text-center text-2xl font-bold tracking-tight text-slate-900">
          {t('heading')}
        </h2>
        <p className="mt-2 text-center text-sm text-slate-500">{t('note')}</p>
        <ul className="mt-8 grid gap-6 md:grid-cols-3">
          {testimonialKeys.map((key) => (
            <li key={key} data-testid="testimonial">
              <figure className="flex h-full flex-col rounded-xl border border-slate-200 bg-slate-50 p-6">
                <p role="img" aria-label={t('rating', { stars: STARS })} className="flex gap-0.5 text-amber-400">
                  {Array.from({ length: STARS }, (_, index) => (
                    <StarIcon key={index} isFilled className="size-5" />
                  ))}
                </p>
                <blockquote className="mt-4 flex-1 text-slate-700">
                  <p>{t(`items.${key}.quote`)}</p>
                </blockquote>
                <figcaption className="mt-4 text-sm">
                  <span className="block font-semibold text-slate-900">{t(`items.${key}.name`)}</span>
                  <span className="block text-slate-500">{t(`items.${key}.role`)}</span>
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
