// A language's message catalogue as its file holds it (ICU message text), for GET /locales/{lng}/translation.json.
// The catalogues the app imports (load-messages.ts) are not that: next-intl's plugin precompiles them at build time
// (next.config.ts) into the arrays its formatter walks, so the file itself is read.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Locale } from './routing';

/** The file's text, JSON as written in messages/{locale}.json. */
export function readMessageFile(locale: Locale): Promise<string> {
  return readFile(path.join(/*turbopackIgnore: true*/ process.cwd(), 'messages', `${locale}.json`), 'utf8');
}
