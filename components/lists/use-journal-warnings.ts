'use client';
// The warnings of one journal for its mark, asked for in batches: every mark rendered in the same moment (a page of
// cards) joins one GET /api/journal/warnings call of up to 60 ids, and SWR keeps each journal's answer for the visit
// (the lists change only with an import). A failed call is retried a few times, and shows no mark meanwhile rather
// than an error: the journal's own page still carries its warnings.
import useSWR from 'swr';
import { fetchJson } from '@/lib/client/fetch-json';
import type { JournalWarning } from '@/lib/lists/journal-warnings';
import { MAX_WARNING_IDS } from '@/lib/shared/warning-ids';

interface Waiting {
  resolve: (warnings: JournalWarning[]) => void;
  reject: (error: unknown) => void;
}

const queue = new Map<string, Waiting[]>();
let isFlushScheduled = false;

async function askFor(ids: string[]): Promise<void> {
  const waiting = ids.map((id) => [id, queue.get(id) ?? []] as const);
  for (const id of ids) queue.delete(id);
  try {
    const answer = await fetchJson<{ warnings: Record<string, JournalWarning[]> }>(
      `/api/journal/warnings?ids=${ids.map(encodeURIComponent).join(',')}`,
    );
    for (const [id, callers] of waiting) for (const caller of callers) caller.resolve(answer.warnings[id] ?? []);
  } catch (error) {
    for (const [, callers] of waiting) for (const caller of callers) caller.reject(error);
  }
}

function flush(): void {
  isFlushScheduled = false;
  const ids = [...queue.keys()];
  for (let start = 0; start < ids.length; start += MAX_WARNING_IDS) void askFor(ids.slice(start, start + MAX_WARNING_IDS));
}

function fetchWarnings([, id]: readonly [string, string]): Promise<JournalWarning[]> {
  return new Promise((resolve, reject) => {
    queue.set(id, [...(queue.get(id) ?? []), { resolve, reject }]);
    if (!isFlushScheduled) {
      isFlushScheduled = true;
      // After the current render's effects: every card of the page has asked by then.
      setTimeout(flush, 0);
    }
  });
}

/** The journal's warnings; undefined while unknown (loading, failed, or no id). */
export function useJournalWarnings(id: string | null | undefined): JournalWarning[] | undefined {
  const { data } = useSWR(id ? (['journal-warnings', id] as const) : null, fetchWarnings, {
    revalidateIfStale: false,
    revalidateOnFocus: false,
    revalidateOnReconnect: false,
    // A warning is worth asking again for: a call that failed (the server busy, the network down) is retried a few
    // times with SWR's growing waits.
    errorRetryCount: 4,
  });
  return data;
}
