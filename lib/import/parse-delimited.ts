// A streaming reader of delimited text (SJR, the APC tab file, operators' CSVs). SJR has bare quotes inside quoted
// fields ("University "MEPhI""): a quote closes a field only before a delimiter or line end; `""` is one quote.
// With `strictQuotes` (RFC 4180 files such as Scopus exports) `""` is always one quote, so `""x"", y` inside a
// quoted field stays one field.
import { ImportFileError } from './import-file-error';

/** The separator of a header line: whichever of comma, semicolon and tab splits it most. */
export function detectDelimiter(headerLine: string): string {
  const counts = [',', ';', '\t'].map((delimiter) => [delimiter, headerLine.split(delimiter).length] as const);
  return counts.reduce((best, next) => (next[1] > best[1] ? next : best))[0];
}

export interface DelimitedRecord {
  /** 1-based line of the file where the record starts (the header is line 1). */
  line: number;
  fields: string[];
}

interface Parsed {
  fields: string[];
  next: number;
}

const isRecordEnd = (char: string | undefined) => char === '\n' || char === '\r';

/** One record starting at `start`, or null when the text ends before the record is known to be complete. */
function parseRecord(
  text: string,
  start: number,
  delimiter: string,
  isFinal: boolean,
  strictQuotes: boolean,
): Parsed | null {
  const fields: string[] = [];
  let index = start;
  for (;;) {
    if (text[index] === '"') {
      let value = '';
      index += 1;
      for (;;) {
        const quote = text.indexOf('"', index);
        if (quote < 0) {
          if (!isFinal) return null;
          throw new Error('a quoted field is never closed');
        }
        value += text.slice(index, quote);
        if (quote + 1 >= text.length && !isFinal) return null;
        const after = text[quote + 1];
        if (after === undefined || after === delimiter || isRecordEnd(after)) {
          index = quote + 1;
          break;
        }
        if (after === '"') {
          if (quote + 2 >= text.length && !isFinal) return null;
          const third = text[quote + 2];
          // `Institute"";` is a bare quote followed by the closing one, not an escaped pair.
          const closesNext = !strictQuotes && (third === undefined || third === delimiter || isRecordEnd(third));
          value += '"';
          index = closesNext ? quote + 1 : quote + 2;
          continue;
        }
        value += '"';
        index = quote + 1;
      }
      fields.push(value);
    } else {
      let end = index;
      while (end < text.length && text[end] !== delimiter && !isRecordEnd(text[end])) end += 1;
      if (end >= text.length && !isFinal) return null;
      fields.push(text.slice(index, end));
      index = end;
    }
    if (index >= text.length) return isFinal ? { fields, next: index } : null;
    if (text[index] === delimiter) {
      index += 1;
      continue;
    }
    if (text[index] === '\r') {
      if (index + 1 >= text.length && !isFinal) return null;
      index += text[index + 1] === '\n' ? 2 : 1;
    } else {
      index += 1;
    }
    return { fields, next: index };
  }
}

function countLineBreaks(text: string, from: number, to: number): number {
  let count = 0;
  for (let index = text.indexOf('\n', from); index >= 0 && index < to; index = text.indexOf('\n', index + 1)) {
    count += 1;
  }
  return count;
}

/** Reads records from chunks of decoded text; blank lines are skipped. Errors name the line. */
export async function* parseDelimited(
  chunks: AsyncIterable<string>,
  options: { delimiter: string; label: string; strictQuotes?: boolean },
): AsyncGenerator<DelimitedRecord> {
  let pending = '';
  let line = 1;
  let isFirst = true;
  const drain = function* (isFinal: boolean): Generator<DelimitedRecord> {
    let position = 0;
    while (position < pending.length) {
      let parsed: Parsed | null;
      try {
        parsed = parseRecord(pending, position, options.delimiter, isFinal, options.strictQuotes ?? false);
      } catch (error) {
        throw new ImportFileError(`${options.label} line ${line}: ${(error as Error).message}`);
      }
      if (!parsed) break;
      const isBlank = parsed.fields.length === 1 && parsed.fields[0] === '';
      if (!isBlank) yield { line, fields: parsed.fields };
      line += countLineBreaks(pending, position, parsed.next);
      position = parsed.next;
    }
    pending = pending.slice(position);
  };
  for await (const chunk of chunks) {
    // A byte-order mark is not part of the first column's name.
    pending += isFirst ? chunk.replace(/^\uFEFF/, '') : chunk;
    isFirst = false;
    yield* drain(false);
  }
  yield* drain(true);
}
