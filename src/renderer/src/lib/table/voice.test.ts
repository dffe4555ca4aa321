import { describe, expect, it } from 'vitest';
import i18next from 'i18next';
import { resources } from '../i18n/resources';
import { callBetween, callWords, MinuteVoice, voiceFor, type SpeechLike, type UtteranceLike, type VoiceLike } from './voice';

const s = (seconds: number) => seconds * 1000;

class FakeSpeech implements SpeechLike {
  spoken: UtteranceLike[] = [];
  cancelled = 0;
  constructor(public voices: VoiceLike[]) {}
  getVoices() {
    return this.voices;
  }
  speak(u: UtteranceLike) {
    this.spoken.push(u);
  }
  cancel() {
    this.cancelled += 1;
  }
}
const utterance = (text: string): UtteranceLike => ({ text, lang: '', volume: 1, rate: 1, pitch: 1, voice: null });

describe('which call is due', () => {
  it('calls each whole minute as the clock reaches it, but not the minute it starts on', () => {
    expect(callBetween(s(600), s(599.9))).toBeNull();
    expect(callBetween(s(540.2), s(539.95))).toEqual({ kind: 'minutes', minutes: 9 });
    expect(callBetween(s(540), s(539.9))).toBeNull(); // 9:00 was already reached and called
    expect(callBetween(s(60.1), s(60))).toEqual({ kind: 'minutes', minutes: 1 });
    expect(callBetween(s(200), s(190))).toBeNull();
  });

  it('calls ten seconds, then time is up', () => {
    expect(callBetween(s(10.3), s(9.9))).toEqual({ kind: 'ten-seconds' });
    expect(callBetween(s(9.9), s(8.9))).toBeNull();
    expect(callBetween(s(0.4), 0)).toEqual({ kind: 'time-up' });
    expect(callBetween(0, 0)).toBeNull();
  });

  it('after a jump calls only where the clock now stands', () => {
    expect(callBetween(s(185), s(110))).toEqual({ kind: 'minutes', minutes: 2 });
    expect(callBetween(s(65), s(5))).toEqual({ kind: 'ten-seconds' });
    expect(callBetween(s(30), -5)).toEqual({ kind: 'time-up' });
  });

  it('says nothing when the clock stands still, goes back, or reads nonsense', () => {
    expect(callBetween(s(120), s(120))).toBeNull();
    expect(callBetween(s(100), s(130))).toBeNull();
    expect(callBetween(Number.NaN, s(59))).toBeNull();
  });

  it('words each call in English and Italian', async () => {
    const i18n = i18next.createInstance();
    await i18n.init({ resources, lng: 'en', fallbackLng: false, initAsync: false, interpolation: { escapeValue: false } });
    const say = (call: Parameters<typeof callWords>[0], lng: string) => {
      const w = callWords(call);
      return i18n.t(w.key, { lng, ...w.params });
    };
    expect(say({ kind: 'minutes', minutes: 3 }, 'en')).toBe('3 minutes left');
    expect(say({ kind: 'minutes', minutes: 1 }, 'en')).toBe('One minute left');
    expect(say({ kind: 'minutes', minutes: 1 }, 'it')).toBe('Manca un minuto');
    expect(say({ kind: 'minutes', minutes: 9 }, 'it')).toBe('Mancano 9 minuti');
    expect(say({ kind: 'ten-seconds' }, 'it')).toBe('Dieci secondi');
    expect(say({ kind: 'time-up' }, 'en')).toBe('Time is up');
  });
});

describe('the voice', () => {
  const voices: VoiceLike[] = [
    { lang: 'en-US', name: 'Alex' },
    { lang: 'en-GB', name: 'Daniel', default: true },
    { lang: 'it_IT', name: 'Alice' },
  ];

  it('picks a system voice that speaks the interface language', () => {
    expect(voiceFor(voices, 'en')?.name).toBe('Daniel');
    expect(voiceFor(voices, 'it')?.name).toBe('Alice');
    expect(voiceFor([{ lang: 'de-DE', name: 'Anna' }], 'it')).toBeNull();
  });

  it('speaks at the table volume, dropping anything still queued', () => {
    const speech = new FakeSpeech(voices);
    const voice = new MinuteVoice(() => ({ volume: 40, muted: false }), () => speech, utterance);
    expect(voice.say('Nine minutes left', 'en')).toBe(true);
    expect(speech.cancelled).toBe(1);
    expect(speech.spoken).toHaveLength(1);
    expect(speech.spoken[0]).toMatchObject({ text: 'Nine minutes left', lang: 'en-GB', volume: 0.4, voice: { name: 'Daniel' } });
  });

  it('stays silent when muted, at volume 0, without speech, or without a voice for the language', () => {
    const speech = new FakeSpeech(voices);
    expect(new MinuteVoice(() => ({ volume: 70, muted: true }), () => speech, utterance).say('x', 'en')).toBe(false);
    expect(new MinuteVoice(() => ({ volume: 0, muted: false }), () => speech, utterance).say('x', 'en')).toBe(false);
    expect(new MinuteVoice(() => ({ volume: 70, muted: false }), () => null, utterance).say('x', 'en')).toBe(false);
    expect(new MinuteVoice(() => ({ volume: 70, muted: false }), () => new FakeSpeech([]), utterance).say('x', 'en')).toBe(false);
    expect(speech.spoken).toHaveLength(0);
  });

  it('asks for the voices early, so the first call finds them loaded', () => {
    let asked = 0;
    const speech = new FakeSpeech(voices);
    speech.getVoices = () => {
      asked += 1;
      return voices;
    };
    new MinuteVoice(() => ({ volume: 70, muted: false }), () => speech, utterance).prime();
    expect(asked).toBe(1);
  });

  it('reads the volume at the moment it speaks', () => {
    const speech = new FakeSpeech(voices);
    let volume = 100;
    const voice = new MinuteVoice(() => ({ volume, muted: false }), () => speech, utterance);
    voice.say('a', 'it');
    volume = 25;
    voice.say('b', 'it');
    expect(speech.spoken.map((u) => u.volume)).toEqual([1, 0.25]);
  });
});
