// The one labelled text box: a one-line input, or with `rows` a textarea the visitor can make taller; with its hint
// and its error under it (aria-invalid, aria-describedby), so a screen reader reads the problem with the field. Text is
// 16 px on phones unless asked smaller, so iOS does not zoom into the field. Whatever else follows the box (a note)
// comes as children, inside the same block.
import type { InputHTMLAttributes, ReactNode } from 'react';

type NativeInput = Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'value' | 'onChange' | 'children' | 'className'>;

interface TextFieldProps extends NativeInput {
  id: string;
  label: string;
  testId: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  hint?: string;
  /** A textarea of this many rows instead of a one-line input. */
  rows?: number;
  /** Ids of other elements that describe the box, beside its own hint and error. */
  describedBy?: string;
  /** 'responsive': 16 px text on phones, 14 px from `sm` up. */
  textSize?: 'sm' | 'responsive';
  /** 'compact': the height of the dropdowns it stands beside. */
  height?: 'regular' | 'compact';
  /** Focused when its dialog opens. */
  isAutofocus?: boolean;
  /** Something drawn over the input's right end (the password's show/hide button). */
  trailing?: ReactNode;
  children?: ReactNode;
}

export function TextField(props: TextFieldProps) {
  const {
    id,
    label,
    testId,
    onChange,
    error,
    hint,
    rows,
    describedBy,
    textSize = 'responsive',
    height = 'regular',
    isAutofocus,
    trailing,
    children,
    type = 'text',
    autoComplete = 'off',
    ...box
  } = props;
  const sizeClassName = `${height === 'compact' ? 'py-2' : 'py-2.5'} ${textSize === 'sm' ? 'text-sm' : 'text-base sm:text-sm'}`;
  const className = `block w-full rounded-lg border border-slate-300 bg-white px-3 ${sizeClassName} text-slate-900 shadow-sm placeholder:text-slate-400 focus:border-blue-600 aria-invalid:border-rose-500 ${trailing ? 'pr-20' : ''}`;
  const descriptions = [describedBy, hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ');
  const shared = {
    id,
    'data-testid': testId,
    'data-autofocus': isAutofocus || undefined,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': descriptions || undefined,
  };
  return (
    <div className="min-w-0">
      <label htmlFor={id} className="block text-sm font-medium text-slate-700">
        {label}
      </label>
      <div className="relative mt-1">
        {rows === undefined ? (
          <input
            {...box}
            {...shared}
            type={type}
            autoComplete={autoComplete}
            onChange={(event) => onChange(event.target.value)}
            className={className}
          />
        ) : (
          <textarea
            name={box.name}
            value={box.value}
            placeholder={box.placeholder}
            maxLength={box.maxLength}
            required={box.required}
            {...shared}
            rows={rows}
            onChange={(event) => onChange(event.target.value)}
            className={`${className} resize-y`}
          />
        )}
        {trailing}
      </div>
      {hint ? (
        <p id={`${id}-hint`} className="mt-1 text-xs text-slate-500">
          {hint}
        </p>
      ) : null}
      <FieldError id={`${id}-error`} testId={`${testId}-error`} message={error} />
      {children}
    </div>
  );
}

/** A field's error line, read with the field (aria-describedby points at its id). */
export function FieldError({ id, testId, message }: { id: string; testId: string; message?: string }) {
  if (!message) return null;
  return (
    <p id={id} data-testid={testId} className="mt-1 text-sm text-rose-700">
      {message}
    </p>
  );
}
