// The table of a list page (new and discontinued titles): a captioned table with a header row, in a region that
// scrolls sideways on narrow screens and can be scrolled with the keyboard (it takes focus, named by the caption).
import type { ReactNode } from 'react';

const headClassName = 'whitespace-nowrap px-4 py-3 text-left text-xs font-semibold uppercase tracking-wide text-slate-600';

interface ListTableProps {
  testId: string;
  /** Read by screen readers only; also names the scrolling region. */
  caption: string;
  captionId: string;
  /** The header row's texts, in column order. */
  columns: string[];
  /** The scrolling region's test id, where a test looks for it. */
  wrapperTestId?: string;
  /** Added to the region's classes (e.g. to show it only from some width). */
  className?: string;
  /** The body's rows. */
  children: ReactNode;
}

export function ListTable({ testId, caption, captionId, columns, wrapperTestId, className = '', children }: ListTableProps) {
  return (
    <div
      role="region"
      aria-labelledby={captionId}
      tabIndex={0}
      data-testid={wrapperTestId}
      className={`overflow-x-auto rounded-xl border border-slate-200 bg-white shadow-sm ${className}`}
    >
      <table data-testid={testId} className="min-w-full divide-y divide-slate-200 text-sm">
        <caption id={captionId} className="sr-only">
          {caption}
        </caption>
        <thead className="bg-slate-50">
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col" className={headClassName}>
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">{children}</tbody>
      </table>
    </div>
  );
}
