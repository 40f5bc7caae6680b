'use client';
// A whole-number limit of a filter panel (maximum APC, maximum review time): a labelled numeric box whose value is
// applied when the visitor leaves the box or presses Enter, not on every keystroke (1, 15, 150, 1500 would be four
// searches). Named, so it submits with a GET form without JavaScript too; what it counts in is said under it.
import { type KeyboardEvent, useState } from 'react';

interface NumberFilterFieldProps {
  id: string;
  name: string;
  label: string;
  /** The unit and meaning, under the box ("USD; journals without a known price are left out"). */
  hint: string;
  /** The applied value; '' for none. */
  value: string;
  max: number;
  onApply: (value: string) => void;
}

export function NumberFilterField({ id, name, label, hint, value, max, onApply }: NumberFilterFieldProps) {
  const [draft, setDraft] = useState(value);
  const [shownValue, setShownValue] = useState(value);
  // The applied value changed from outside (reset, back button): the box follows it.
  if (value !== shownValue) {
    setShownValue(value);
    setDraft(value);
  }
  const apply = () => {
    const text = draft.trim();
    const number = Number(text);
    // A value the API would refuse (negative, fractional, too large) is put back to the applied one.
    const next = text === '' ? '' : Number.isInteger(number) && number >= 0 && number <= max ? String(number) : null;
    if (next === null) setDraft(value);
    else if (next !== value) onApply(next);
  };
  const applyOnEnter = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    // Enter applies the limit; it does not submit the search form around it.
    event.preventDefault();
    apply();
  };

  return (
    <div className="min-w-0">
      <label htmlFor={id} className="block text-sm font-medium text-slate-700">
        {label}
      </label>
      <input
        id={id}
        name={name}
        data-testid={id}
        type="number"
        inputMode="numeric"
        min={0}
        max={max}
        step={1}
        value={draft}
        aria-describedby={`${id}-hint`}
        onChange={(event) => setDraft(event.target.value)}
        onBlur={apply}
        onKeyDown={applyOnEnter}
        className="mt-1 block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-base text-slate-900 shadow-sm focus:border-blue-600 sm:text-sm"
      />
      <p id={`${id}-hint`} className="mt-1 text-xs text-slate-500">
        {hint}
      </p>
    </div>
  );
}
