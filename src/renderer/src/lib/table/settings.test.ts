import { describe, expect, it } from 'vitest';
import {
  applyChange,
  defaultSettings,
  loadSettings,
  parseStoredSettings,
  saveSettings,
  SETTINGS_STORAGE_KEY,
  type Settings,
  type StorageLike,
} from './settings';

const italianSystem = defaultSettings({ language: 'it', prefersReducedMotion: true });

function memoryStorage(initial: Record<string, string> = {}): StorageLike & { data: Map<string, string> } {
  const data = new Map(Object.entries(initial));
  return { data, getItem: (k) => data.get(k) ?? null, setItem: (k, v) => void data.set(k, v) };
}

describe('default settings', () => {
  it('follow the system language and reduced-motion preference, with sound on at 70', () => {
    expect(italianSystem).toEqual({ language: 'it', volume: 70, muted: false, reducedMotion: true, resolutionSpeed: 'normal', theme: 'dark', pauseOnDrop: false });
    expect(defaultSettings({ language: 'en', prefersReducedMotion: false })).toEqual({
      language: 'en',
      volume: 70,
      muted: false,
      reducedMotion: false,
      resolutionSpeed: 'normal',
      theme: 'dark',
      pauseOnDrop: false,
    });
  });

  it('start in the high-contrast theme when the system asks for more contrast', () => {
    expect(defaultSettings({ language: 'en', prefersReducedMotion: false, prefersContrast: true }).theme).toBe('high-contrast');
  });
});

describe('reading stored settings', () => {
  it('keeps a complete valid entry as stored', () => {
    const stored: Settings = { language: 'en', volume: 35, muted: true, reducedMotion: false, resolutionSpeed: 'fast', theme: 'high-contrast', pauseOnDrop: true };
    expect(parseStoredSettings(JSON.stringify(stored), italianSystem)).toEqual(stored);
  });

  it('falls back to the defaults for nothing stored, broken JSON, or a value that is not an object', () => {
    for (const raw of [null, '{"language":', 'not json', '42', '"en"', 'null', '[1,2]']) {
      expect(parseStoredSettings(raw, italianSystem), String(raw)).toEqual(italianSystem);
    }
  });

  it('replaces only the bad fields with their defaults', () => {
    const raw = JSON.stringify({ language: 'fr', volume: 140, muted: 'yes', reducedMotion: false, resolutionSpeed: 'warp', theme: 'neon', extra: 1 });
    expect(parseStoredSettings(raw, italianSystem)).toEqual({ language: 'it', volume: 70, muted: false, reducedMotion: false, resolutionSpeed: 'normal', theme: 'dark', pauseOnDrop: false });
    // An entry saved before the theme and speed existed keeps what it had and takes their defaults.
    expect(parseStoredSettings(JSON.stringify({ language: 'en', volume: 35, muted: true, reducedMotion: false }), italianSystem)).toEqual({
      language: 'en',
      volume: 35,
      muted: true,
      reducedMotion: false, resolutionSpeed: 'normal', theme: 'dark', pauseOnDrop: false,
    });
    expect(parseStoredSettings(JSON.stringify({ volume: 12.5 }), italianSystem).volume).toBe(70);
    expect(parseStoredSettings(JSON.stringify({ volume: -1 }), italianSystem).volume).toBe(70);
    expect(parseStoredSettings(JSON.stringify({ volume: 0 }), italianSystem).volume).toBe(0);
  });

  it('survives a storage that throws on read', () => {
    const hostile: StorageLike = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => undefined,
    };
    expect(loadSettings(hostile, italianSystem)).toEqual(italianSystem);
    expect(loadSettings(null, italianSystem)).toEqual(italianSystem);
  });
});

describe('saving settings', () => {
  it('round-trips through storage under the versioned key', () => {
    const storage = memoryStorage();
    const chosen: Settings = { language: 'en', volume: 5, muted: true, reducedMotion: true, resolutionSpeed: 'slow', theme: 'high-contrast', pauseOnDrop: true };
    expect(saveSettings(storage, chosen)).toBe(true);
    expect([...storage.data.keys()]).toEqual([SETTINGS_STORAGE_KEY]);
    expect(loadSettings(storage, italianSystem)).toEqual(chosen);
  });

  it('reports a full or disabled storage instead of throwing', () => {
    const full: StorageLike = {
      getItem: () => null,
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    expect(saveSettings(full, italianSystem)).toBe(false);
    expect(saveSettings(null, italianSystem)).toBe(false);
  });
});

describe('changing settings', () => {
  it('applies a valid change and keeps the other fields', () => {
    expect(applyChange(italianSystem, { volume: 0, muted: true })).toEqual({
      ok: true,
      settings: { language: 'it', volume: 0, muted: true, reducedMotion: true, resolutionSpeed: 'normal', theme: 'dark', pauseOnDrop: false },
    });
  });

  it('refuses a change with any bad field and names every problem', () => {
    expect(applyChange(italianSystem, { volume: 101, language: 'de', muted: 1, colour: 'red', theme: 'light', resolutionSpeed: 2 })).toEqual({
      ok: false,
      problems: [
        { field: 'volume', code: 'bad-volume' },
        { field: 'language', code: 'bad-language' },
        { field: 'muted', code: 'bad-flag' },
        { field: 'colour', code: 'unknown-setting' },
        { field: 'theme', code: 'bad-choice' },
        { field: 'resolutionSpeed', code: 'bad-choice' },
      ],
    });
  });
});
