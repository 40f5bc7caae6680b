// Whether a SINTA profile number exists, for proxy.ts to answer a SINTA journal page's 404 before it renders: one
// lookup by primary key. No `import 'server-only'`: proxy.ts imports this module, and its bundle is not built for
// React's server condition.
import { db } from '../core/db';
import { parseSintaId } from '../shared/sinta-id-rule';

export async function sintaJournalExists(text: string): Promise<boolean> {
  const id = parseSintaId(text);
  if (id === null) return false;
  const rows = await db.$queryRaw<unknown[]>`SELECT 1 FROM sinta_journals WHERE id = ${id}`;
  return rows.length > 0;
}
