// The new-game form's odds line as a player reads it in English, from the shipped figures
// (docs/odds.md): the e2e specs cannot load the renderer's words, so they spell them here.
import { winsInTen, type SettingOdds } from '../../src/shared/odds';

export function winsLine(odds: SettingOdds | null): string {
  if (!odds) throw new Error('no odds shipped for this setting');
  const share = winsInTen(odds);
  if (share.kind === 'none') return 'Strong bots won none of the games simulated at this setting.';
  if (share.kind === 'all') return 'Strong bots won every game simulated at this setting.';
  return `Strong bots win about ${share.n} ${share.n === 1 ? 'game' : 'games'} in 10 at this setting.`;
}
