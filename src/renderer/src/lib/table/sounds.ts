// Our own countdown sounds, synthesized with the Web Audio API (no audio files): a rising chime at
// the start, a short beep for each of the last ten seconds (higher for the last three), and a long
// monitor "flatline" tone when time is up.
import { WARNING_SECONDS } from './clock-face';

export type Cue = { kind: 'start' } | { kind: 'tick'; second: number } | { kind: 'time-up' };

/** One synthesized note, timed from the moment its cue plays. */
export interface Tone {
  frequency: number;
  wave: 'sine' | 'triangle' | 'square';
  offset: number;
  duration: number;
  /** Loudness relative to the others, 0…1, before the player's volume applies. */
  level: number;
}

export interface SoundSettings {
  /** 0…100 */
  volume: number;
  muted: boolean;
}

/** The loudest any tone gets at volume 100, so that a beep never clips or startles. */
export const MAX_GAIN = 0.5;

/** The notes of each cue. */
export function tonesFor(cue: Cue): Tone[] {
  switch (cue.kind) {
    case 'start':
      return [
        { frequency: 523.25, wave: 'triangle', offset: 0, duration: 0.14, level: 0.8 },
        { frequency: 659.25, wave: 'triangle', offset: 0.13, duration: 0.14, level: 0.8 },
        { frequency: 783.99, wave: 'triangle', offset: 0.26, duration: 0.3, level: 1 },
      ];
    case 'tick':
      return cue.second <= 3
        ? [{ frequency: 1174.66, wave: 'sine', offset: 0, duration: 0.16, level: 1 }]
        : [{ frequency: 880, wave: 'sine', offset: 0, duration: 0.09, level: 0.7 }];
    case 'time-up':
      return [
        { frequency: 987.77, wave: 'sine', offset: 0, duration: 1.6, level: 0.9 },
        { frequency: 493.88, wave: 'triangle', offset: 0, duration: 1.6, level: 0.35 },
      ];
  }
}

/** Gain for a volume setting: squared, because loudness is heard roughly logarithmically. */
export function gainFor(settings: SoundSettings): number {
  if (settings.muted || !Number.isFinite(settings.volume)) return 0;
  const v = Math.min(100, Math.max(0, settings.volume)) / 100;
  return v * v * MAX_GAIN;
}

/**
 * The cue due when the seconds shown go from `before` to `after` during a running countdown: a tick
 * on reaching each of the last ten seconds, time up on reaching zero. A jump over several seconds
 * plays only the cue for where the clock now stands.
 */
export function cueBetween(before: number, after: number): Cue | null {
  if (after >= before) return null;
  if (after <= 0) return before > 0 ? { kind: 'time-up' } : null;
  return after <= WARNING_SECONDS ? { kind: 'tick', second: after } : null;
}

// The parts of the Web Audio API the sounds use, so tests can pass a fake.
export interface AudioParamLike {
  setValueAtTime(value: number, time: number): unknown;
  linearRampToValueAtTime(value: number, time: number): unknown;
  exponentialRampToValueAtTime(value: number, time: number): unknown;
}
export interface AudioNodeLike {
  connect(destination: AudioNodeLike): unknown;
}
export interface OscillatorLike extends AudioNodeLike {
  type: string;
  frequency: AudioParamLike;
  start(when: number): void;
  stop(when: number): void;
}
export interface GainLike extends AudioNodeLike {
  gain: AudioParamLike;
}
export interface AudioContextLike {
  readonly currentTime: number;
  readonly state: string;
  readonly destination: AudioNodeLike;
  createOscillator(): OscillatorLike;
  createGain(): GainLike;
  resume(): Promise<void>;
  close(): Promise<void>;
}

/** A real AudioContext where the browser has one; null where it does not (sounds then stay silent). */
export function browserAudioContext(): AudioContextLike | null {
  const Ctor = typeof AudioContext === 'undefined' ? undefined : AudioContext;
  return Ctor ? (new Ctor() as unknown as AudioContextLike) : null;
}

/** Plays cues through one lazily created audio context, at the volume the settings say right now. */
export class CountdownSounds {
  #context: AudioContextLike | null = null;
  readonly #createContext: () => AudioContextLike | null;
  readonly #settings: () => SoundSettings;

  constructor(settings: () => SoundSettings, createContext: () => AudioContextLike | null = browserAudioContext) {
    this.#settings = settings;
    this.#createContext = createContext;
  }

  /** Schedules a cue; answers how many tones were scheduled (0 when muted, silent or unavailable). */
  play(cue: Cue): number {
    const gain = gainFor(this.#settings());
    if (gain === 0) return 0;
    // Browsers only allow audio after a user gesture, so the context is made on first use.
    this.#context ??= this.#createContext();
    const ctx = this.#context;
    if (!ctx) return 0;
    if (ctx.state === 'suspended') void ctx.resume().catch(() => undefined);
    const now = ctx.currentTime;
    const tones = tonesFor(cue);
    for (const tone of tones) {
      const start = now + tone.offset;
      const end = start + tone.duration;
      const osc = ctx.createOscillator();
      const amp = ctx.createGain();
      osc.type = tone.wave;
      osc.frequency.setValueAtTime(tone.frequency, start);
      // A short attack and an exponential release avoid clicks at either end of the note.
      amp.gain.setValueAtTime(0.0001, start);
      amp.gain.linearRampToValueAtTime(gain * tone.level, start + 0.012);
      amp.gain.exponentialRampToValueAtTime(0.0001, end);
      osc.connect(amp);
      amp.connect(ctx.destination);
      osc.start(start);
      osc.stop(end + 0.02);
    }
    return tones.length;
  }

  /** Plays whatever cue the clock moving from `before` to `after` seconds calls for. */
  follow(before: number, after: number): Cue | null {
    const cue = cueBetween(before, after);
    if (cue) this.play(cue);
    return cue;
  }

  close(): void {
    const ctx = this.#context;
    this.#context = null;
    if (ctx) void ctx.close().catch(() => undefined);
  }
}

/** What the countdown reads at one moment: whether it runs, and whole seconds left (null: untimed). */
export interface ClockReading {
  running: boolean;
  seconds: number | null;
}

/**
 * The cue for a change of the countdown's reading: the start chime when a fresh countdown starts
 * (not when a paused one resumes), then ticks and time up as the seconds fall. Ending early
 * (everyone placed or pressed Done) is silent.
 */
export function cueForClock(before: ClockReading | null, after: ClockReading, totalSeconds: number | null): Cue | null {
  if (after.running && !before?.running) {
    const fresh = after.seconds === null || totalSeconds === null || after.seconds >= totalSeconds;
    return fresh ? { kind: 'start' } : null;
  }
  if (!before || before.seconds === null || after.seconds === null) return null;
  if (!before.running) return null;
  return cueBetween(before.seconds, after.seconds);
}
