import { describe, expect, it } from 'vitest';
import { LAST_SETUP_KEY, lastSetup, lastSetupKey, lastSetups, quickStartInput, rememberSetup } from './quick-start';
import type { StorageLike } from '../lib/table/settings';
import type { ApiInput } from '@shared/api';

function memoryStorage(initial: Record<string, string> = {}): StorageLike & { data: Map<string, string> } {
  const data = new Map(Object.entries(initial));
  return { data, getItem: (k) => data.get(k) ?? null, setItem: (k, v) => void data.set(k, v) };
}

const input = {
  kind: 'flatline',
  setup: {
    seats: [
      { name: 'Ada', colour: 'red' },
      { name: 'Bruno', colour: 'blue' },
    ],
    level: 'expert',
    meterSide: 'expert',
    timerSeconds: 90,
  },
  seed: 42,
  title: 'Friday',
} as ApiInput<'createGame'>;

describe('quick start', () => {
  it('repeats the last settings with a fresh deal: no seed, no title', () => {
    expect(quickStartInput(input)).toEqual({ kind: 'flatline', setup: input.setup });
  });

  it('remembers the last game started and offers it back, checked against the API schema', () => {
    const storage = memoryStorage();
    expect(rememberSetup(storage, input)).toBe(true);
    expect(lastSetup(storage, 'flatline')).toMatchObject({ kind: 'flatline', setup: { level: 'expert', timerSeconds: 90 } });
    expect(lastSetup(storage, 'flatline')).not.toHaveProperty('seed');
  });

  it("keeps each game's last settings apart: FUSE: Countdown's form never offers FLATLINE's", () => {
    const storage = memoryStorage();
    rememberSetup(storage, input);
    expect(lastSetup(storage, 'fuse-countdown')).toBeNull();
    const countdown = { kind: 'fuse-countdown', setup: { seats: [{ name: 'Ann', colour: 'red' }], level: 'elite', clockMinutes: 10 } } as ApiInput<'createGame'>;
    rememberSetup(storage, countdown);
    expect(lastSetups(storage, ['flatline', 'fuse-countdown'])).toMatchObject({ flatline: { setup: { level: 'expert' } }, 'fuse-countdown': { setup: { level: 'elite' } } });
    expect([...storage.data.keys()].sort()).toEqual([lastSetupKey('flatline'), lastSetupKey('fuse-countdown')]);
  });

  it('reads what an earlier version kept (one entry for the last game) as that game\'s only', () => {
    const storage = memoryStorage({ [LAST_SETUP_KEY]: JSON.stringify(quickStartInput(input)) });
    expect(lastSetup(storage, 'flatline')).toMatchObject({ kind: 'flatline' });
    expect(lastSetup(storage, 'fuse-countdown')).toBeNull();
  });

  it('offers nothing for nothing stored, broken JSON, an unknown game or a setup the rules refuse', () => {
    expect(lastSetup(memoryStorage(), 'flatline')).toBeNull();
    expect(lastSetup(null, 'flatline')).toBeNull();
    expect(lastSetup(memoryStorage({ [LAST_SETUP_KEY]: '{"kind":' }), 'flatline')).toBeNull();
    expect(lastSetup(memoryStorage({ [LAST_SETUP_KEY]: JSON.stringify({ kind: 'chess', setup: {} }) }), 'flatline')).toBeNull();
    const sixSeats = { ...input, setup: { ...input.setup, seats: Array.from({ length: 6 }, (_, i) => ({ name: `P${i}`, colour: 'red' })) } };
    expect(lastSetup(memoryStorage({ [lastSetupKey('flatline')]: JSON.stringify(sixSeats) }), 'flatline')).toBeNull();
  });

  it('survives a storage that refuses to be read or written', () => {
    const hostile: StorageLike = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    expect(rememberSetup(hostile, input)).toBe(false);
    expect(lastSetup(hostile, 'flatline')).toBeNull();
  });
});
