import en from '../../messages/en.json';
import id from '../../messages/id.json';
import { catalogueNumberFormat } from '@/lib/catalogue/catalogue-number-format';
import type { FigureTranslator } from './figure-text';
import { sjrTrendText } from './sjr-trend-text';

/** The SjrTrend messages use `{name}` arguments only. */
function translatorOf(messages: Record<string, string>): FigureTranslator {
  return (key, values = {}) => {
    const message = messages[key];
    if (message === undefined) throw new Error(`no message ${key}`);
    return message.replace(/\{(\w+)\}/g, (_, name: string) => String(values[name]));
  };
}

const english = { t: translatorOf(en.SjrTrend), format: catalogueNumberFormat('en') };
const indonesian = { t: translatorOf(id.SjrTrend), format: catalogueNumberFormat('id') };

describe('sjrTrendText', () => {
  it('writes the year before and the change in English', () => {
    const journal = { SJR: 1.234, dataYear: 2025, sjrPrevious: { value: 1.1, year: 2024 } };
    const text = sjrTrendText(journal, english.t, english.format);
    expect(text).toEqual({
      label: 'SJR 2025',
      value: '1.234',
      trend: { text: '(2024: 1.1, ▲ +12%)', spoken: 'up 12% from 2024' },
      source: 'SCImago Journal Rank 2025, 2024',
    });
  });

  it('writes numbers the Indonesian way, a fall with its sign and small changes with a decimal', () => {
    const fall = sjrTrendText(
      { SJR: 104.065, dataYear: 2025, sjrPrevious: { value: 145.004, year: 2024 } },
      indonesian.t,
      indonesian.format,
    );
    expect(fall.value).toBe('104,065');
    expect(fall.trend).toEqual({ text: '(2024: 145,004, ▼ −28%)', spoken: 'turun 28% dari 2024' });
    const slightRise = { SJR: 1.004, dataYear: 2025, sjrPrevious: { value: 1, year: 2024 } };
    const small = sjrTrendText(slightRise, indonesian.t, indonesian.format);
    expect(small.trend?.text).toBe('(2024: 1, ▲ +0,4%)');
    const same = sjrTrendText({ SJR: 2, dataYear: 2025, sjrPrevious: { value: 2, year: 2024 } }, english.t, english.format);
    expect(same.trend).toEqual({ text: '(2024: 2, unchanged)', spoken: 'unchanged since 2024' });
  });

  it('names only the current year without an earlier figure, and no change without a current one', () => {
    expect(sjrTrendText({ SJR: 0.5, dataYear: 2025, sjrPrevious: null }, english.t, english.format)).toEqual({
      label: 'SJR 2025',
      value: '0.5',
      trend: null,
      source: 'SCImago Journal Rank 2025',
    });
    const withoutCurrent = { SJR: null, dataYear: 2025, sjrPrevious: { value: 0.7, year: 2024 } };
    const noCurrent = sjrTrendText(withoutCurrent, english.t, english.format);
    expect(noCurrent.value).toBeNull();
    expect(noCurrent.trend?.text).toBe('(2024: 0.7)');
  });
});
