// Spoken minute calls, the ship's computer counting down: each whole minute left, "ten seconds" and
// "time is up", spoken through the system's speech synthesis where it offers a voice for the
// interface language, at the table's volume; silent when muted or where no such voice exists.
import type { SoundSettings } from './sounds';

export type MinuteCall = { kind: 'minutes'; minutes: number } | { kind: 'ten-seconds' } | { kind: 'time-up' };

const MINUTE = 60_000;
const TEN_SECONDS = 10_000;

/**
 * The call due when a running countdown moves from `beforeMs` to `afterMs` left. A mark is called
 * on reaching it (the start's own minute is not: the start chime covers it). A jump over several
 * marks calls only the one nearest to where the clock now stands; time up outranks ten seconds,
 * which outranks a minute.
 */
export function callBetween(beforeMs: number, afterMs: number): MinuteCall | null {
  if (!Number.isFinite(beforeMs) || !Number.isFinite(afterMs) || afterMs >= beforeMs) return null;
  if (afterMs <= 0) return beforeMs > 0 ? { kind: 'time-up' } : null;
  if (afterMs <= TEN_SECONDS && beforeMs > TEN_SECONDS) return { kind: 'ten-seconds' };
  const minutes = Math.ceil(afterMs / MINUTE);
  return minutes >= 1 && minutes * MINUTE < beforeMs ? { kind: 'minutes', minutes } : null;
}

/** The translation key and values of a call's words. */
export function callWords(call: MinuteCall): { key: string; params?: Record<string, number> } {
  switch (call.kind) {
    case 'minutes':
      return { key: 'voice.minutes', params: { count: call.minutes } };
    case 'ten-seconds':
      return { key: 'voice.ten-seconds' };
    case 'time-up':
      return { key: 'voice.time-up' };
  }
}

// The parts of the Web Speech API the calls use, so tests can pass a fake.
export interface VoiceLike {
  lang: string;
  name: string;
  default?: boolean;
}
export interface UtteranceLike {
  text: string;
  lang: string;
  volume: number;
  rate: number;
  pitch: number;
  voice: VoiceLike | null;
}
export interface SpeechLike {
  getVoices(): VoiceLike[];
  speak(utterance: UtteranceLike): void;
  cancel(): void;
}

/** A system voice for a language ("en", "it"): the system's default if it speaks it, else the first that does. */
export function voiceFor(voices: readonly VoiceLike[], language: string): VoiceLike | null {
  const base = language.toLowerCase().split('-')[0];
  const fits = voices.filter((v) => v.lang.toLowerCase().replace('_', '-').split('-')[0] === base);
  return fits.find((v) => v.default) ?? fits[0] ?? null;
}

function browserSpeech(): SpeechLike | null {
  return typeof speechSynthesis === 'undefined' ? null : (speechSynthesis as unknown as SpeechLike);
}
function browserUtterance(text: string): UtteranceLike | null {
  return typeof SpeechSynthesisUtterance === 'undefined' ? null : (new SpeechSynthesisUtterance(text) as unknown as UtteranceLike);
}

/** Speaks calls at the volume the settings say right now. */
export class MinuteVoice {
  readonly #settings: () => SoundSettings;
  readonly #speech: () => SpeechLike | null;
  readonly #utterance: (text: string) => UtteranceLike | null;

  constructor(
    settings: () => SoundSettings,
    speech: () => SpeechLike | null = browserSpeech,
    utterance: (text: string) => UtteranceLike | null = browserUtterance,
  ) {
    this.#settings = settings;
    this.#speech = speech;
    this.#utterance = utterance;
  }

  /** Speaks the words in the given language; answers whether anything was spoken. */
  say(text: string, language: string): boolean {
    const { volume, muted } = this.#settings();
    if (muted || !(volume > 0)) return false;
    const speech = this.#speech();
    if (!speech) return false;
    const voice = voiceFor(speech.getVoices(), language);
    if (!voice) return false;
    const utterance = this.#utterance(text);
    if (!utterance) return false;
    utterance.voice = voice;
    utterance.lang = voice.lang;
    utterance.volume = Math.min(100, volume) / 100;
    // A little slower and lower than the default: a calm computer, not a hurried one.
    utterance.rate = 0.95;
    utterance.pitch = 0.85;
    // A call that is late is wrong: drop anything still queued.
    speech.cancel();
    speech.speak(utterance);
    return true;
  }

  /** Asks for the system's voices early: some browsers load them only after the first request. */
  prime(): void {
    this.#speech()?.getVoices();
  }

  /** Stops whatever is being said (the table was covered or left). */
  hush(): void {
    this.#speech()?.cancel();
  }
}
