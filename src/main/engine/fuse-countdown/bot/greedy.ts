import type { FuseCountdownAction } from '@shared/fuse-countdown/actions';
import { COLOURS, FACES, dieColours, oppositeFace, type Colour, type RoleId } from '@shared/fuse-countdown/components';
import { cardById } from '@shared/fuse-countdown/data';
import { canTake, defusableCards, legalCells, type Placement } from '@shared/fuse-countdown/rules/queries';
import type { FuseCountdownState, RolledDie } from '@shared/fuse-countdown/state';
import { bombEase, placementScore } from './placement-score';

/**
 * The reference bot: plays for the whole team. It answers decisions, uses the leader's ability when that
 * lets more seats take dice, then places dice so that as many seats as possible meet their quota, each
 * taking its best-scoring placement.
 */

const ROLE_PREFERENCE: RoleId[] = [
  'cutter',
  'operations-engineer',
  'explosives-instructor',
  'technologist',
  'equipment-technician',
  'disposal-expert',
  'logistics-specialist',
];

const needOf = (s: FuseCountdownState, seat: number) => Math.max(0, (s.quotas[seat] ?? 0) - (s.seats[seat]?.taken ?? 0));

/** For a rolled-dice situation: the largest number of quota units that can get a die (bipartite matching). */
export function bestMatching(s: FuseCountdownState, rolled: readonly RolledDie[] = s.rolled): number {
  const units: number[] = [];
  const fits: string[][] = [];
  const asRolled = rolled === s.rolled ? s : { ...s, rolled: rolled as RolledDie[] };
  s.seats.forEach((_, seat) => {
    const need = needOf(s, seat);
    if (need === 0) return;
    fits[seat] = rolled.filter((r) => canTake(asRolled, seat, r.die)).map((r) => r.die);
    for (let i = 0; i < need; i++) units.push(seat);
  });
  const owner = new Map<string, number>();
  let n = 0;
  for (let u = 0; u < units.length; u++) if (augment(u, units, fits, owner, new Set())) n++;
  return n;
}

/** One augmenting path of the matching (Kuhn's algorithm): gives unit `u` a die, moving others along. */
function augment(u: number, units: readonly number[], fits: readonly (readonly string[])[], owner: Map<string, number>, seen: Set<string>): boolean {
  for (const die of fits[units[u] ?? -1] ?? []) {
    if (seen.has(die)) continue;
    seen.add(die);
    const other = owner.get(die);
    if (other === undefined || augment(other, units, fits, owner, seen)) {
      owner.set(die, u);
      return true;
    }
  }
  return false;
}

function choosePlacement(s: FuseCountdownState): Placement | null {
  const best = bestMatching(s);
  const seats = s.seats.map((_, i) => i).filter((i) => needOf(s, i) > 0);
  const options = seats.map((seat) => ({ seat, list: s.rolled.flatMap((r) => legalCells(s, seat, r.die)) })).filter((o) => o.list.length > 0);
  options.sort((a, b) => new Set(a.list.map((p) => p.die)).size - new Set(b.list.map((p) => p.die)).size);
  for (const { list } of options) {
    const ranked = [...list].sort((a, b) => placementScore(s, b) - placementScore(s, a));
    for (const p of ranked) {
      // Keep the matching maximal: the rest must still place best - 1 dice without this die.
      const rest = s.rolled.filter((r) => r.die !== p.die);
      const after = { ...s, seats: s.seats.map((st, i) => (i === p.seat ? { ...st, taken: st.taken + 1 } : st)) };
      if (bestMatching(after, rest) >= best - 1) return p;
    }
  }
  // Quotas met: the Logistics Specialist may take an extra die.
  for (let seat = 0; seat < s.seats.length; seat++) {
    if ((s.seats[seat]?.taken ?? 0) >= (s.maxTake[seat] ?? 0)) continue;
    const list = s.rolled.flatMap((r) => legalCells(s, seat, r.die));
    if (list.length > 0) return [...list].sort((a, b) => placementScore(s, b) - placementScore(s, a))[0] ?? null;
  }
  return null;
}

