// A typed array that grows as values are pushed: the index build collects millions of numbers per list, which plain
// arrays hold at twice the size and with more garbage.
type TypedArray = Int32Array | Float32Array | Uint8Array;

export class GrowingArray<T extends TypedArray> {
  private values: T;
  length = 0;

  constructor(private readonly make: (size: number) => T, initial = 1024) {
    this.values = make(initial);
  }

  push(value: number): void {
    if (this.length === this.values.length) {
      const larger = this.make(this.values.length * 2);
      larger.set(this.values as never);
      this.values = larger;
    }
    this.values[this.length] = value;
    this.length += 1;
  }

  at(position: number): number {
    return this.values[position];
  }

  /** The values pushed, in a array of their own size. */
  done(): T {
    return this.values.slice(0, this.length) as T;
  }
}

export const growingInt32 = () => new GrowingArray((size) => new Int32Array(size));
export const growingFloat32 = () => new GrowingArray((size) => new Float32Array(size));
