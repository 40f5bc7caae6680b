// The inverted lists as the main thread keeps them: every term's documents and weights laid end to end in three typed
// arrays (as they crossed from the build's worker), and a term's Postings made when it is asked for. One pair of
// array views per term, made up front for the catalogue's ~100,000 terms, held ~25 MB of heap for lists a query reads
// a few dozen of.
import type { Postings } from './postings';

/** Every term's list laid end to end, in id order: term i's documents are at offsets[i] … offsets[i+1]. */
export interface FlatPostings {
  offsets: Int32Array;
  docs: Int32Array;
  weights: Float32Array;
}

/** Each key's position in `keys`, made a slice of keys at a time with `pause` awaited between (the event loop turns). */
export async function idsByKey(keys: readonly string[], pause: () => Promise<unknown>, slice = 10_000) {
  const ids = new Map<string, number>();
  for (let id = 0; id < keys.length; id += 1) {
    if (id > 0 && id % slice === 0) await pause();
    ids.set(keys[id], id);
  }
  return ids;
}

export class FlatPostingsMap implements ReadonlyMap<string, Postings> {
  private constructor(
    private readonly ids: ReadonlyMap<string, number>,
    private readonly flat: FlatPostings,
  ) {}

  /** Over `keys` (term i is keys[i]) and their flat lists; `pause` is awaited between slices of terms. */
  static async build(keys: readonly string[], flat: FlatPostings, pause: () => Promise<unknown>, slice = 10_000) {
    return new FlatPostingsMap(await idsByKey(keys, pause, slice), flat);
  }

  get size(): number {
    return this.ids.size;
  }

  has(key: string): boolean {
    return this.ids.has(key);
  }

  get(key: string): Postings | undefined {
    const id = this.ids.get(key);
    return id === undefined ? undefined : this.at(id);
  }

  private at(id: number): Postings {
    const { offsets, docs, weights } = this.flat;
    const start = offsets[id];
    const end = offsets[id + 1];
    return { docs: docs.subarray(start, end), weights: weights.subarray(start, end), id };
  }

  *entries(): MapIterator<[string, Postings]> {
    for (const [key, id] of this.ids) yield [key, this.at(id)];
  }

  keys(): MapIterator<string> {
    return this.ids.keys();
  }

  *values(): MapIterator<Postings> {
    for (const id of this.ids.values()) yield this.at(id);
  }

  [Symbol.iterator](): MapIterator<[string, Postings]> {
    return this.entries();
  }

  forEach(callback: (value: Postings, key: string, map: ReadonlyMap<string, Postings>) => void): void {
    for (const [key, value] of this.entries()) callback(value, key, this);
  }
}
