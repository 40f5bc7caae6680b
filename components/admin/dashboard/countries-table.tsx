// The Top Countries table: Country (its name when admin-texts knows the code, else the raw code), Clicks, Impr., CTR
// as a percentage with 2 decimals, Pos with 1 decimal; the total impressions under it.
import type { CountryRow } from '@/lib/admin/client/admin-types';
import { adminLocale, adminTexts, countryName } from '../admin-texts';

const texts = adminTexts.countries;
const cell = 'px-3 py-2 text-right tabular-nums';

export function CountriesTable({ rows }: { rows: CountryRow[] }) {
  const totalImpressions = rows.reduce((sum, row) => sum + row.impressions, 0);
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-sm" data-testid="countries-table">
        <thead className="border-b border-slate-200 text-xs uppercase text-slate-500">
          <tr>
            <th scope="col" className="px-3 py-2 text-left">{texts.country}</th>
            <th scope="col" className="px-3 py-2 text-right">{texts.clicks}</th>
            <th scope="col" className="px-3 py-2 text-right">{texts.impressions}</th>
            <th scope="col" className="px-3 py-2 text-right">{texts.ctr}</th>
            <th scope="col" className="px-3 py-2 text-right">{texts.position}</th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {rows.map((row) => (
            <tr key={row.countryCode} data-testid="countries-row">
              <th scope="row" className="px-3 py-2 text-left font-medium text-slate-800">{countryName(row.countryCode)}</th>
              <td className={cell}>{row.clicks.toLocaleString(adminLocale)}</td>
              <td className={cell}>{row.impressions.toLocaleString(adminLocale)}</td>
              {/* The console gives CTR as a fraction (0.0123 is 1.23%). */}
              <td className={cell}>{(row.ctr * 100).toFixed(2)}%</td>
              <td className={cell}>{row.position.toFixed(1)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="mt-3 text-sm text-slate-600" data-testid="countries-total">
        {texts.totalImpressions}: <strong>{totalImpressions.toLocaleString(adminLocale)}</strong>
      </p>
    </div>
  );
}
