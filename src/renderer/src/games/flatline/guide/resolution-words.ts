// What FLATLINE's guide says at each step the board lights while a guided round resolves
// (docs/guided-game.md): the board's own words for the step (what happened, as the log says it),
// then why, in the guide's words. Pure: the translation comes in.
import type { LogEntry } from '@shared/flatline/log';
import type { BoardLitStep } from '../../../lib/table-game';

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

/**
 * The line at a lit step: the board's words for it, then why; it sits at the place the board lights,
 * beside what the place is read with, off the round's status.
 */
export function explainStep(log: readonly LogEntry[], step: BoardLitStep, t: Translate): { text: string; spot: string; around: string[]; clear: string[] } {
  return { text: `${step.text} ${t(whyKey(log[step.line]))}`, spot: spotted(step.spot), around: context(step.spot), clear: [ROUND_STATUS] };
}
