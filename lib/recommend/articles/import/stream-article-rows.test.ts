// The article readers stream: each row comes out as soon as its line is whole, before the rest of the file is read,
// so an import holds one record of the file at a time, whatever its size.
import { streamArticleCsv } from './parse-article-csv';
import { streamArticleJsonl } from './parse-article-jsonl';

/** Chunks of `lines`, two lines each, counting how many the reader has pulled. */
function chunked(lines: string[]) {
  const pulled = { count: 0 };
  async function* chunks(): AsyncGenerator<string> {
    for (let start = 0; start < lines.length; start += 2) {
      pulled.count += 1;
      yield lines.slice(start, start + 2).join('\n') + '\n';
    }
  }
  return { pulled, chunks: chunks(), total: Math.ceil(lines.length / 2) };
}

const body = Array.from({ length: 200 }, (_, k) => k);

test('a JSON Lines reader yields the first article once the first of a hundred chunks is read', async () => {
  const lines = body.map((k) => JSON.stringify({ title: `Article ${k}`, issn: '12345678', keywords: ['x'] }));
  const { pulled, chunks, total } = chunked(lines);
  const reader = streamArticleJsonl(chunks, 'big.jsonl');
  const first = await reader.next();
  expect(first.value).toMatchObject({ line: 1, title: 'Article 0' });
  expect(pulled.count).toBe(1);
  let rows = 1;
  for (let next = await reader.next(); !next.done; next = await reader.next()) rows += 1;
  expect({ rows, pulled: pulled.count }).toEqual({ rows: 200, pulled: total });
});

test('a CSV reader yields the first article before the third chunk is read, and says the format at the end', async () => {
  const lines = ['Title,Source title,ISSN,Year', ...body.map((k) => `"Article ${k}",Annals of Things,12345678,2020`)];
  const { pulled, chunks, total } = chunked(lines);
  const reader = streamArticleCsv(chunks, 'scopus.csv');
  const first = await reader.next();
  expect(first.value).toMatchObject({ line: 2, title: 'Article 0' });
  expect(pulled.count).toBeLessThanOrEqual(2);
  let next = await reader.next();
  let rows = 1;
  for (; !next.done; next = await reader.next()) rows += 1;
  expect({ rows, format: next.value, pulled: pulled.count }).toEqual({ rows: 200, format: 'scopus', pulled: total });
});
