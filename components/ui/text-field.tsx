// A labelled text box of a search or filter form: a one-line input, or with `rows` a textarea the visitor can make
// taller. What follows the box (a hint, a note) comes as children, inside the same block.
import type { ReactNode } from 'react';

interface TextFieldProps {
  id: string;
  label: string;
  testId: string;
  value: string;
  onChange: (value: string) => void;
  placeholder?: string;
  /** Set to submit the box with a GET form. */
  name?: string;
  maxLength?: number;
  /** A textarea of this many rows instead of a one-line input. */
  rows?: number;
  /** The one-line input's type. */
  type?: 'search' | 'text';
  describedBy?: string;
  /** 'responsive': 16 px text on phones (smaller text makes iOS zoom in on focus), 14 px from `sm` up. */
  textSize?: 'sm' | 'responsive';
  /** 'compact': the height of the dropdowns it stands beside. */
  height?: 'regular' | 'compact';
  children?: ReactNode;
}

export function TextField(props: TextFieldProps) {
  const { id, label, testId, onChange, rows, type = 'text', describedBy, textSize = 'responsive', height = 'regular', children, ...box } =
    props;
  const sizeClassName = `${height === 'compact' ? 'py-2' : 'py-2.5'} ${textSize === 'sm' ? 'text-sm' : 'text-base sm:text-sm'}`;
  const className = `mt-1 block w-full rounded-lg border border-slate-300 bg-white px-3 ${sizeClassName} text-slate-900 shadow-sm placeholder:text-slate-400 focus:border-blue-600`;
  const shared = { ...box, id, 'data-testid': testId, 'aria-describedby': describedBy };
  return (
    <div className="min-w-0">
      <label htmlFor={id} className="block text-sm font-medium text-slate-700">
        {label}
      </label>
      {rows === undefined ? (
        <input {...shared} type={type} autoComplete="off" onChange={(event) => onChange(event.target.value)} className={className} />
      ) : (
        <textarea {...shared} rows={rows} onChange={(event) => onChange(event.target.value)} className={`${className} resize-y`} />
      )}
      {children}
    </div>
  );
}
