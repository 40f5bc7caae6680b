// The map of research topics as vendored: OpenAlex's 4,516 topics (data/topics/openalex-topics.json.gz, CC0; see
// data/SOURCES.md), read from disk once per thread and checked by zod, so a damaged file fails the build loudly.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { z } from 'zod';

const named = z.object({ id: z.string().min(1), display_name: z.string().min(1) });

const topicSchema = z.object({
  id: z.string().min(1),
  display_name: z.string().min(1),
  description: z.string(),
  keywords: z.array(z.string()),
  subfield: named,
  field: named,
});

export type SourceTopic = z.infer<typeof topicSchema>;

const topicsPath = () => path.join(/*turbopackIgnore: true*/ process.cwd(), 'data', 'topics', 'openalex-topics.json.gz');

let cached: SourceTopic[] | undefined;

export function readTopicSource(): SourceTopic[] {
  cached ??= z.array(topicSchema).parse(JSON.parse(gunzipSync(readFileSync(topicsPath())).toString('utf8')));
  return cached;
}
