// Reads the optional scope-text file named by RECOMMEND_SCOPE_FILE (format: engine/parse-scope-texts.ts) at each
// index build, so an operator's edit is picked up with the next catalogue check.
import 'server-only';
import { readFile } from 'node:fs/promises';
import { env } from '../core/env';
import { describeError, log } from '../core/log';
import { parseScopeTexts } from './engine/parse-scope-texts';

export async function loadScopeTexts(file = env.RECOMMEND_SCOPE_FILE): Promise<Map<string, string>> {
  if (!file) return new Map();
  try {
    return parseScopeTexts(await readFile(file, 'utf8'));
  } catch (error) {
    // A missing or unreadable file must not take recommendations down: they work without scope texts.
    log.error('recommendation scope file unreadable; continuing without it', { file, ...describeError(error) });
    return new Map();
  }
}
