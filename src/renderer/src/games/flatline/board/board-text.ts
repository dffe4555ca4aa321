// Turns the engine's codes (log lines, refusals, pending options, sources) into the players'
// language. Pure: the translation functions come in, so tests run without i18next.
import type { LogEntry } from '@shared/flatline/log';
import type { Pending, PendingOption } from '@shared/flatline/pending';
import type { TargetRef } from '@shared/flatline/state';
import type { Seat } from '@shared/players';
import { EMERGENCY_BY_ID } from '@shared/flatline/data/emergency-cards';

export interface Translator {
  t(key: string, params?: Record<string, string | number>): string;
  has(key: string): boolean;
}

type Params = Record<string, string | number>;

/** Where an emergency or stat card's words live: `flatline.cards.<emergency|triage>.<id>`. */
const cardKey = (id: string): string | null => {
  const card = EMERGENCY_BY_ID.get(id);
  return card ? `flatline.cards.${card.tab === 'stat' ? 'triage' : 'emergency'}.${id}` : null;
};

/** A card's name in the players' language: emergency and stat cards by their id, patients by `patient-NN`. */
export function cardName(tr: Translator, id: string): string {
  if (id.startsWith('patient-')) return tr.has(`flatline.cards.patient.${id}`) ? tr.t(`flatline.cards.patient.${id}`) : id;
  const key = cardKey(id);
  return key ? tr.t(`${key}.name`) : id;
}

/**
 * The English name printed on an emergency or stat card, when the players' language names the card
 * otherwise (Italian: "Bathroom Break" for Pausa Bagno); null in English and for any other card.
 */
export function printedName(tr: Translator, id: string): string | null {
  const key = cardKey(id);
  if (!key) return null;
  const printed = tr.t(`${key}.printed`);
  return printed === tr.t(`${key}.name`) ? null : printed;
}

/** A card's name with its printed name beside it where the two differ: "Pausa Bagno (nome stampato: Bathroom Break)". */
export function cardNameWithPrinted(tr: Translator, id: string): string {
  const printed = printedName(tr, id);
  return printed ? tr.t('flatline.cards.withPrinted', { name: cardName(tr, id), printed }) : cardName(tr, id);
}

/** What caused something: a card, a trigger icon, a patient's trigger, or a rule of the round. */
export function sourceName(tr: Translator, source: string): string {
  if (source.startsWith('trigger:')) {
    const what = source.slice('trigger:'.length);
    if (what.startsWith('patient-')) return tr.t('flatline.log.source.patientTrigger', { patient: cardName(tr, what) });
    return tr.has(`flatline.cards.effect.${what}`) ? tr.t(`flatline.cards.effect.${what}`) : what;
  }
  if (EMERGENCY_BY_ID.has(source) || source.startsWith('patient-')) return cardName(tr, source);
  if (tr.has(`flatline.cards.effect.${source}`)) return tr.t(`flatline.cards.effect.${source}`);
  if (tr.has(`flatline.log.source.${source}`)) return tr.t(`flatline.log.source.${source}`);
  return source;
}

const symbolName = (tr: Translator, face: string): string => (face ? tr.t(`flatline.symbols.symbol.${face}`) : '–');

/** A seat's name; when two seats share a name (a solitaire player's two colours) the colour tells them apart. */
export function seatName(seats: readonly Seat[], seat: number, tr?: Translator): string {
  const own = seats[seat];
  if (!own) return `#${seat + 1}`;
  if (!seats.some((other, i) => i !== seat && other.name === own.name)) return own.name;
  const colour = tr?.has(`players.colour.${own.colour}`) ? tr.t(`players.colour.${own.colour}`) : own.colour;
  return `${own.name} · ${colour}`;
}

/** Where a die went, in words: "line 2 of Ruptured Spleen", "Lock Down", "recharging station 1". */
export function targetName(tr: Translator, target: TargetRef, patientCards: readonly (string | null)[]): string {
  switch (target.kind) {
    case 'line':
      return tr.t('flatline.board.target.line', { line: target.line + 1, patient: cardName(tr, patientCards[target.slot] ?? '') });
    case 'card':
      return cardName(tr, target.card);
    case 'station':
      return tr.t('flatline.board.target.station', { station: target.station + 1 });
  }
}

