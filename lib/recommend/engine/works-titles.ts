// The titles of the articles each journal published, for the reasons (never their abstracts): UTF-8 in one buffer
// rather than millions of strings, read back only for the titles an answer shows. Each title's distinct terms (the
// works index's ids, as the build analysed them) are kept beside it, so the reasons find a journal's best matching
// titles by looking ids up rather than by tokenizing, detecting the language of and stemming its hundred titles again
// for every answer (that took about two thirds of an answer's time at 100 articles a journal).
import { growingInt32 } from './growing-array';

export interface WorksTitles {
  bytes: Uint8Array;
  /** Article a's title is bytes[offsets[a] … offsets[a+1]). */
  offsets: Int32Array;
  /** Journal d's articles are first[d] … first[d] + count[d] − 1. */
  first: Int32Array;
  count: Int32Array;
  /** Article a's title terms are termIds[termOffsets[a] … termOffsets[a+1]), each once, in the index's term ids. */
  termOffsets: Int32Array;
  termIds: Int32Array;
}

const encoder = new TextEncoder();
const decoder = new TextDecoder();

/** Titles are encoded into chunks of this size, joined once at the end (never a doubling buffer and its copy). */
const BYTE_CHUNK = 1 << 20;

export class WorksTitlesBuilder {
  private readonly chunks: Uint8Array[] = [];
  private chunk = new Uint8Array(0);
  /** Bytes used in the current chunk, and in all chunks before it. */
  private used = 0;
  private size = 0;
  private readonly offsets = growingInt32();
  private readonly termOffsets = growingInt32();
  private readonly termIds = growingInt32();
  private readonly journals = new Map<number, { first: number; count: number }>();

  /** The next article's title terms (the build's term ids), before its journal's titles are added. */
  addTerms(ids: readonly number[], count: number): void {
    this.termOffsets.push(this.termIds.length);
    for (let position = 0; position < count; position += 1) this.termIds.push(ids[position]);
  }

  /** A journal's titles, added once, after the terms of each of them (addTerms). */
  add(doc: number, titles: readonly string[]): void {
    this.journals.set(doc, { first: this.offsets.length, count: titles.length });
    for (const title of titles) {
      // UTF-8 takes at most three bytes per UTF-16 unit.
      const room = title.length * 3;
      if (this.used + room > this.chunk.length) {
        this.chunks.push(this.chunk.subarray(0, this.used));
        this.chunk = new Uint8Array(Math.max(BYTE_CHUNK, room));
        this.used = 0;
      }
      this.offsets.push(this.size);
      const written = encoder.encodeInto(title, this.chunk.subarray(this.used)).written;
      this.used += written;
      this.size += written;
    }
  }

  /** The chunks' used bytes in one array, each chunk let go once copied. */
  private joinedBytes(): Uint8Array {
    this.chunks.push(this.chunk.subarray(0, this.used));
    const bytes = new Uint8Array(this.size);
    let at = 0;
    for (let index = 0; index < this.chunks.length; index += 1) {
      bytes.set(this.chunks[index], at);
      at += this.chunks[index].length;
      this.chunks[index] = new Uint8Array(0);
    }
    this.chunks.length = 0;
    this.chunk = new Uint8Array(0);
    this.used = 0;
    return bytes;
  }

  /** `renumbered`: the build's term ids to the index's (-1 for a term no journal kept, left out). */
  build(documentCount: number, renumbered: Int32Array = new Int32Array(0)): WorksTitles {
    if (this.termOffsets.length !== this.offsets.length) throw new Error('every title needs its terms (addTerms)');
    this.offsets.push(this.size);
    const termOffsets = new Int32Array(this.termOffsets.length + 1);
    const termIds = growingInt32();
    for (let article = 0; article < this.termOffsets.length; article += 1) {
      termOffsets[article] = termIds.length;
      const end = article + 1 < this.termOffsets.length ? this.termOffsets.at(article + 1) : this.termIds.length;
      for (let position = this.termOffsets.at(article); position < end; position += 1) {
        const id = renumbered[this.termIds.at(position)];
        if (id >= 0) termIds.push(id);
      }
    }
    termOffsets[this.termOffsets.length] = termIds.length;
    const first = new Int32Array(documentCount);
    const count = new Int32Array(documentCount);
    for (const [doc, range] of this.journals) {
      first[doc] = range.first;
      count[doc] = range.count;
    }
    return { bytes: this.joinedBytes(), offsets: this.offsets.done(), first, count, termOffsets, termIds: termIds.done() };
  }
}

/** Article a's title (a is one of first[d] … first[d] + count[d] − 1). */
export const titleOf = (titles: WorksTitles, article: number): string =>
  decoder.decode(titles.bytes.subarray(titles.offsets[article], titles.offsets[article + 1]));

export function titlesOf(titles: WorksTitles, doc: number): string[] {
  const found: string[] = [];
  for (let article = titles.first[doc]; article < titles.first[doc] + titles.count[doc]; article += 1) {
    found.push(titleOf(titles, article));
  }
  return found;
}

export const emptyWorksTitles = (documentCount: number): WorksTitles => new WorksTitlesBuilder().build(documentCount);
