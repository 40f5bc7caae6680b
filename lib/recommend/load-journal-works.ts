// Reads what the ranked journals published (journal_articles, journal_topics) for the index build, a page of journals
// at a time so neither this thread nor the worker holds millions of rows at once: per journal its newest articles'
// titles, keywords and languages, the newest abstracts cut in SQL, and its OpenAlex topics.
import 'server-only';
import { db } from '../core/db';
import type { JournalWorks } from './engine/works-index';
import { worksSettings } from './engine/weights';

const JOURNALS_PER_PAGE = 500;
/** Characters of an abstract read: enough for worksSettings.abstractWords words. */
const ABSTRACT_CHARACTERS = worksSettings.abstractWords * 10;

type Row = Omit<JournalWorks, 'topics'> & { topics: JournalWorks['topics'] | null };

async function readPage(after: bigint): Promise<Row[]> {
  return db.$queryRaw<Row[]>`
    WITH page AS (
      SELECT j.source_id FROM journals j
       WHERE j.source_id > ${after} AND j.type = 'journal' AND NOT j.is_discontinued
         AND (EXISTS (SELECT 1 FROM journal_articles a WHERE a.source_id = j.source_id)
           OR EXISTS (SELECT 1 FROM journal_topics t WHERE t.source_id = j.source_id))
       ORDER BY j.source_id LIMIT ${JOURNALS_PER_PAGE}),
    ranked AS (
      SELECT a.source_id, a.title, a.keywords, a.abstract, a.language,
             row_number() OVER (PARTITION BY a.source_id ORDER BY a.year DESC NULLS LAST, a.id DESC) AS n
        FROM journal_articles a JOIN page p ON p.source_id = a.source_id),
    newest AS (SELECT * FROM ranked WHERE n <= ${worksSettings.articlesPerJournal})
    SELECT p.source_id::text AS "sourceId",
      COALESCE((SELECT array_agg(r.title ORDER BY r.n) FROM newest r WHERE r.source_id = p.source_id), '{}') AS titles,
      COALESCE((SELECT array_agg(array_to_string(r.keywords, '; ') ORDER BY r.n) FROM newest r
                 WHERE r.source_id = p.source_id), '{}') AS keywords,
      COALESCE((SELECT array_agg(r.language ORDER BY r.n) FROM newest r WHERE r.source_id = p.source_id), '{}')
        AS languages,
      COALESCE((SELECT array_agg(left(r.abstract, ${ABSTRACT_CHARACTERS}) ORDER BY r.n) FROM newest r
                 WHERE r.source_id = p.source_id AND r.n <= ${worksSettings.abstractsPerJournal}), '{}') AS abstracts,
      (SELECT json_agg(json_build_object('name', t.name, 'count', t.count)) FROM journal_topics t
        WHERE t.source_id = p.source_id) AS topics
    FROM page p ORDER BY p.source_id`;
}

/** The works of every ranked journal that has any, in chunks of up to JOURNALS_PER_PAGE journals. */
export async function* loadJournalWorks(): AsyncGenerator<JournalWorks[]> {
  let after = BigInt(-1);
  for (;;) {
    const rows = await readPage(after);
    if (rows.length === 0) return;
    yield rows.map((row) => ({ ...row, topics: row.topics ?? [] }));
    after = BigInt(rows[rows.length - 1].sourceId);
  }
}
