// Joins each SJR journal with its APC candidates (dataverse rows by ISSN, Wiley's listing and the estimate by
// Sourceid, its DOAJ entry by ISSN) and keeps the one chooseApc picks, with the DOAJ entry's key. Lookups only: the
// rule itself lives in choose-apc.ts.
import type { PublisherApcRow } from './apc-price';
import { chooseApc } from './choose-apc';
import type { ApcFields, DoajLinkField, SjrJournal } from './journal-record';
import { type DoajIndex, matchDoaj } from '../../doaj/doaj-index';
import type { ApcEstimates } from './read-apc-estimates';
import type { PublisherApcIndex } from './read-publisher-apcs';

export function attachApcs(
  journals: SjrJournal[],
  publisherApcs: PublisherApcIndex,
  estimates: ApcEstimates,
  pricesBySourceId: Map<string, PublisherApcRow> = new Map(),
  doajIndex: DoajIndex = new Map(),
): (SjrJournal & ApcFields & DoajLinkField)[] {
  return journals.map((journal) => {
    const publisherRows = new Set<PublisherApcRow>();
    for (const issn of journal.issns) for (const row of publisherApcs.get(issn) ?? []) publisherRows.add(row);
    const listed = pricesBySourceId.get(journal.sourceId);
    if (listed) publisherRows.add(listed);
    const estimate = estimates.bySourceId.get(journal.sourceId);
    const doaj = matchDoaj(doajIndex, journal.issns);
    return {
      ...journal,
      doajKey: doaj?.key ?? null,
      ...chooseApc({
        doaj,
        type: journal.type,
        country: journal.country,
        publisherRows: [...publisherRows],
        estimate: estimate === undefined ? null : { amountUsd: estimate, year: estimates.year },
        isOpenAccessDiamond: journal.isOpenAccessDiamond,
      }),
    };
  });
}
