import { SlotCounter } from './slot-counter';

test('lets in up to the limit per key, and again once a slot is given back', () => {
  const slots = new SlotCounter(2);
  expect([slots.take('a'), slots.take('a'), slots.take('a')]).toEqual([true, true, false]);
  expect(slots.take('b')).toBe(true); // keys do not share slots
  slots.release('a');
  expect(slots.used('a')).toBe(1);
  expect(slots.take('a')).toBe(true);
  slots.release('b');
  slots.release('b'); // a release too many never makes room past the limit
  expect(slots.used('b')).toBe(0);
  expect([slots.take('b'), slots.take('b'), slots.take('b')]).toEqual([true, true, false]);
});
