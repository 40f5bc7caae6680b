import { growingFloat32, growingInt32 } from './growing-array';

describe('GrowingArray', () => {
  it('keeps every value pushed across many chunks, in order, and gives them back in an array of their own size', () => {
    const values = growingInt32();
    const count = 200_003; // three chunks and a part
    for (let value = 0; value < count; value += 1) values.push(value * 7 - 5);
    expect(values.length).toBe(count);
    expect([values.at(0), values.at(65_535), values.at(65_536), values.at(count - 1)]).toEqual([
      -5,
      65_535 * 7 - 5,
      65_536 * 7 - 5,
      (count - 1) * 7 - 5,
    ]);
    const done = values.done();
    expect(done).toBeInstanceOf(Int32Array);
    expect(done.length).toBe(count);
    expect(done.every((value, index) => value === index * 7 - 5)).toBe(true);
  });

  it('is empty after done(), and an array nothing was pushed to is done as an empty one', () => {
    const values = growingFloat32();
    values.push(1.5);
    expect(Array.from(values.done())).toEqual([1.5]);
    expect(values.length).toBe(0);
    expect(values.done()).toEqual(new Float32Array(0));
  });
});
