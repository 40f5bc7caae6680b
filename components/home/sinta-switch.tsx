'use client';
// The switch beside the AI search: whether accredited Indonesian (SINTA) journals join the recommendations. A native
// checkbox with the switch role, its label and what sets it by default (the abstract's language) said beside it.
import { useTranslations } from 'next-intl';

interface SintaSwitchProps {
  isOn: boolean;
  onChange: (isOn: boolean) => void;
}

export function SintaSwitch({ isOn, onChange }: SintaSwitchProps) {
  const t = useTranslations('SearchForm');
  return (
    <div className="mt-3 flex items-start gap-2">
      <input
        id="search-include-sinta"
        type="checkbox"
        role="switch"
        data-testid="search-include-sinta"
        checked={isOn}
        aria-describedby="search-include-sinta-hint"
        onChange={(event) => onChange(event.target.checked)}
        className="mt-0.5 size-4 shrink-0 accent-blue-700"
      />
      <div>
        <label htmlFor="search-include-sinta" className="text-sm font-medium text-slate-700">
          {t('includeSinta')}
        </label>
        <p id="search-include-sinta-hint" className="text-xs text-slate-500">
          {t('includeSintaHint')}
        </p>
      </div>
    </div>
  );
}