/** Log codes whose `slot` is a patient slot counted from 0 (emergency slots are logged from 1). */
const PATIENT_SLOT_CODES = new Set(['line-cleared', 'patient-treated', 'trigger-fired', 'trigger-blocked', 'patient-arrived']);

/**
 * The log with each light's patient named: a trigger line gives only the slot, and by the time it
 * is read a new patient may lie there, so it takes the card of the patient treated just before it
 * in that slot (the engine logs the treatment, then its light).
 */
export function withTreatedCards(log: readonly LogEntry[]): LogEntry[] {
  const treated = new Map<number, string>();
  return log.map((entry) => {
    const { slot, card } = entry.params;
    if (typeof slot !== 'number') return entry;
    if (entry.code === 'patient-treated' && typeof card === 'string') treated.set(slot, card);
    if ((entry.code === 'trigger-fired' || entry.code === 'trigger-blocked') && card === undefined) {
      const name = treated.get(slot);
      if (name) return { ...entry, params: { ...entry.params, card: name } };
    }
    return entry;
  });
}

/** One log entry as a readable line in the interface language; unknown codes fall back to their params. */
export function logLine(tr: Translator, entry: LogEntry, seats: readonly Seat[], patientCards: readonly (string | null)[]): string {
  const p = entry.params;
  const out: Params = {};
  for (const [k, v] of Object.entries(p)) out[k] = typeof v === 'boolean' ? String(v) : v;
  // The one number a line counts picks its singular or plural form ("1 die", "2 dice").
  if (typeof p.amount === 'number' && out.count === undefined) out.count = p.amount;
  if (typeof p.seat === 'number') out.player = seatName(seats, p.seat, tr);
  // The seat a die is offered to (a re-roll asked for from devices).
  if (typeof p.asker === 'number') out.asker = seatName(seats, p.asker, tr);
  // A die id (`s<seat>d<n>`) names its owner.
  const owner = typeof p.die === 'string' ? /^s(\d)d\d$/.exec(p.die) : null;
  if (owner && out.player === undefined) out.player = seatName(seats, Number(owner[1]), tr);
  if (typeof p.card === 'string') out.card = cardName(tr, p.card);
  if (typeof p.source === 'string') out.source = sourceName(tr, p.source);
  if (typeof p.why === 'string') out.why = sourceName(tr, p.why);
  if (typeof p.effect === 'string') out.effect = tr.has(`flatline.cards.effect.${p.effect}`) ? tr.t(`flatline.cards.effect.${p.effect}`) : p.effect;
  if (typeof p.face === 'string') out.face = symbolName(tr, p.face);
  if (typeof p.from === 'string' && entry.code === 'die-turned') out.from = symbolName(tr, p.from);
  if (typeof p.to === 'string' && entry.code === 'die-turned') out.to = symbolName(tr, p.to);
  if (typeof p.faces === 'string') out.faces = p.faces.split(',').filter(Boolean).map((f) => symbolName(tr, f)).join(', ');
  if (typeof p.space === 'number') out.space = p.space + 1;
  if (typeof p.line === 'number') out.line = p.line + 1;
  if (typeof p.station === 'number') out.station = p.station + 1;
  if (typeof p.die === 'number') out.die = p.die + 1;
  if (typeof p.slot === 'number' && PATIENT_SLOT_CODES.has(entry.code)) {
    out.slot = p.slot + 1;
    out.patient = cardName(tr, typeof p.card === 'string' ? p.card : (patientCards[p.slot] ?? ''));
  }
  if (typeof p.target === 'string') {
    try {
      out.target = targetName(tr, JSON.parse(p.target) as TargetRef, patientCards);
    } catch {
      out.target = p.target;
    }
  }
  if (typeof p.kind === 'string') out.kind = tr.has(`flatline.pending.${p.kind}.title`) ? tr.t(`flatline.pending.${p.kind}.title`) : p.kind;
  for (const key of ['from', 'to', 'on', 'by', 'cause', 'light', 'level', 'meterSide', 'area'] as const) {
    const v = p[key];
    if (typeof v === 'string' && !(entry.code === 'die-turned' && (key === 'from' || key === 'to'))) {
      out[key] = tr.has(`flatline.log.word.${v}`) ? tr.t(`flatline.log.word.${v}`) : v;
    }
  }
  if (entry.code === 'decided' && typeof p.option === 'string') out.option = decidedOption(tr, p.option, seats, patientCards);
  // A grant that takes effect next round has its own line; so does an emergency revealed into another area.
  const variant =
    entry.code === 'emergency-revealed' && p.area !== 'emergency' ? `${entry.code}-${String(p.area)}` : p.nextRound === true && tr.has(`flatline.log.line.${entry.code}-next-round`) ? `${entry.code}-next-round` : entry.code;
  // A solitaire game is set up as two seats; its first line says one player with two colours.
  const solitaireSetUp = entry.code === 'game-set-up' && p.solitaire === true;
  if (solitaireSetUp) out.player = seats[0]?.name ?? '';
  const key = solitaireSetUp ? 'flatline.solitaire.game-set-up' : `flatline.log.line.${variant}`;
  if (tr.has(key)) return tr.t(key, out);
  const details = Object.entries(out).map(([k, v]) => `${k}: ${v}`).join(', ');
  return details ? `${entry.code} (${details})` : entry.code;
}

