// The companion's clock in words, the same at the main screen and on a phone (docs/companion.md).
import type { CompanionView } from '@shared/companion';
import type { TableCompanionBlock } from '../table-game';

type Translate = (key: string, params?: Record<string, string | number>) => string;

/** The step in words ("E · Countdown"), or null without steps. */
export function stepWords(view: CompanionView, block: TableCompanionBlock, t: Translate): string | null {
  return view.step && block.stepName ? `${view.step} · ${block.stepName(view.step, t)}` : null;
}

/** Where the table stands, in one line: the round and the step, the clock of a game without steps, or the end. */
export function stageWords(view: CompanionView, block: TableCompanionBlock, t: Translate): string {
  if (view.phase === 'over') return t('companion.over');
  return view.step ? `${t('companion.round', { round: view.round })} · ${stepWords(view, block, t)}` : block.clockText(view.clock, t);
}

/** What Go on does now, in words; null where the players cannot go on (a game of one countdown, once started). */
export function goOnWords(view: CompanionView, block: TableCompanionBlock, t: Translate): string | null {
  if (view.phase === 'over') return null;
  if (view.phase === 'ready') return t('companion.start');
  if (view.phase === 'countdown') return view.step ? t('companion.stopCountdown') : null;
  const next = view.steps[view.steps.indexOf(view.step ?? '') + 1];
  if (!next) return t('companion.nextRound', { round: view.round + 1 });
  return next === view.countdownStep ? t('companion.start') : t('companion.nextStep', { step: `${next} · ${block.stepName?.(next, t) ?? next}` });
}
