/** A seeded PRNG (mulberry32): the same seed gives the same run, so a failure can be replayed. */
export function createRandom(seed: number) {
  let state = seed >>> 0;
  const next = (): number => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  const int = (min: number, max: number): number => min + Math.floor(next() * (max - min + 1));
  return {
    next,
    int,
    pick<T>(items: readonly T[]): T {
      const item = items[int(0, items.length - 1)];
      if (item === undefined) throw new Error("pick() from an empty list");
      return item;
    },
    bytes(length: number): Buffer {
      const buffer = Buffer.alloc(length);
      for (let i = 0; i < length; i++) buffer[i] = int(0, 255);
      return buffer;
    },
    chance(probability: number): boolean {
      return next() < probability;
    },
  };
}

export type Random = ReturnType<typeof createRandom>;
