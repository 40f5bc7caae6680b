// One SJR record to typed journal fields. Every column is mapped (see sjr-columns.ts for the names); a bad cell
// throws a CellError naming its column, and the reader adds the file and line.
import type { SjrJournal } from './journal-record';
import { splitIssns } from '../../import/normalise-issn';
import { parseAreas, parseCategories } from './parse-categories';
import type { SjrColumns } from './sjr-columns';
import {
  CellError,
  optionalText,
  parseDecimal,
  parseInteger,
  parseQuartile,
  parseYesNo,
} from '../../import/parse-values';

const discontinuedSuffix = /\(discontinued\)\s*$/i;

export function mapSjrRow(fields: string[], columns: SjrColumns, header: string[]): SjrJournal {
  const read = <T>(index: number | null, parse: (text: string) => T): T => {
    const text = index === null ? '' : (fields[index] ?? '');
    try {
      return parse(text);
    } catch (error) {
      if (error instanceof CellError && index !== null) {
        throw new CellError(`column "${header[index]}": ${error.message}`);
      }
      throw error;
    }
  };
  const need = <T>(index: number, parse: (text: string) => T | null): T =>
    read(index, (text) => {
      const value = parse(text);
      if (value === null || value === '') throw new CellError('is empty');
      return value;
    });

  const sourceId = need(columns.sourceId, (text) => {
    if (!/^\d{1,18}$/.test(text.trim())) throw new CellError(`"${text}" is not a Sourceid`);
    return text.trim().replace(/^0+(?=\d)/, '');
  });
  const rawIssn = read(columns.issn, (text) => text.trim());
  const issn = rawIssn === '-' ? '' : rawIssn;
  const rawCategories = read(columns.categories, optionalText);
  const rawAreas = read(columns.areas, optionalText);
  const categoryQuartiles = rawCategories ? parseCategories(rawCategories) : [];
  const title = need(columns.title, optionalText);
  const publisher = columns.publisher.map((index) => read(index, optionalText)).find((value) => value !== null);

  return {
    sourceId,
    rank: need(columns.rank, parseInteger),
    title,
    type: need(columns.type, optionalText),
    issn,
    issns: splitIssns(issn),
    publisher: publisher ?? null,
    isOpenAccess: read(columns.openAccess, parseYesNo),
    isOpenAccessDiamond: read(columns.openAccessDiamond, parseYesNo),
    sjr: read(columns.sjr, parseDecimal),
    sjrBestQuartile: read(columns.quartile, parseQuartile),
    hIndex: read(columns.hIndex, parseInteger),
    docsYear: columns.totalDocsYear.year,
    totalDocsYear: read(columns.totalDocsYear.index, parseInteger),
    totalDocs3Years: read(columns.totalDocs3Years, parseInteger),
    totalRefs: read(columns.totalRefs, parseInteger),
    totalCites3Years: read(columns.totalCites3Years, parseInteger),
    citableDocs3Years: read(columns.citableDocs3Years, parseInteger),
    citesPerDoc2Years: read(columns.citesPerDoc2Years, parseDecimal),
    refPerDoc: read(columns.refPerDoc, parseDecimal),
    femalePercent: read(columns.femalePercent, parseDecimal),
    overton: read(columns.overton, parseInteger),
    sdg: read(columns.sdg, parseInteger),
    country: read(columns.country, optionalText),
    region: read(columns.region, optionalText),
    coverage: read(columns.coverage, optionalText),
    categories: rawCategories,
    areas: rawAreas,
    areaList: rawAreas ? parseAreas(rawAreas) : [],
    categoryList: categoryQuartiles.map((category) => category.name),
    categoryQuartiles,
    isDiscontinued: discontinuedSuffix.test(title),
    // The edition's year is the year its "Total Docs. (YYYY)" counts: SJR 2025 counts 2025.
    dataYear: columns.totalDocsYear.year,
  };
}
