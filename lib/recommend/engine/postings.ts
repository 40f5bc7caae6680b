// Inverted lists in typed arrays: for each term, the documents that hold it and a precomputed weight (BM25's
// saturated, length-normalised term frequency), so a query only adds numbers up.

export interface Postings {
  docs: Int32Array;
  weights: Float32Array;
  /** The term's number among its index's terms, for per-term arrays (0, 1, 2, … in build order). */
  id: number;
}

export class PostingsBuilder {
  private readonly terms = new Map<string, Map<number, number>>();

  add(key: string, doc: number, value: number): void {
    let docs = this.terms.get(key);
    if (!docs) this.terms.set(key, (docs = new Map()));
    docs.set(doc, (docs.get(doc) ?? 0) + value);
  }

  get(key: string, doc: number): number {
    return this.terms.get(key)?.get(doc) ?? 0;
  }

  keys(): IterableIterator<string> {
    return this.terms.keys();
  }

  /** `transform(raw, doc)` turns the summed value into the stored weight (e.g. BM25 saturation). */
  build(transform: (value: number, doc: number) => number): Map<string, Postings> {
    const built = new Map<string, Postings>();
    for (const [key, docs] of this.terms) {
      const ids = Int32Array.from(docs.keys()).sort();
      const weights = new Float32Array(ids.length);
      ids.forEach((doc, position) => {
        weights[position] = transform(docs.get(doc) ?? 0, doc);
      });
      built.set(key, { docs: ids, weights, id: built.size });
    }
    return built;
  }
}

/**
 * The builder for documents added one after the other, each once: lists grow in document order, so no per-term map
 * and no sort are needed (the catalogue has hundreds of thousands of postings).
 */
export class DocumentPostingsBuilder {
  private readonly docs = new Map<string, number[]>();
  private readonly values = new Map<string, number[]>();

  /** `terms`: the document's summed value per term. Documents must come in increasing order. */
  addDocument(doc: number, terms: Map<string, number>): void {
    for (const [key, value] of terms) {
      let docs = this.docs.get(key);
      if (!docs) {
        this.docs.set(key, (docs = []));
        this.values.set(key, []);
      }
      docs.push(doc);
      this.values.get(key)?.push(value);
    }
  }

  build(transform: (value: number) => number): Map<string, Postings> {
    const built = new Map<string, Postings>();
    for (const [key, docs] of this.docs) {
      const weights = Float32Array.from(this.values.get(key) ?? [], transform);
      built.set(key, { docs: Int32Array.from(docs), weights, id: built.size });
    }
    return built;
  }
}

/** BM25's inverse document frequency, never negative. */
export function inverseDocumentFrequency(documentFrequency: number, documentCount: number): number {
  return Math.log(1 + (documentCount - documentFrequency + 0.5) / (documentFrequency + 0.5));
}

export const K1 = 1.2;

/** BM25's saturation of a (length-normalised) term frequency: grows with tf, never past K1 + 1. */
export const saturate = (frequency: number): number => (frequency * (K1 + 1)) / (frequency + K1);
