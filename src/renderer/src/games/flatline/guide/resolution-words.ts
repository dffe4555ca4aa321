// What FLATLINE's guide says at each step the board lights while a guided round resolves
// (docs/guided-game.md): the board's own words for the step (what happened, as the log says it),
// then why, in the guide's words. Pure: the translation comes in.
import type { LogEntry } from '@shared/flatline/log';
import type { BoardLitStep } from '../../../lib/table-game';
import { withTreatedCards } from '../board/board-text';
import { stopRun } from './resolution-stops';

type Translate = (key: string, params?: Record<string, string | number>) => string;

/** The steps the guide says why of, by log code; any other lit step gets a general word. */
const EXPLAINED = new Set([
  'stat-cleared',
  'stat-failed',
  'triage-card-gained',
  'triage-used',
  'line-cleared',
  'patient-treated',
  'patient-arrived',
  'dial-turned',
  'cube-removed',
  'emergencies-to-reveal',
  'emergency-revealed',
  'emergency-dice-rolled',
  'slot-activated',
  'escalation-pending',
  'emergency-dice-rerolled',
  'emergency-cleared',
  'station-activated',
]);

const LIGHTS = new Set(['blank', 'green', 'red']);

/** The key of the guide's "why" for a log line: by its code, a trigger by the light it fired, a stat card's arrival apart. */
export function whyKey(entry: Pick<LogEntry, 'code' | 'params'> | undefined): string {
  const code = entry?.code ?? '';
  if (code === 'trigger-fired') {
    const light = String(entry?.params.light ?? '');
    return `flatline.learn.resolve.trigger-fired.${LIGHTS.has(light) ? light : 'other'}`;
  }
  if (code === 'emergency-revealed' && entry?.params.area === 'stat') return 'flatline.learn.resolve.stat-revealed';
  return EXPLAINED.has(code) ? `flatline.learn.resolve.${code}` : 'flatline.learn.resolve.other';
}

const spotted = (spot: string): string => `[data-spot="${spot}"]`;

/**
 * What the line must leave in view besides the lit place, for the step to be read on the board: a
 * patient's whole card for one of its lines or trigger spaces, the whole emergency area for the
 * emergency dice or a slot (the slots the dice name, the card that woke).
 */
function context(spot: string): string[] {
  const [kind, slot] = spot.split(':');
  if (kind === 'line' || kind === 'trigger') return [spotted(`patient:${slot}`)];
  if (kind === 'emergency' || spot === 'emergency-dice') return [spotted('emergency-area')];
  return [];
}

/** While the board shows its steps, where the round stands (its step, A to H, and Skip) stays in view too. */
const ROUND_STATUS = '[data-testid="replay"]';

/** A list of names in the player's words: "A", "A and B", "A, B and C". */
function listed(items: readonly string[], t: Translate): string {
  if (items.length < 2) return items[0] ?? '';
  return t('flatline.learn.resolve.stop.list', { rest: items.slice(0, -1).join(', '), last: items[items.length - 1]! });
}

/** The dice's faces as the log keeps them ("2,4"), listed. */
const faces = (values: unknown, t: Translate): string => listed(String(values ?? '').split(',').filter(Boolean), t);

/**
 * The guide's own words for a stop that stands for several lit steps (resolution-stops.ts): what
 * all of them did, naming their cards, and why; null for a stop of one step (the board's words, then why).
 */
function momentWords(run: readonly LogEntry[], t: Translate, name: (card: string) => string): string | null {
  if (run.length < 2) return null;
  const key = (k: string) => `flatline.learn.resolve.stop.${k}`;
  const codes = run.map((e) => e.code);
  const card = (e: LogEntry | undefined) => name(String(e?.params.card ?? ''));
  const woken = (entries: readonly LogEntry[]) =>
    listed(entries.filter((e) => e.code === 'slot-activated').map((e) => t(key('inSlot'), { card: card(e), slot: String(e.params.slot) })), t);
  const find = (code: string) => run.find((e) => e.code === code);
  switch (codes[0]) {
    case 'stat-cleared':
      return t(key('stat-kept'), { card: card(run[0]) });
    case 'line-cleared': {
      if (!codes.includes('patient-treated')) return t(key('lines'), { patient: card(run[0]), lines: run.length });
      const fired = find('trigger-fired');
      const light = String(fired?.params.light ?? '');
      return fired ? t(key(`treated-fired.${LIGHTS.has(light) ? light : 'other'}`), { patient: card(run[0]) }) : t(key('treated'), { patient: card(run[0]) });
    }
    case 'cube-removed':
      return t(key('power'), { left: String(run[0]!.params.left ?? ''), arriving: String(find('emergencies-to-reveal')?.params.count ?? '') });
    case 'emergency-revealed':
      return t(key('revealed'), { cards: listed(run.map(card), t) });
    case 'emergency-dice-rolled':
      return t(key('rolled'), { values: faces(run[0]!.params.values, t), cards: woken(run) });
    case 'escalation-pending': {
      const values = faces(find('emergency-dice-rerolled')?.params.values, t);
      return codes.includes('slot-activated') ? t(key('escalated'), { values, cards: woken(run) }) : t(key('escalated-none'), { values });
    }
    default:
      return null;
  }
}

/**
 * The line at a stop the board lights: at a stop of one step, the board's words for it, then why;
 * at a stop for several (resolution-stops.ts), the guide's words for all of them. It sits at the
 * place the board lights, beside what the place is read with, off the round's status. `name`: a
 * card's name (patients' too) in the player's language.
 */
export function explainStep(
  log: readonly LogEntry[],
  step: BoardLitStep,
  t: Translate,
  name: (card: string) => string = (card) => card,
): { text: string; spot: string; around: string[]; clear: string[] } {
  const named = withTreatedCards(log);
  const moment = momentWords(stopRun(log, step.line).map((i) => named[i]!), t, name);
  return { text: moment ?? `${step.text} ${t(whyKey(log[step.line]))}`, spot: spotted(step.spot), around: context(step.spot), clear: [ROUND_STATUS] };
}
