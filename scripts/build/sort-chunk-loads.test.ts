import { expect, test } from 'vitest';
import { sortChunkLoads } from './reproducible-build-plugin.ts';

test('a lazy import lists its chunks in ascending id order, whatever order split chunks gave them', () => {
  const built = 'a=async()=>(await Promise.all([n.e(47),n.e(57),n.e(9),n.e(38)]).then(n.bind(n,8129))).Page';
  const sorted = sortChunkLoads(built);
  expect(sorted).toBe(
    'a=async()=>(await Promise.all([n.e(9),n.e(38),n.e(47),n.e(57)]).then(n.bind(n,8129))).Page',
  );
  // Same length: the source map's columns after the list still point at the same code.
  expect(sorted).toHaveLength(built.length);
  expect(sortChunkLoads(sorted)).toBe(sorted);
});

test('leaves alone what is not a list of chunk loads', () => {
  const text = 'Promise.all([fetch(a),n.e(3)]);Promise.all([d.e(21)]).then(f);x.e(9)';
  expect(sortChunkLoads(text)).toBe(text);
});