/** A refusal in the interface language; an unknown code shows the host's English message. */
export function refusalText(tr: Translator, error: { code: string; message: string; params?: Params }): string {
  const key = `refusals.${error.code}`;
  if (!tr.has(key)) return error.message;
  const params: Params = { ...error.params };
  for (const k of ['face', 'wanted'] as const) {
    const v = params[k];
    if (typeof v === 'string') params[k] = v.split('/').map((f) => symbolName(tr, f)).join(` ${tr.t('flatline.board.or')} `);
  }
  if (typeof params.card === 'string') params.card = cardName(tr, params.card);
  if (typeof params.kind === 'string') params.kind = tr.has(`flatline.pending.${params.kind}.title`) ? tr.t(`flatline.pending.${params.kind}.title`) : params.kind;
  for (const k of ['station', 'space', 'line'] as const) if (typeof params[k] === 'number') params[k] = params[k] + 1;
  return tr.t(key, params);
}

/** The words on one button of a pending decision. */
export function optionLabel(
  tr: Translator,
  pending: Pending,
  option: PendingOption,
  seats: readonly Seat[],
  patientCards: readonly (string | null)[],
): string {
  const verb = option.id.split(':')[0] ?? option.id;
  if ((pending.kind === 'triage-area-full' || pending.kind === 'choose-cleared-card-to-move') && option.card) {
    return tr.t(`flatline.pending.option.${verb}`, { card: cardName(tr, option.card) });
  }
  if (option.seat !== undefined) return seatName(seats, option.seat, tr);
  if (option.line !== undefined && option.slot !== undefined) {
    return targetName(tr, { kind: 'line', slot: option.slot, line: option.line }, patientCards);
  }
  if (option.die !== undefined) return tr.t('flatline.pending.option.emergencyDie', { die: option.die + 1, value: option.slot ?? 0 });
  if (option.station !== undefined) return tr.t('flatline.board.target.station', { station: option.station + 1 });
  if (option.card) return cardName(tr, option.card);
  return tr.has(`flatline.pending.option.${option.id}`) ? tr.t(`flatline.pending.option.${option.id}`) : option.id;
}

/** A decision's chosen option id (`seat:1`, `line:0:2`, `card:clear`, `discard:clear`, `turn`…) in words. */
export function decidedOption(tr: Translator, option: string, seats: readonly Seat[], patientCards: readonly (string | null)[]): string {
  const [verb = '', a = '', b = ''] = option.split(':');
  switch (verb) {
    case 'seat':
      return seatName(seats, Number(a), tr);
    case 'line':
      return targetName(tr, { kind: 'line', slot: Number(a), line: Number(b) }, patientCards);
    case 'station':
      return tr.t('flatline.board.target.station', { station: Number(a) + 1 });
    case 'card':
      return cardName(tr, a);
    case 'die':
      return tr.t('flatline.pending.option.emergencyDie', { die: Number(a) + 1, value: '?' });
    case 'discard':
    case 'use':
    case 'let-go':
    case 'move':
      return tr.t(`flatline.pending.option.${verb}`, { card: cardName(tr, a) });
    default:
      return tr.has(`flatline.pending.option.${option}`) ? tr.t(`flatline.pending.option.${option}`) : option;
  }
}
