// Where each field sits in an SJR file, by header name, never position: SCImago renames columns between editions
// (2025: "Total Citations (3years)", Overton for SDG, two Publisher columns). A missing required column stops it.

export interface SjrColumns {
  rank: number;
  sourceId: number;
  title: number;
  type: number;
  issn: number;
  /** Every "Publisher" column: the 2025 file has two (identical in every row); the first non-empty one wins. */
  publisher: number[];
  openAccess: number | null;
  openAccessDiamond: number | null;
  sjr: number;
  quartile: number;
  hIndex: number;
  /** "Total Docs. (2025)": the column and the year it counts. */
  totalDocsYear: { index: number; year: number };
  totalDocs3Years: number;
  totalRefs: number;
  totalCites3Years: number;
  citableDocs3Years: number;
  citesPerDoc2Years: number;
  refPerDoc: number;
  femalePercent: number | null;
  overton: number | null;
  sdg: number | null;
  country: number;
  region: number | null;
  coverage: number | null;
  categories: number;
  areas: number | null;
}

const normalise = (name: string) => name.trim().toLowerCase().replace(/\s+/g, ' ');

export function resolveSjrColumns(header: string[]): SjrColumns {
  const names = header.map(normalise);
  const missing: string[] = [];
  const optional = (...aliases: string[]): number | null => {
    for (const alias of aliases) {
      const index = names.indexOf(normalise(alias));
      if (index >= 0) return index;
    }
    return null;
  };
  const required = (...aliases: string[]): number => {
    const index = optional(...aliases);
    if (index === null) missing.push(aliases.join('" or "'));
    return index ?? -1;
  };
  const docsIndex = names.findIndex((name) => /^total docs\. \(\d{4}\)$/.test(name));
  const docsYear = docsIndex >= 0 ? Number(/\((\d{4})\)/.exec(names[docsIndex]!)![1]) : 0;
  if (docsIndex < 0) missing.push('Total Docs. (<year>)');
  const publisher = names.flatMap((name, index) => (name === 'publisher' ? [index] : []));

  const columns: SjrColumns = {
    rank: required('Rank'),
    sourceId: required('Sourceid'),
    title: required('Title'),
    type: required('Type'),
    issn: required('Issn'),
    publisher,
    openAccess: optional('Open Access'),
    openAccessDiamond: optional('Open Access Diamond'),
    sjr: required('SJR'),
    quartile: required('SJR Best Quartile'),
    hIndex: required('H index'),
    totalDocsYear: { index: docsIndex, year: docsYear },
    totalDocs3Years: required('Total Docs. (3years)'),
    totalRefs: required('Total Refs.'),
    totalCites3Years: required('Total Citations (3years)', 'Total Cites (3years)'),
    citableDocs3Years: required('Citable Docs. (3years)'),
    citesPerDoc2Years: required('Citations / Doc. (2years)', 'Cites / Doc. (2years)'),
    refPerDoc: required('Ref. / Doc.'),
    femalePercent: optional('%Female'),
    overton: optional('Overton'),
    sdg: optional('SDG'),
    country: required('Country'),
    region: optional('Region'),
    coverage: optional('Coverage'),
    categories: required('Categories'),
    areas: optional('Areas'),
  };
  if (publisher.length === 0) missing.push('Publisher');
  if (missing.length > 0) throw new Error(`missing column(s): "${missing.join('", "')}"`);
  return columns;
}
