// Reads the catalogue the recommender ranks: the Scopus/SJR journals still covered (type "journal": book series,
// conference proceedings and discontinued titles are no place to submit a paper) and the SINTA journals, one per
// website (the favourite identifier), with any scope texts an operator supplied.
import 'server-only';
import { journalMetricSelect } from '../catalogue/journal-figures';
import { db } from '../core/db';
import type { CatalogueEntry, CategoryQuartile, ScopusEntry, SintaEntry } from './engine/catalogue-entry';
import { loadScopeTexts } from './load-scope-texts';

function categoryQuartiles(value: unknown): CategoryQuartile[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((item: unknown) => {
    const { name, quartile } = (item ?? {}) as { name?: unknown; quartile?: unknown };
    return typeof name === 'string' ? [{ name, quartile: typeof quartile === 'string' ? quartile : null }] : [];
  });
}

async function loadScopus(scopes: Map<string, string>): Promise<ScopusEntry[]> {
  const rows = await db.journal.findMany({
    where: { type: 'journal', isDiscontinued: false },
    orderBy: { rank: 'asc' },
    select: {
      sourceId: true, title: true, areaList: true, categoryList: true, categoryQuartiles: true, publisher: true,
      country: true, sjr: true, sjrBestQuartile: true, isOpenAccess: true, isOpenAccessDiamond: true, apcAmount: true,
      apcCurrency: true, apcSource: true, reviewTimeWeeks: true, acceptanceRate: true, metricsSource: true,
      apcYear: true, apcOrigin: true, apcObservedOn: true, metrics: { select: journalMetricSelect },
    },
  });
  return rows.map(({ sourceId, categoryQuartiles: quartiles, ...row }) => ({
    ...row,
    type: 'scopus',
    sourceId: sourceId.toString(),
    categoryQuartiles: categoryQuartiles(quartiles),
    scope: scopes.get(sourceId.toString()) ?? null,
  }));
}

async function loadSinta(scopes: Map<string, string>): Promise<SintaEntry[]> {
  const rows = await db.sintaJournal.findMany({
    // The better level first, so that of two profiles sharing a website the better one is kept.
    orderBy: [{ accreditation: 'asc' }, { id: 'asc' }],
    select: { id: true, title: true, websiteUrl: true, subjectAreas: true, affiliation: true, accreditation: true },
  });
  const seen = new Set<string>();
  return rows.flatMap((row) => {
    if (seen.has(row.websiteUrl)) return [];
    seen.add(row.websiteUrl);
    return [{ ...row, type: 'sinta' as const, scope: scopes.get(row.websiteUrl) ?? null }];
  });
}

export async function loadCatalogueEntries(): Promise<CatalogueEntry[]> {
  const scopes = await loadScopeTexts();
  const [scopus, sinta] = await Promise.all([loadScopus(scopes), loadSinta(scopes)]);
  return [...scopus, ...sinta];
}
