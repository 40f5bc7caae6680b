// Reads the catalogue the recommender ranks: the Scopus/SJR journals still covered (type "journal": book series,
// conference proceedings and discontinued titles are no place to submit a paper) and the SINTA journals, one per
// website (the favourite identifier), with any scope texts an operator supplied.
// Each entry is written out field by field in one order, not spread from the database's row: spread rows each came
// out with a hidden class of their own (measured in a heap snapshot: 43,110 property descriptor arrays, 20 MB, one per
// entry), where literals of one shape share one. The names of areas, categories, countries, publishers and
// affiliations, repeated over some 200,000 values, are kept once each.
import 'server-only';
import { journalMetricSelect } from '../catalogue/journal-figures';
import { db } from '../core/db';
import { sintaFavoriteId } from '../shared/sinta-favorite-id';
import type { CatalogueEntry, CategoryQuartile, ScopusEntry, SintaEntry } from './engine/catalogue-entry';
import { loadScopeTexts } from './load-scope-texts';

/** The one copy of each equal string read through it. */
function stringPool() {
  const pool = new Map<string, string>();
  return <T extends string | null>(value: T): T => {
    if (value === null) return value;
    const kept = pool.get(value);
    if (kept !== undefined) return kept as T;
    pool.set(value, value);
    return value;
  };
}

function categoryQuartiles(value: unknown, intern: (value: string) => string): CategoryQuartile[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((item: unknown) => {
    const { name, quartile } = (item ?? {}) as { name?: unknown; quartile?: unknown };
    return typeof name === 'string' ? [{ name: intern(name), quartile: typeof quartile === 'string' ? intern(quartile) : null }] : [];
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
      doaj: { select: { languages: true } },
    },
  });
  const intern = stringPool();
  return rows.map((row) => {
    const sourceId = row.sourceId.toString();
    return {
      type: 'scopus',
      sourceId,
      title: row.title,
      areaList: row.areaList.map(intern),
      categoryList: row.categoryList.map(intern),
      categoryQuartiles: categoryQuartiles(row.categoryQuartiles, intern),
      publisher: intern(row.publisher),
      country: intern(row.country),
      sjr: row.sjr,
      sjrBestQuartile: intern(row.sjrBestQuartile),
      isOpenAccess: row.isOpenAccess,
      isOpenAccessDiamond: row.isOpenAccessDiamond,
      apcAmount: row.apcAmount,
      apcCurrency: intern(row.apcCurrency),
      apcSource: row.apcSource,
      reviewTimeWeeks: row.reviewTimeWeeks,
      acceptanceRate: row.acceptanceRate,
      metricsSource: row.metricsSource,
      apcYear: row.apcYear,
      apcOrigin: intern(row.apcOrigin),
      apcObservedOn: row.apcObservedOn,
      metrics: row.metrics,
      doajLanguages: row.doaj ? row.doaj.languages.map(intern) : null,
      scope: scopes.get(sourceId) ?? null,
    };
  });
}

async function loadSinta(scopes: Map<string, string>): Promise<SintaEntry[]> {
  const rows = await db.sintaJournal.findMany({
    // The better level first, so that of two profiles sharing a website the better one is kept.
    orderBy: [{ accreditation: 'asc' }, { id: 'asc' }],
    select: {
      id: true, title: true, websiteUrl: true, profileUrl: true, subjectAreas: true, affiliation: true, accreditation: true,
      doaj: { select: { languages: true, hasApc: true } },
    },
  });
  const seen = new Set<string>();
  const intern = stringPool();
  return rows.flatMap((row) => {
    // Profiles are one journal when they share a favourite id (two "#!" websites are two journals).
    const favoriteId = sintaFavoriteId({ website: row.websiteUrl, profileUrl: row.profileUrl });
    if (seen.has(favoriteId)) return [];
    seen.add(favoriteId);
    const entry: SintaEntry = {
      type: 'sinta',
      id: row.id,
      title: row.title,
      websiteUrl: row.websiteUrl,
      ...(favoriteId !== row.websiteUrl && { favoriteId }),
      subjectAreas: row.subjectAreas.map(intern),
      affiliation: intern(row.affiliation),
      accreditation: row.accreditation,
      doajLanguages: row.doaj ? row.doaj.languages.map(intern) : null,
      doajHasApc: row.doaj ? row.doaj.hasApc : null,
      scope: scopes.get(row.websiteUrl) ?? null,
    };
    return [entry];
  });
}

export async function loadCatalogueEntries(): Promise<CatalogueEntry[]> {
  const scopes = await loadScopeTexts();
  const [scopus, sinta] = await Promise.all([loadScopus(scopes), loadSinta(scopes)]);
  return [...scopus, ...sinta];
}
