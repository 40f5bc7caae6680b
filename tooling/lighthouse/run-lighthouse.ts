// One Lighthouse run of one page, in a plain Node process of its own (lighthouse-worker.mjs says why), read into the
// figures the bench reports.
import { spawn } from 'node:child_process';
import path from 'node:path';
import type { Result } from 'lighthouse';
import { type CspIssue, type PageFigures, readPageFigures } from './read-page-figures';

const worker = path.join(process.cwd(), 'tooling', 'lighthouse', 'lighthouse-worker.mjs');

export async function runLighthouse(url: string, chromePath: string): Promise<PageFigures> {
  const child = spawn(process.execPath, [worker, url, chromePath], { stdio: ['ignore', 'pipe', 'inherit'] });
  const chunks: Buffer[] = [];
  child.stdout.on('data', (chunk: Buffer) => chunks.push(chunk));
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
  if (code !== 0) throw new Error(`Lighthouse on ${url} failed (exit ${code})`);
  const { lhr, cspIssues } = JSON.parse(Buffer.concat(chunks).toString('utf8')) as { lhr: Result; cspIssues: CspIssue[] };
  if (lhr.runtimeError) throw new Error(`Lighthouse on ${url}: ${lhr.runtimeError.message}`);
  return readPageFigures(lhr, cspIssues);
}
