// The history's figures as a table, the same the charts draw, for screen readers and anyone who wants the numbers:
// every year of the span, a year the data lacks said in words.
import type { SjrYear } from '@/lib/schemas/sjr-history';
import { alignToYears } from './history-years';

export interface HistoryTableTexts {
  caption: string;
  year: string;
  sjr: string;
  quartile: string;
  hIndex: string;
  documents: string;
  noData: string;
  notAvailable: string;
}

interface JournalHistoryTableProps {
  history: SjrYear[];
  years: number[];
  texts: HistoryTableTexts;
  format: (value: number, fractionDigits?: number) => string;
}

const cell = 'px-3 py-1.5 text-right tabular-nums';

export function JournalHistoryTable({ history, years, texts, format }: JournalHistoryTableProps) {
  const value = (figure: number | null, digits = 0) => (figure === null ? texts.notAvailable : format(figure, digits));
  const aligned = alignToYears(history, years);
  return (
    <table className="mt-3 w-full text-sm" data-testid="journal-history-table">
      <caption className="sr-only">{texts.caption}</caption>
      <thead>
        <tr className="border-b border-slate-200 text-slate-600">
          <th scope="col" className="px-3 py-1.5 text-left font-medium">{texts.year}</th>
          <th scope="col" className={`${cell} font-medium`}>{texts.sjr}</th>
          <th scope="col" className={`${cell} font-medium`}>{texts.quartile}</th>
          <th scope="col" className={`${cell} font-medium`}>{texts.hIndex}</th>
          <th scope="col" className={`${cell} font-medium`}>{texts.documents}</th>
        </tr>
      </thead>
      <tbody>
        {years.map((year, at) => {
          const entry = aligned[at];
          return (
            <tr key={year} className="border-b border-slate-100" data-testid="journal-history-row" data-year={year}>
              <th scope="row" className="px-3 py-1.5 text-left font-medium text-slate-800">{year}</th>
              {entry ? (
                <>
                  <td className={cell}>{value(entry.sjr, 3)}</td>
                  <td className={cell}>{entry.quartile ?? texts.notAvailable}</td>
                  <td className={cell}>{value(entry.hIndex)}</td>
                  <td className={cell}>{value(entry.documents)}</td>
                </>
              ) : (
                <td colSpan={4} className="px-3 py-1.5 text-right text-slate-500">{texts.noData}</td>
              )}
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
