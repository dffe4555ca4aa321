import { describe, expect, it } from 'vitest';
import {
  CountdownSounds,
  cueBetween,
  cueForClock,
  gainFor,
  MAX_GAIN,
  tonesFor,
  type AudioContextLike,
  type AudioParamLike,
  type SoundSettings,
} from './sounds';

/** A fake AudioContext that records every note scheduled on it. */
class FakeAudio implements AudioContextLike {
  currentTime = 12;
  state = 'suspended';
  resumed = 0;
  closed = false;
  readonly destination = { connect: () => undefined };
  readonly notes: { type: string; frequency: number; start: number; stop: number; peak: number }[] = [];

  createOscillator() {
    const note = { type: '', frequency: 0, start: -1, stop: -1, peak: 0 };
    this.notes.push(note);
    const frequency: AudioParamLike = {
      setValueAtTime: (v: number) => (note.frequency = v),
      linearRampToValueAtTime: () => undefined,
      exponentialRampToValueAtTime: () => undefined,
    };
    const osc = {
      frequency,
      connect: () => undefined,
      start: (t: number) => void (note.start = t),
      stop: (t: number) => void (note.stop = t),
      set type(v: string) {
        note.type = v;
      },
      get type() {
        return note.type;
      },
    };
    return osc;
  }

  createGain() {
    const notes = this.notes;
    const gain: AudioParamLike = {
      setValueAtTime: () => undefined,
      // The gain node is made right after its oscillator: the ramp's target is that note's peak.
      linearRampToValueAtTime: (v: number) => void (notes[notes.length - 1]!.peak = v),
      exponentialRampToValueAtTime: () => undefined,
    };
    return { gain, connect: () => undefined };
  }

  resume() {
    this.resumed += 1;
    this.state = 'running';
    return Promise.resolve();
  }

  close() {
    this.closed = true;
    return Promise.resolve();
  }
}

function setup(settings: SoundSettings) {
  const audio = new FakeAudio();
  let made = 0;
  const current = { ...settings };
  const sounds = new CountdownSounds(
    () => current,
    () => {
      made += 1;
      return audio;
    },
  );
  return { audio, sounds, current, made: () => made };
}

describe('which cue the clock calls for', () => {
  it('ticks on reaching each of the last ten seconds and sounds time up at zero', () => {
    expect(cueBetween(12, 11)).toBeNull();
    expect(cueBetween(11, 10)).toEqual({ kind: 'tick', second: 10 });
    expect(cueBetween(2, 1)).toEqual({ kind: 'tick', second: 1 });
    expect(cueBetween(1, 0)).toEqual({ kind: 'time-up' });
  });

  it('plays nothing when the clock stands still or moves back, and one cue for a jump', () => {
    expect(cueBetween(5, 5)).toBeNull();
    expect(cueBetween(0, 0)).toBeNull();
    expect(cueBetween(4, 60)).toBeNull();
    expect(cueBetween(30, 7)).toEqual({ kind: 'tick', second: 7 });
    expect(cueBetween(30, 0)).toEqual({ kind: 'time-up' });
  });
});

describe('volume', () => {
  it('is squared, capped, and silent when muted or at zero', () => {
    expect(gainFor({ volume: 100, muted: false })).toBe(MAX_GAIN);
    expect(gainFor({ volume: 50, muted: false })).toBe(0.25 * MAX_GAIN);
    expect(gainFor({ volume: 0, muted: false })).toBe(0);
    expect(gainFor({ volume: 100, muted: true })).toBe(0);
    expect(gainFor({ volume: 400, muted: false })).toBe(MAX_GAIN);
    expect(gainFor({ volume: Number.NaN, muted: false })).toBe(0);
  });
});