/** Tries the leader's ability changes that raise the number of dice the team can take. */
function abilityAction(s: FuseCountdownState): FuseCountdownAction | null {
  const leader = s.seats[s.leader];
  if (!leader?.roleActive || s.ability.closed || !leader.role) return null;
  const role = leader.role;
  const base = bestMatching(s);
  const wanted = s.seats.reduce((a, _, i) => a + needOf(s, i), 0);
  if (base >= Math.min(wanted, s.rolled.length)) return null;
  const tryRolled = (rolled: RolledDie[]) => bestMatching(s, rolled);
  const named = s.ability.named;
  const canChange = (r: RolledDie): boolean => {
    if (r.changed) return false;
    if (role === 'technologist' || role === 'equipment-technician') return !s.ability.changeUsed;
    if (!named) return false;
    return 'colour' in named ? dieColours(r.die).includes(named.colour) : r.face === named.number;
  };
  let bestGain = base;
  let bestAction: FuseCountdownAction | null = null;
  for (const r of s.rolled) {
    if (role === 'disposal-expert' && !r.flipped) {
      const v = tryRolled(s.rolled.map((x) => (x === r ? { ...x, face: oppositeFace(x.face), flipped: true } : x)));
      if (v > bestGain) [bestGain, bestAction] = [v, { type: 'flip', dice: [r.die] }];
    }
    if (!canChange(r)) continue;
    if (role === 'technologist' || role === 'cutter' || role === 'operations-engineer') {
      for (const colour of COLOURS) {
        if (r.colours.length === 1 && r.colours[0] === colour) continue;
        const v = tryRolled(s.rolled.map((x) => (x === r ? { ...x, colours: [colour], changed: 'colour' as const } : x)));
        if (v > bestGain) [bestGain, bestAction] = [v, { type: 'change-colour', die: r.die, colour }];
      }
    }
    if (role === 'equipment-technician' || role === 'cutter' || role === 'operations-engineer') {
      for (const number of FACES) {
        if (number === r.face) continue;
        const v = tryRolled(s.rolled.map((x) => (x === r ? { ...x, face: number, changed: 'number' as const } : x)));
        if (v > bestGain) [bestGain, bestAction] = [v, { type: 'change-number', die: r.die, number }];
      }
    }
  }
  if (bestAction) return bestAction;
  if (role === 'explosives-instructor' && s.ability.rerolls < 3) {
    // Reroll the dice nobody can use.
    const useless = s.rolled.filter((r) => !s.seats.some((_, seat) => needOf(s, seat) > 0 && legalCells(s, seat, r.die).length > 0));
    if (useless.length > 0) return { type: 'reroll', dice: useless.map((r) => r.die) };
  }
  return null;
}

/**
 * The colour (Cutter) or number (Operations Engineer) to name before the draw: the one the team's open
 * cells ask for least. Dice of a wanted colour or number already fit; the ability pays off on the dice
 * nobody can use, so those are the ones to be allowed to change (ties: the one with most dice in the bag).
 */
function nameForDraw(s: FuseCountdownState, role: RoleId): { colour: Colour } | { number: number } {
  const colours = new Map<Colour, number>(COLOURS.map((c) => [c, 0]));
  const numbers = new Map<number, number>(FACES.map((n) => [n, 0]));
  for (const st of s.seats) {
    for (const c of [...st.bombs, ...st.sparks]) {
      const card = cardById(c.card);
      if (!card) continue;
      card.cells.forEach((cell, i) => {
        if (c.dice.some((d) => d.cell === i)) return;
        const req = cell.req;
        const addC = (x: Colour) => colours.set(x, (colours.get(x) ?? 0) + 1);
        const addN = (x: number) => numbers.set(x, (numbers.get(x) ?? 0) + 1);
        if ('colour' in req && req.kind !== 'not-colour') addC(req.colour);
        if ('colours' in req) req.colours.forEach(addC);
        if ('pairs' in req) req.pairs.forEach((pair) => (addC(pair.colour), addN(pair.number)));
        if ('number' in req) addN(req.number);
        if ('numbers' in req) req.numbers.forEach(addN);
      });
    }
  }
  if (role === 'cutter') {
    const inBag = (c: Colour) => s.bag.filter((d) => dieColours(d).includes(c)).length;
    const least = [...COLOURS].sort((a, b) => (colours.get(a) ?? 0) - (colours.get(b) ?? 0) || inBag(b) - inBag(a))[0];
    return { colour: least ?? 'red' };
  }
  const least = [...FACES].sort((a, b) => (numbers.get(a) ?? 0) - (numbers.get(b) ?? 0))[0];
  return { number: least ?? 6 };
}

