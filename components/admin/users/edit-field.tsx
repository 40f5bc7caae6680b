// A labelled input or select of the edit form; every edit field is required.
import type { ReactNode } from 'react';

const control = 'mt-1 block w-full rounded-lg border border-slate-300 px-3 py-2 text-sm focus:border-blue-600 focus:outline-none';

interface EditFieldProps {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  type?: string;
  autoFocus?: boolean;
  /** Given: a <select> with these options. */
  options?: ReactNode;
}

export function EditField({ id, label, value, onChange, type = 'text', autoFocus, options }: EditFieldProps) {
  const shared = { id, value, required: true, className: control, 'data-testid': id, 'data-autofocus': autoFocus ? true : undefined };
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-slate-700">{label}</label>
      {options ? (
        <select {...shared} onChange={(event) => onChange(event.target.value)}>{options}</select>
      ) : (
        <input {...shared} type={type} onChange={(event) => onChange(event.target.value)} />
      )}
    </div>
  );
}
