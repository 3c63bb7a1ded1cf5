import crypto from 'node:crypto';

/**
 * A uuid derived from a stable key: the same key gives the same id on every run and in SQL
 * (`md5('opsdeck:' || key)::uuid` gives the same value), so a seed of the same size has the same ids.
 */
export function seedUuid(...key: Array<string | number>): string {
  const hex = crypto.createHash('md5').update(`opsdeck:${key.join(':')}`).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** A small deterministic pseudo-random generator (mulberry32) seeded from a string: reproducible demo data. */
export function seededRandom(seed: string): () => number {
  let state = crypto.createHash('md5').update(seed).digest().readUInt32LE(0);
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function pick<T>(random: () => number, items: readonly T[]): T {
  return items[Math.floor(random() * items.length)]!;
}

/** An ISO timestamp `ms` milliseconds before `now`. */
export function before(now: Date, ms: number): string {
  return new Date(now.getTime() - ms).toISOString();
}

export const MINUTE = 60_000;
export const HOUR = 60 * MINUTE;
export const DAY = 24 * HOUR;
