'use client';
// A labelled native <select> of the register form (country, job) with a "choose" placeholder and its error: native,
// so phones show their own picker and the keyboard's type-ahead finds a country by its first letters.
import { FieldError, inputClassName } from './text-field';

interface ChoiceFieldProps {
  id: string;
  name: string;
  label: string;
  placeholder: string;
  value: string;
  options: { value: string; label: string }[];
  error?: string;
  testId: string;
  onChange: (value: string) => void;
}

export function ChoiceField({ id, name, label, placeholder, value, options, error, testId, onChange }: ChoiceFieldProps) {
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-slate-700">
        {label}
      </label>
      <select
        id={id}
        name={name}
        data-testid={testId}
        value={value}
        required
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(event) => onChange(event.target.value)}
        className={`mt-1 ${inputClassName}`}
      >
        <option value="">{placeholder}</option>
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
