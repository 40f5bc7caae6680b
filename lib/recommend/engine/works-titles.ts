// The titles of the articles each journal published, for the reasons (never their abstracts): UTF-8 in one buffer
// rather than millions of strings, read back only for the journals an answer shows.
import { growingInt32 } from './growing-array';

export interface WorksTitles {
  bytes: Uint8Array;
  /** Article a's title is bytes[offsets[a] … offsets[a+1]). */
  offsets: Int32Array;
  /** Journal d's articles are first[d] … first[d] + count[d] − 1. */
  first: Int32Array;
  count: Int32Array;
}

const encoder = new TextEncoder();
const decoder = new TextDecoder();

export class WorksTitlesBuilder {
  private bytes = new Uint8Array(1 << 20);
  private size = 0;
  private readonly offsets = growingInt32();
  private readonly journals = new Map<number, { first: number; count: number }>();

  /** A journal's titles, added once. */
  add(doc: number, titles: readonly string[]): void {
    this.journals.set(doc, { first: this.offsets.length, count: titles.length });
    for (const title of titles) {
      // UTF-8 takes at most three bytes per UTF-16 unit.
      if (this.size + title.length * 3 > this.bytes.length) {
        const larger = new Uint8Array(Math.max(this.bytes.length * 2, this.size + title.length * 3));
        larger.set(this.bytes.subarray(0, this.size));
        this.bytes = larger;
      }
      this.offsets.push(this.size);
      this.size += encoder.encodeInto(title, this.bytes.subarray(this.size)).written;
    }
  }

  build(documentCount: number): WorksTitles {
    this.offsets.push(this.size);
    const first = new Int32Array(documentCount);
    const count = new Int32Array(documentCount);
    for (const [doc, range] of this.journals) {
      first[doc] = range.first;
      count[doc] = range.count;
    }
    return { bytes: this.bytes.slice(0, this.size), offsets: this.offsets.done(), first, count };
  }
}

export function titlesOf(titles: WorksTitles, doc: number): string[] {
  const found: string[] = [];
  for (let article = titles.first[doc]; article < titles.first[doc] + titles.count[doc]; article += 1) {
    found.push(decoder.decode(titles.bytes.subarray(titles.offsets[article], titles.offsets[article + 1])));
  }
  return found;
}

export const emptyWorksTitles = (documentCount: number): WorksTitles => new WorksTitlesBuilder().build(documentCount);
