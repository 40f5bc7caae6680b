// A labelled native <select> with an "all" first option: native, so it works with the keyboard, on phones and without
// JavaScript (it submits with its form); `name` makes it part of a GET form.
import type { ChangeEvent } from 'react';

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
}

export function SelectField({ id, name, label, allLabel, value, options, testId, onChange }: SelectFieldProps) {
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
        onChange={(event: ChangeEvent<HTMLSelectElement>) => onChange?.(event.target.value)}
        className="mt-1 block w-full truncate rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 shadow-sm focus:border-blue-600"
      >
        <option value="">{allLabel}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}
