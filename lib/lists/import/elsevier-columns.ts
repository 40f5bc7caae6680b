// Which column of an Elsevier spreadsheet holds which field, by header name, never position: Elsevier's lists have
// used several wordings over the years. Names compare without case, extra spaces or a trailing colon or full stop;
// every accepted wording is listed here (and in data/SOURCES.md). Other columns are ignored and reported.

export type ElsevierField =
  | 'sourceId'
  | 'title'
  | 'issn'
  | 'eissn'
  | 'publisher'
  | 'reason'
  | 'year'
  | 'coverage'
  | 'volume'
  | 'issue'
  | 'pageRange'
  | 'date'
  | 'month';

const shared: Partial<Record<ElsevierField, string[]>> = {
  sourceId: ['sourceid', 'source id', 'sourcerecord id', 'source record id', 'scopus source id', 'scopus sourceid'],
  title: ['title', 'source title', 'journal title', 'source name', 'journal name', 'journal'],
  issn: ['issn', 'print-issn', 'print issn', 'p-issn', 'pissn', 'issn (print)'],
  eissn: ['eissn', 'e-issn', 'electronic issn', 'online issn', 'issn (online)', 'issn (electronic)'],
  publisher: ['publisher', "publisher's name", 'publisher name', 'publishers name', 'publisher’s name'],
};

export const discontinuedAliases: Partial<Record<ElsevierField, string[]>> = {
  ...shared,
  reason: [
    'reason for discontinuation',
    'discontinued reason',
    'discontinuation reason',
    'reason for discontinuing',
    'reason discontinued',
    'reason',
  ],
  year: ['year of discontinuation', 'discontinued year', 'discontinuation year', 'year discontinued', 'year'],
  coverage: ['coverage discontinued in scopus', 'coverage discontinued', 'discontinued coverage'],
  volume: ['volume', 'vol', 'vol.'],
  issue: ['issue', 'issue no', 'issue number', 'no', 'number'],
  pageRange: ['page range', 'pages', 'page'],
};

export const acceptedAliases: Partial<Record<ElsevierField, string[]>> = {
  ...shared,
  date: ['date accepted', 'accepted date', 'acceptance date', 'date of acceptance', 'accepted on', 'date added', 'date'],
  month: ['month', 'month accepted', 'accepted month', 'month of acceptance'],
  year: ['year', 'year accepted', 'accepted year'],
};

export const normaliseHeader = (name: string) =>
  name
    .trim()
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .replace(/[:.]$/, '');

/** The field of one header name; a "Source Title (…note…)" header counts as the title, as Scopus writes it. */
export function fieldOfHeader(
  name: string,
  aliases: Partial<Record<ElsevierField, string[]>>,
): ElsevierField | null {
  const normalised = normaliseHeader(name);
  for (const [field, names] of Object.entries(aliases) as [ElsevierField, string[]][]) {
    if (names.includes(normalised)) return field;
  }
  return /^source title\b/.test(normalised) ? 'title' : null;
}

export interface ResolvedColumns {
  indexOf: Partial<Record<ElsevierField, number>>;
  ignored: string[];
}

/** Maps the header; throws a message when a field appears twice (which of the two would be a guess). */
export function resolveColumns(header: string[], aliases: Partial<Record<ElsevierField, string[]>>): ResolvedColumns {
  const indexOf: Partial<Record<ElsevierField, number>> = {};
  const ignored: string[] = [];
  header.forEach((name, index) => {
    const field = fieldOfHeader(name, aliases);
    if (!field) {
      if (name.trim()) ignored.push(name.trim());
      return;
    }
    if (indexOf[field] !== undefined) {
      throw new Error(`the columns "${header[indexOf[field]!]}" and "${name}" both hold the ${field}`);
    }
    indexOf[field] = index;
  });
  return { indexOf, ignored };
}
