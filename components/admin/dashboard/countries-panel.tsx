'use client';
// The Top Countries panel: a from/to pair with Refresh, then the loading text, the error, the not-configured help,
// the empty message, or the pie and the table of the top 10 countries by impressions.
import { type FormEvent, useState } from 'react';
import { Pie } from 'react-chartjs-2';
import { adminTexts, countryName } from '../admin-texts';
import { paletteFor } from './chart-setup';
import { CountriesTable } from './countries-table';
import { defaultCountryRange } from './country-range';
import { DashboardCard } from './dashboard-card';
import { useCountries } from './use-countries';

const texts = adminTexts.countries;
const dateInput = 'mt-1 block rounded-lg border border-slate-300 px-2 py-1.5 text-sm';

function CountriesBody({ countries }: { countries: ReturnType<typeof useCountries> }) {
  if (countries.isLoading) return <p role="status" className="text-sm text-slate-500" data-testid="countries-loading">{texts.loading}</p>;
  if (countries.error) return <p role="alert" className="text-sm text-red-700" data-testid="countries-error">{countries.error}</p>;
  if (!countries.isConfigured) return <p className="text-sm text-amber-800" data-testid="countries-not-configured">{texts.notConfigured}</p>;
  if (countries.rows.length === 0) return <p className="text-sm text-slate-500" data-testid="countries-empty">{texts.empty}</p>;
  const labels = countries.rows.map((row) => countryName(row.countryCode));
  const impressions = countries.rows.map((row) => row.impressions);
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <div className="relative h-64">
        <Pie role="img" aria-label={`${texts.title}: ${labels.map((label, index) => `${label} ${impressions[index]}`).join(', ')}`}
          options={{ maintainAspectRatio: false }}
          data={{ labels, datasets: [{ label: texts.impressions, data: impressions, backgroundColor: paletteFor(labels.length) }] }} />
      </div>
      <CountriesTable rows={countries.rows} />
    </div>
  );
}

export function CountriesPanel() {
  const [range, setRange] = useState(defaultCountryRange);
  const countries = useCountries(range);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    void countries.refresh();
  }

  return (
    <DashboardCard title={texts.title} testId="countries-panel" className="lg:col-span-2">
      <form onSubmit={submit} className="mb-4 flex flex-wrap items-end gap-3">
        <label className="text-sm text-slate-700">
          {texts.from}
          <input type="date" value={range.startDate} data-testid="countries-from" className={dateInput}
            onChange={(event) => setRange((previous) => ({ ...previous, startDate: event.target.value }))} />
        </label>
        <label className="text-sm text-slate-700">
          {texts.to}
          <input type="date" value={range.endDate} data-testid="countries-to" className={dateInput}
            onChange={(event) => setRange((previous) => ({ ...previous, endDate: event.target.value }))} />
        </label>
        <button type="submit" disabled={countries.isLoading} data-testid="countries-refresh"
          className="rounded-lg bg-blue-700 px-4 py-2 text-sm font-semibold text-white hover:bg-blue-800 disabled:opacity-60">
          {texts.refresh}
        </button>
      </form>
      <CountriesBody countries={countries} />
    </DashboardCard>
  );
}
