// One SINTA row to a typed journal. Placeholder ISSNs ("0", "-", "") become null, real ones are also kept in the
// catalogue's 8-character form for exact cross-links; a bad accreditation, number or profile URL names its column.
import { normaliseIssn } from '../../import/normalise-issn';
import { CellError, parseYesNo } from '../../import/parse-values';
import { cleanListText } from '../../shared/normalise-link';
import { parseSintaLevel } from '../../shared/sinta-accreditation';
import { parseIndonesianCount, parseIndonesianDecimal } from './parse-sinta-numbers';
import type { SintaRecord } from './sinta-record';

export const sintaColumnNames = [
  'Nama Jurnal',
  'Profile URL',
  'Google Scholar URL',
  'Website URL',
  'Editor URL',
  'P-ISSN',
  'E-ISSN',
  'Subject Area',
  'Afiliasi',
  'Akreditasi Sinta',
  'Scopus Indexed',
  'Garuda Indexed',
  'Impact',
  'H5-index',
  'Citations 5yr',
  'Citations',
] as const;

export type SintaColumn = (typeof sintaColumnNames)[number];

const optional = (text: string) => cleanListText(text) || null;

/** The ISSN as SINTA shows it, or null for the placeholders that mean "none" (no digit, or only zeros). */
export function sintaIssnText(text: string): string | null {
  const value = cleanListText(text);
  return /[1-9]/.test(value) ? value : null;
}

/** The 8-character form, or null: en dashes and stray dots/brackets around an ISSN are not part of it. */
export function sintaIssn(text: string): string | null {
  const value = sintaIssnText(text);
  return value ? normaliseIssn(value.replace(/[\u2013\u2014]/g, '-').replace(/^[^\dX]+|[^\dX]+$/gi, '')) : null;
}

export function mapSintaRow(cell: (column: SintaColumn) => string): SintaRecord {
  const read = <T>(column: SintaColumn, parse: (text: string) => T): T => {
    try {
      return parse(cell(column));
    } catch (error) {
      if (error instanceof CellError) throw new CellError(`column "${column}": ${error.message}`);
      throw error;
    }
  };
  const profileUrl = read('Profile URL', (text) => {
    if (!/\/profile\/\d+\/?$/.test(text.trim())) throw new CellError(`"${text}" is not a SINTA profile URL`);
    return text.trim();
  });
  const required = (column: SintaColumn) =>
    read(column, (text) => {
      const value = cleanListText(text);
      if (!value) throw new CellError('is empty');
      return value;
    });
  const issns = [read('P-ISSN', sintaIssn), read('E-ISSN', sintaIssn)].filter((issn): issn is string => issn !== null);
  return {
    id: Number(/\/profile\/(\d+)/.exec(profileUrl)![1]),
    title: required('Nama Jurnal'),
    profileUrl,
    googleScholarUrl: read('Google Scholar URL', optional),
    websiteUrl: read('Website URL', (text) => {
      if (!text.trim()) throw new CellError('is empty');
      return text.trim();
    }),
    editorUrl: read('Editor URL', optional),
    pIssn: read('P-ISSN', sintaIssnText),
    eIssn: read('E-ISSN', sintaIssnText),
    issns: [...new Set(issns)],
    subjectAreas: [...new Set(read('Subject Area', (text) => text.split(',').map(cleanListText).filter(Boolean)))],
    affiliation: read('Afiliasi', optional),
    accreditation: read('Akreditasi Sinta', (text) => {
      const level = parseSintaLevel(text);
      if (level === null) throw new CellError(`"${text}" is not an accreditation (S1 Accredited to S6 Accredited)`);
      return level;
    }),
    isScopusIndexed: read('Scopus Indexed', parseYesNo),
    isGarudaIndexed: read('Garuda Indexed', parseYesNo),
    impact: read('Impact', parseIndonesianDecimal),
    h5Index: read('H5-index', parseIndonesianCount),
    citations5Years: read('Citations 5yr', parseIndonesianCount),
    citations: read('Citations', parseIndonesianCount),
  };
}
