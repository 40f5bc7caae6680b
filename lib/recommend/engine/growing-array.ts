// A typed array that grows as values are pushed: the index build collects millions of numbers per list, which plain
// arrays hold at twice the size and with more garbage. Values live in chunks of a fixed size, so growing never copies
// (a doubling array holds its old and new copies at once: three times the data at the worst moment), and done()
// releases each chunk as soon as it is copied into the final array, so the peak is the data and one chunk more.
type TypedArray = Int32Array | Float32Array | Uint8Array;

/** 2^16 values a chunk: 256 kB of 32-bit values, small beside the lists, large enough that chunks are few. */
const CHUNK_BITS = 16;
const CHUNK = 1 << CHUNK_BITS;
const MASK = CHUNK - 1;

export class GrowingArray<T extends TypedArray> {
  private chunks: T[] = [];
  length = 0;

  constructor(private readonly make: (size: number) => T) {}

  push(value: number): void {
    const offset = this.length & MASK;
    if (offset === 0) this.chunks.push(this.make(CHUNK));
    this.chunks[this.length >>> CHUNK_BITS][offset] = value;
    this.length += 1;
  }

  at(position: number): number {
    return this.chunks[position >>> CHUNK_BITS][position & MASK];
  }

  /** The values pushed, in an array of their own size. Ends this array: it is empty afterwards. */
  done(): T {
    const values = this.make(this.length);
    for (let chunk = 0; chunk < this.chunks.length; chunk += 1) {
      const start = chunk * CHUNK;
      const part = this.chunks[chunk];
      values.set((start + CHUNK <= this.length ? part : part.subarray(0, this.length - start)) as never, start);
      // Released at once, so a large list is never held twice.
      (this.chunks as (T | undefined)[])[chunk] = undefined;
    }
    this.chunks = [];
    this.length = 0;
    return values;
  }
}

export const growingInt32 = () => new GrowingArray((size) => new Int32Array(size));
export const growingFloat32 = () => new GrowingArray((size) => new Float32Array(size));
