// One row of an operator's metrics CSV, checked by zod: a key (Sourceid, or ISSN), then review time in whole weeks
// and/or acceptance rate, and an optional source label. Acceptance rates are stored as percentages (0–100).
import { z } from 'zod';
import { normaliseIssn } from '../../import/normalise-issn';

const blankToUndefined = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value);

/** "12", "12.5" or "12,5" (a spreadsheet in a decimal-comma locale). */
const decimal = z.preprocess(
  (value) =>
    typeof value === 'string' && /^\s*-?\d+([.,]\d+)?\s*$/.test(value) ? Number(value.replace(',', '.')) : value,
  z.number({ error: 'must be a number' }),
);

export const metricsRowSchema = z
  .object({
    sourceId: z.preprocess(blankToUndefined, z.string().trim().regex(/^\d{1,18}$/, 'must be digits').optional()),
    issn: z.preprocess(
      blankToUndefined,
      z
        .string()
        .transform((text, context) => {
          const issn = normaliseIssn(text);
          if (!issn) context.addIssue({ code: 'custom', message: `"${text}" is not an ISSN (NNNN-NNNN)` });
          return issn ?? '';
        })
        .optional(),
    ),
    reviewTimeWeeks: z.preprocess(
      blankToUndefined,
      decimal.pipe(z.number().int('must be a whole number of weeks').min(0).max(520)).optional(),
    ),
    /** As written: "23", "23%", "0.23"; scaled to a percentage for the whole file by scaleAcceptanceRates. */
    acceptanceRate: z.preprocess(
      blankToUndefined,
      z
        .string()
        .trim()
        .transform((text, context) => {
          const isPercent = text.endsWith('%');
          const number = decimal.safeParse(isPercent ? text.slice(0, -1).trim() : text);
          if (!number.success || number.data < 0 || number.data > 100) {
            context.addIssue({ code: 'custom', message: `"${text}" is not a rate between 0 and 100 (or 0 and 1)` });
            return { value: 0, isPercent };
          }
          return { value: number.data, isPercent };
        })
        .optional(),
    ),
    source: z.preprocess(blankToUndefined, z.string().trim().max(200).optional()),
  })
  .refine((row) => row.sourceId !== undefined || row.issn !== undefined, {
    message: 'needs a Sourceid or an ISSN',
  })
  .refine((row) => row.reviewTimeWeeks !== undefined || row.acceptanceRate !== undefined, {
    message: 'sets nothing: review_time_weeks and acceptance_rate are both empty',
  });

export type MetricsRowInput = z.input<typeof metricsRowSchema>;
export type MetricsRowParsed = z.output<typeof metricsRowSchema>;
