import { FlatPostingsMap } from './flat-postings-map';

// Three terms: "a" in documents 0 and 2, "b" in none, "c" in document 1.
const flat = {
  offsets: Int32Array.from([0, 2, 2, 3]),
  docs: Int32Array.from([0, 2, 1]),
  weights: Float32Array.from([0.5, 0.25, 1]),
};

test("a term's postings are its slice of the flat lists, with its id; an unknown term has none", async () => {
  let pauses = 0;
  const map = await FlatPostingsMap.build(['a', 'b', 'c'], flat, async () => pauses++, 2);
  expect(pauses).toBe(1); // between the slices of two terms
  expect(map.size).toBe(3);
  expect(map.get('a')).toEqual({ docs: Int32Array.from([0, 2]), weights: Float32Array.from([0.5, 0.25]), id: 0 });
  expect(map.get('b')).toEqual({ docs: new Int32Array(0), weights: new Float32Array(0), id: 1 });
  expect(map.get('c')).toEqual({ docs: Int32Array.from([1]), weights: Float32Array.from([1]), id: 2 });
  expect(map.get('d')).toBeUndefined();
  expect(map.has('c')).toBe(true);
  expect(map.has('d')).toBe(false);
  // Views, not copies: the flat arrays' memory is shared.
  expect(map.get('c')?.docs.buffer).toBe(flat.docs.buffer);
});

test('it iterates as the Map it replaces, in id order', async () => {
  const map = await FlatPostingsMap.build(['a', 'b', 'c'], flat, async () => undefined);
  expect([...map.keys()]).toEqual(['a', 'b', 'c']);
  expect([...map.values()].map((postings) => postings.id)).toEqual([0, 1, 2]);
  expect([...map].map(([key, postings]) => `${key}:${postings.docs.length}`)).toEqual(['a:2', 'b:0', 'c:1']);
  const seen: string[] = [];
  map.forEach((postings, key) => seen.push(`${key}${postings.id}`));
  expect(seen).toEqual(['a0', 'b1', 'c2']);
});
