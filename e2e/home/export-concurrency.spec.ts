// Exports at once over HTTP, through the built server and its streaming of answers: of ten premium exports of the
// whole catalogue sent together, two stream, four wait their turn and four are refused at once with 429 `exportsBusy`
// and Retry-After in the one error shape. No body is read until the refusals are in (an 8 MB file cannot finish into
// the socket's buffers, so no slot frees before), then every started file is read whole; one client leaves mid-file
// and the others still come whole.
import { expect, test } from '@playwright/test';
import { registerAndLogIn } from '../accounts/account-helpers';
import { createInvoice, payInSandbox } from '../premium/billing-helpers';

const RUNNING = 2;
const WAITING = 4;
const SENT = 10;

test('ten exports at once: two stream, four wait, four get 429 with Retry-After; every started file is whole', async ({ request, baseURL }) => {
  test.setTimeout(600_000);
  // One account after another: registering hashes a password, which a busy server bounds.
  const tokens: string[] = [];
  for (let index = 0; index < SENT; index += 1) {
    const { token } = await registerAndLogIn(request);
    await payInSandbox(request, token, await createInvoice(request, token, '1-month'));
    tokens.push(token);
  }
  const leaving = new AbortController();
  const answers = tokens.map((token, index) =>
    fetch(`${baseURL}/api/journal/export?lang=en`, {
      headers: { 'x-auth-token': token },
      signal: index === 0 ? leaving.signal : undefined,
    }),
  );
  // The running answers and the refusals come first; the waiting ones only once a running file ends.
  const early: Response[] = await new Promise((resolve, reject) => {
    const arrived: Response[] = [];
    for (const answer of answers) {
      answer.then((response) => {
        arrived.push(response);
        if (arrived.length === SENT - WAITING) resolve(arrived);
      }, reject);
    }
  });
  const refused = early.filter((response) => response.status === 429);
  expect(early.filter((response) => response.status === 200)).toHaveLength(RUNNING);
  expect(refused).toHaveLength(SENT - RUNNING - WAITING);
  for (const response of refused) {
    expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await response.json()).toEqual({ code: 'rate_limited', message: 'exportsBusy' });
  }

  // The first client leaves mid-file if it was let in; either way every other started file comes whole.
  const first = await answers[0];
  if (first.status === 200) {
    await first.body!.getReader().read();
    leaving.abort();
  }
  // A waiting export is let in when a running one ends, or after its longest wait refused like the others (on a
  // machine so slow that the files ahead take longer): a whole file or a refusal, never a file cut short.
  const files = await Promise.all(
    answers.slice(1).map(async (answer) => {
      const response = await answer;
      if (response.status === 200) return response.text();
      if (refused.includes(response)) return null;
      expect(response.status).toBe(429);
      expect(await response.json()).toEqual({ code: 'rate_limited', message: 'exportsBusy' });
      return null;
    }),
  );
  const texts = files.filter((text): text is string => text !== null);
  expect(texts.length).toBeGreaterThanOrEqual(RUNNING - (first.status === 200 ? 1 : 0));
  // Whole: as many rows as the first line announces, and no last line saying the file stopped. (Each file's cells are
  // read as a spreadsheet reads them in app/api/journal/export/export-concurrency.int.test.ts; six 9 MB files read
  // that way here took minutes of this worker's CPU.)
  for (const text of texts) {
    const lines = text.split('\r\n').filter((line) => line !== '');
    const total = Number(/Rows: all (\d+) matching journals\./.exec(lines[0] ?? '')?.[1]);
    expect(total).toBeGreaterThan(30_000);
    expect(lines).toHaveLength(total + 2);
    expect(lines.slice(2).some((line) => line.startsWith('#') || line.startsWith('"#'))).toBe(false);
  }
});
