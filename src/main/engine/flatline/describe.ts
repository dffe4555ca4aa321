import type { LogEntry } from '@shared/flatline/log';

/** English rendering of a log entry, for the sim and for debugging (the board translates codes itself). */
export function describeLogEntry(entry: LogEntry): string {
  const p = entry.params;
  const seat = (n: unknown) => `player ${Number(n) + 1}`;
  const text = (() => {
    switch (entry.code) {
      case 'game-set-up': return `Game set up for ${p.solitaire === true ? 'one player with two colours' : `${p.players} players`} with ${p.patients} patients (${p.level}, ${p.meterSide} meter).`;
      case 'cube-removed': return `A power cube left the meter (${p.why}); ${p.left} left.`;
      case 'cube-restored': return `A power cube went back on the meter (${p.why}); ${p.left} on it.`;
      case 'cube-moved': return `A power cube moved from ${p.from} to ${p.to}; ${p.left} on the meter.`;
      case 'emergencies-to-reveal': return `${p.count} emergency card(s) to reveal.`;
      case 'emergency-revealed':
        return p.area === 'emergency' ? `Revealed ${p.card} into row ${p.row}, slot ${p.slot}.` : `Revealed ${p.card} into the ${p.area} area.`;
      case 'discard-reshuffled': return `The discard pile was shuffled into a new deck (${p.cards} cards).`;
      case 'emergency-dice-rolled': return `Emergency dice rolled: ${p.values}.`;
      case 'emergency-dice-rerolled': return `Escalation re-rolled the dice on slot ${p.slot}: ${p.values}.`;
      case 'slot-activated': return `Slot ${p.slot}, row ${p.row}: ${p.card} activates.`;
      case 'medic-dice-rolled': return `${seat(p.seat)} rolled ${p.faces}.`;
      case 'die-placed': return `${p.die} (${p.face}) placed on ${p.target} space ${p.space}.`;
      case 'die-taken-back': return `${seat(p.seat)} took ${p.die} (${p.face}) back from ${p.target} space ${p.space}.`;
      case 'dice-rerolled': return `${seat(p.seat)} re-rolled to ${p.faces}${p.free ? ' (free)' : ''}.`;
      case 'die-sacrificed': return `${p.die} sacrificed on re-roll space ${Number(p.space) + 1}.`;
      case 'die-asked': return `${seat(p.seat)} asks for a die to sacrifice for a re-roll.`;
      case 'die-offered': return `${seat(p.seat)} offers ${p.die} for the re-roll of ${seat(p.asker)}.`;
      case 'ask-withdrawn': return `${seat(p.seat)} no longer asks for a die.`;
      case 'countdown-ended': return `The countdown ended (${p.by}).`;
      case 'stat-cleared': return `Stat card ${p.card} cleared.`;
      case 'stat-failed': return `Stat card ${p.card} failed: ${p.xArea} face down in X.`;
      case 'triage-card-gained': return `${p.card} joins the triage area.`;
      case 'triage-card-moved-first': return `The players move ${p.card} into the triage area first; ${p.waiting} cleared card(s) still wait.`;
      case 'triage-used': return `Triage card ${p.card} used.`;
      case 'emergency-cleared': return `Emergency ${p.card} cleared.`;
      case 'line-cleared': return `Line ${Number(p.line) + 1} of the patient in slot ${p.slot} cleared.`;
      case 'patient-treated': return `The patient in slot ${p.slot} is treated.`;
      case 'trigger-fired': return `Trigger ${p.space} of slot ${p.slot}: ${p.light}${p.effect ? ` (${p.effect})` : ''}.`;
      case 'patient-arrived': return `A new patient arrives in slot ${p.slot}.`;
      case 'station-activated': return `Recharging station ${Number(p.station) + 1} is filled.`;
      case 'dial-turned': return `The life support dial turns (${p.why}).`;
      case 'round-ended': return `Round ${p.round} ends.`;
      case 'game-won': return `The players win: ${p.treated} patients treated.`;
      case 'game-lost': return `The players lose (${p.cause}).`;
      case 'decision-needed': return `Decision needed: ${p.kind} (${p.source}).`;
      case 'decided': return `Decided ${p.option} for ${p.kind}.`;
      default: {
        const details = Object.entries(p).map(([k, v]) => `${k}=${v}`).join(', ');
        return details ? `${entry.code}: ${details}` : entry.code;
      }
    }
  })();
  return `[round ${entry.round} ${entry.phase}] ${text}`;
}
