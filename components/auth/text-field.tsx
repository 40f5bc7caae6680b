'use client';
// A labelled input of the auth forms with its error under it (aria-invalid, aria-describedby), so a screen reader
// reads the problem with the field. Text is 16 px on phones, so iOS does not zoom into the field.
import type { InputHTMLAttributes, ReactNode } from 'react';

export const inputClassName =
  'block w-full rounded-lg border border-slate-300 bg-white px-3 py-2.5 text-base text-slate-900 shadow-sm placeholder:text-slate-400 focus:border-blue-600 aria-invalid:border-rose-500 sm:text-sm';

interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  id: string;
  label: string;
  error?: string;
  hint?: string;
  testId: string;
  isAutofocus?: boolean;
  /** Something drawn over the input's right end (the password's show/hide button). */
  trailing?: ReactNode;
}

export function TextField({ id, label, error, hint, testId, isAutofocus, trailing, className, ...input }: TextFieldProps) {
  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ') || undefined;
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-slate-700">
        {label}
      </label>
      <div className="relative mt-1">
        <input
          id={id}
          data-testid={testId}
          data-autofocus={isAutofocus || undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          className={`${inputClassName} ${trailing ? 'pr-20' : ''} ${className ?? ''}`}
          {...input}
        />
        {trailing}
      </div>
      {hint ? (
        <p id={`${id}-hint`} className="mt-1 text-xs text-slate-500">
          {hint}
        </p>
      ) : null}
      <FieldError id={`${id}-error`} testId={`${testId}-error`} message={error} />
    </div>
  );
}

export function FieldError({ id, testId, message }: { id: string; testId: string; message?: string }) {
  if (!message) return null;
  return (
    <p id={id} data-testid={testId} className="mt-1 text-sm text-rose-700">
      {message}
    </p>
  );
}
