// The one labelled native <select>, with an empty first option ("all" in a filter, "choose…" in a form) and, in a form,
// its error under it: native, so it works with the keyboard, on phones (their own picker, type-ahead by first letters)
// and without JavaScript (it submits with its form); `name` makes it part of a GET form.
import type { ChangeEvent } from 'react';
import { FieldError } from './text-field';

export interface SelectOption {
  value: string;
  label: string;
}

interface SelectFieldProps {
  id: string;
  name: string;
  label: string;
  allLabel: string;
  value: string;
  options: SelectOption[];
  testId: string;
  onChange?: (value: string) => void;
  error?: string;
  required?: boolean;
  /** 'responsive': 16 px text on phones (a form's field: iOS zooms into smaller text), 14 px from `sm` up. */
  textSize?: 'sm' | 'responsive';
}

export function SelectField(props: SelectFieldProps) {
  const { id, name, label, allLabel, value, options, testId, onChange, error, required, textSize = 'sm' } = props;
  const sizeClassName = textSize === 'sm' ? 'py-2 text-sm' : 'py-2.5 text-base sm:text-sm';
  return (
    <div className="min-w-0">
      <label htmlFor={id} className="block text-sm font-medium text-slate-700">
        {label}
      </label>
      <select
        id={id}
        name={name}
        data-testid={testId}
        value={value}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(event: ChangeEvent<HTMLSelectElement>) => onChange?.(event.target.value)}
        className={`mt-1 block w-full truncate rounded-lg border border-slate-300 bg-white px-3 ${sizeClassName} text-slate-900 shadow-sm focus:border-blue-600 aria-invalid:border-rose-500`}
      >
        <option value="">{allLabel}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <FieldError id={`${id}-error`} testId={`${testId}-error`} message={error} />
    </div>
  );
}