/** The bot's next action for the whole table. */
export function greedyAction(s: FuseCountdownState): FuseCountdownAction {
  // The bot's table is ready as soon as it is laid out.
  if (s.phase === 'ready') return { type: 'start' };
  const p = s.pending;
  if (p) {
    switch (p.kind) {
      case 'choose-role':
        return { type: 'decide', seat: p.seat, option: ROLE_PREFERENCE.find((r) => p.options.includes(r)) ?? p.options[0] ?? '' };
      case 'replacement': {
        // Easy bombs first: the last ones in front need not be defused. At Heroic every bomb must be,
        // so the hard ones are better taken early, while other cards can use the dice they cannot.
        const heroic = s.setup.level === 'heroic';
        const ranked = [...p.options].sort((a, b) => (heroic ? bombEase(a) - bombEase(b) : bombEase(b) - bombEase(a)) || a.localeCompare(b));
        // With dice still to place (one or two players), prefer a bomb that takes one of them.
        if (s.phase === 'distribute' && s.rolled.length > 0) {
          const fitting = ranked.find((card) => {
            const trial = { ...s, pending: null, seats: s.seats.map((st, i) => (i === p.seat ? { ...st, bombs: [...st.bombs, { card, dice: [] }] } : st)) };
            return s.rolled.some((r) => legalCells(trial, p.seat, r.die, card).length > 0);
          });
          if (fitting) return { type: 'decide', seat: p.seat, option: fitting };
        }
        return { type: 'decide', seat: p.seat, option: ranked[0] ?? '' };
      }
      case 'return-die': {
        // Give up the die on the card with the least progress.
        const progress = (die: string) => {
          const st = s.seats[p.seat];
          const c = st && [...st.bombs, ...st.sparks].find((x) => x.dice.some((d) => d.die === die));
          return c ? c.dice.length / (cardById(c.card)?.cells.length ?? 1) : 0;
        };
        return { type: 'decide', seat: p.seat, option: [...p.options].sort((a, b) => progress(a) - progress(b) || a.localeCompare(b))[0] ?? '' };
      }
      case 'roll-six':
        return { type: 'roll-six' };
    }
  }
  if (s.phase === 'roll') {
    const leader = s.seats[s.leader];
    const role = leader?.roleActive ? leader.role : null;
    if (role === 'cutter' || role === 'operations-engineer') return { type: 'roll', name: nameForDraw(s, role) };
    return { type: 'roll' };
  }
  if (s.phase === 'distribute') {
    if (s.players <= 2 && s.rolled.length > 0) {
      for (let seat = 0; seat < s.players; seat++) {
        const card = defusableCards(s, seat)[0];
        if (card) return { type: 'defuse', seat, card };
      }
    }
    const ability = abilityAction(s);
    if (ability) return ability;
    const place = choosePlacement(s);
    if (place) return { type: 'place', ...place };
    const leader = s.seats[s.leader];
    if (leader?.roleActive && leader.role === 'logistics-specialist' && !s.ability.logistics && leader.taken < (s.quotas[s.leader] ?? 0)) {
      const die = s.rolled[0];
      if (die && s.rolled.every((r) => legalCells(s, s.leader, r.die).length === 0)) return { type: 'return-die', die: die.die };
    }
    return { type: 'done' };
  }
  return { type: 'done' };
}