describe('the countdown sounds', () => {
  it('schedules the start chime as three rising notes from the current audio time', () => {
    const { audio, sounds } = setup({ volume: 100, muted: false });
    expect(sounds.play({ kind: 'start' })).toBe(3);
    expect(audio.notes.map((n) => n.frequency)).toEqual([523.25, 659.25, 783.99]);
    expect(audio.notes.map((n) => n.start)).toEqual([12, 12.13, 12.26]);
    expect(audio.notes.every((n, i) => i === 0 || n.frequency > audio.notes[i - 1]!.frequency)).toBe(true);
    expect(audio.resumed).toBe(1);
  });

  it('makes the last three ticks higher and longer than the others', () => {
    const [late] = tonesFor({ kind: 'tick', second: 3 });
    const [early] = tonesFor({ kind: 'tick', second: 4 });
    expect(late!.frequency).toBeGreaterThan(early!.frequency);
    expect(late!.duration).toBeGreaterThan(early!.duration);
  });

  it('ends with a long flatline tone at the volume set', () => {
    const { audio, sounds } = setup({ volume: 50, muted: false });
    sounds.follow(1, 0);
    expect(audio.notes.map((n) => n.frequency)).toEqual([987.77, 493.88]);
    expect(audio.notes[0]!.stop - audio.notes[0]!.start).toBeCloseTo(1.62);
    expect(audio.notes[0]!.peak).toBeCloseTo(0.9 * 0.25 * MAX_GAIN);
  });

  it('follows the clock: a tick per second in the last ten, nothing before', () => {
    const { audio, sounds } = setup({ volume: 80, muted: false });
    // 15 → 8: ticks on reaching 10, 9 and 8.
    for (let s = 15; s > 8; s -= 1) sounds.follow(s, s - 1);
    expect(audio.notes.map((n) => n.frequency)).toEqual([880, 880, 880]);
  });

  it('stays silent when muted, without even creating an audio context', () => {
    const { audio, sounds, current, made } = setup({ volume: 100, muted: true });
    expect(sounds.play({ kind: 'start' })).toBe(0);
    expect(made()).toBe(0);
    current.muted = false;
    expect(sounds.play({ kind: 'tick', second: 2 })).toBe(1);
    expect(made()).toBe(1);
    sounds.play({ kind: 'tick', second: 1 });
    expect(made()).toBe(1);
    expect(audio.notes).toHaveLength(2);
  });

  it('stays silent where the browser has no Web Audio', () => {
    const sounds = new CountdownSounds(() => ({ volume: 100, muted: false }), () => null);
    expect(sounds.play({ kind: 'time-up' })).toBe(0);
  });

  it('closes its audio context and makes a new one on the next cue', () => {
    const { audio, sounds, made } = setup({ volume: 100, muted: false });
    sounds.play({ kind: 'start' });
    sounds.close();
    expect(audio.closed).toBe(true);
    sounds.play({ kind: 'start' });
    expect(made()).toBe(2);
  });
});

describe('sounds for the countdown as it runs', () => {
  const at = (seconds: number | null, running = true) => ({ running, seconds });

  it('chimes when a fresh countdown starts, timed or untimed', () => {
    expect(cueForClock(null, at(60), 60)).toEqual({ kind: 'start' });
    expect(cueForClock(at(60, false), at(60), 60)).toEqual({ kind: 'start' });
    expect(cueForClock(at(null, false), at(null), null)).toEqual({ kind: 'start' });
  });

  it('does not chime again when a paused countdown resumes', () => {
    expect(cueForClock(at(42, false), at(42), 60)).toBeNull();
  });

  it('ticks and sounds time up while running, and stays silent when paused or ended early', () => {
    expect(cueForClock(at(11), at(10), 60)).toEqual({ kind: 'tick', second: 10 });
    expect(cueForClock(at(1), at(0, false), 60)).toEqual({ kind: 'time-up' });
    expect(cueForClock(at(8), at(8, false), 60)).toBeNull();
    expect(cueForClock(at(25), at(25, false), 60)).toBeNull();
    expect(cueForClock(at(5, false), at(4, false), 60)).toBeNull();
    expect(cueForClock(at(null), at(null), null)).toBeNull();
  });
});
