'use client';
// The A–Z jump above a predatory list: '#' (digits, signs, other scripts) then A–Z, each going to the page where the
// first name filed under it stands (the API's `initials`, over the names the search matches). Letters no name starts
// with are shown disabled, so the row never shifts; the letter of the page's first name is marked as current.
import { useTranslations } from 'next-intl';
import { NAME_INITIALS, type InitialPage, type NameInitial } from '@/lib/shared/name-initials';

interface PredatoryLetterJumpProps {
  initials: InitialPage[];
  /** The letter of the first name on the page shown. */
  current: NameInitial | null;
  onJump: (page: number) => void;
}

export function PredatoryLetterJump({ initials, current, onJump }: PredatoryLetterJumpProps) {
  const t = useTranslations('PredatoryList');
  const pageOf = new Map(initials.map(({ letter, page }) => [letter, page]));
  return (
    <nav aria-label={t('lettersLabel')} data-testid="predatory-letters">
      <ul className="flex flex-wrap gap-1">
        {NAME_INITIALS.map((letter) => {
          const page = pageOf.get(letter);
          const isCurrent = letter === current;
          return (
            <li key={letter}>
              <button
                type="button"
                data-testid={`predatory-letter-${letter === '#' ? 'other' : letter}`}
                disabled={page === undefined}
                aria-current={isCurrent ? 'true' : undefined}
                aria-label={letter === '#' ? t('otherInitialLabel') : t('letterLabel', { letter })}
                onClick={() => page !== undefined && onJump(page)}
                className={`inline-flex size-9 items-center justify-center rounded-md border text-sm font-medium transition-colors disabled:cursor-not-allowed disabled:opacity-30 ${
                  isCurrent ? 'border-blue-700 bg-blue-700 text-white' : 'border-slate-300 bg-white text-slate-700 hover:bg-slate-100'
                }`}
              >
                {letter}
              </button>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
