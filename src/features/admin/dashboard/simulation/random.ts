/** An injectable source of randomness, so the live-panel simulations are deterministic in tests. */
export type Random = () => number;

/** mulberry32: a tiny seeded generator; the same seed gives the same sequence. */
export function seededRandom(seed: number): Random {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** One item of a non-empty list, chosen by `random`. */
export function pick<T>(random: Random, items: readonly [T, ...T[]]): T {
  const index = Math.min(items.length - 1, Math.floor(random() * items.length));
  return items[index] ?? items[0];
}
