'use client';
// The A–Z filter above a predatory list: "All", '#' (digits, signs, other scripts) then A–Z; a letter shows the names
// filed under it, from their first, and is marked as the current one; "All" (or the chosen letter again) shows the
// whole list. Letters no name of the search starts with are shown disabled, so the row never shifts.
import { useTranslations } from 'next-intl';
import { NAME_INITIALS, type InitialPage, type NameInitial } from '@/lib/shared/name-initials';

interface PredatoryLetterJumpProps {
  initials: InitialPage[];
  /** The letter chosen, or null for the whole list. */
  current: NameInitial | null;
  onChoose: (letter: NameInitial | null) => void;
}

const buttonClassName = (isCurrent: boolean) =>
  `inline-flex h-9 min-w-9 items-center justify-center rounded-md border px-2 text-sm font-medium transition-colors disabled:cursor-not-allowed disabled:opacity-30 ${
    isCurrent ? 'border-blue-700 bg-blue-700 text-white' : 'border-slate-300 bg-white text-slate-700 hover:bg-slate-100'
  }`;

export function PredatoryLetterJump({ initials, current, onChoose }: PredatoryLetterJumpProps) {
  const t = useTranslations('PredatoryList');
  const present = new Set(initials.map(({ letter }) => letter));
  return (
    <nav aria-label={t('lettersLabel')} data-testid="predatory-letters">
      <ul className="flex flex-wrap gap-1">
        <li>
          <button
            type="button"
            data-testid="predatory-letter-all"
            aria-current={current === null ? 'true' : undefined}
            onClick={() => onChoose(null)}
            className={buttonClassName(current === null)}
          >
            {t('allLetters')}
          </button>
        </li>
        {NAME_INITIALS.map((letter) => {
          const isCurrent = letter === current;
          return (
            <li key={letter}>
              <button
                type="button"
                data-testid={`predatory-letter-${letter === '#' ? 'other' : letter}`}
                disabled={!present.has(letter) && !isCurrent}
                aria-current={isCurrent ? 'true' : undefined}
                aria-label={letter === '#' ? t('otherInitialLabel') : t('letterLabel', { letter })}
                onClick={() => onChoose(isCurrent ? null : letter)}
                className={buttonClassName(isCurrent)}
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
