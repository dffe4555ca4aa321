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

/** The line at a lit step: the board's words for it, then why; it sits at the place the board lights. */
export function explainStep(log: readonly LogEntry[], step: BoardLitStep, t: Translate): { text: string; spot: string } {
  return { text: `${step.text} ${t(whyKey(log[step.line]))}`, spot: `[data-spot="${step.spot}"]` };
}
