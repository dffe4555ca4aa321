import type { SearchBudget } from '../../core/determinized-search';
import { fuseCountdownModule } from '../module';
import type { TablePlayer } from './play';
import { STRONG_BUDGET, strongAction } from './strong';

/**
 * The strong player seated at a simulated table: it is shown only the view of each state, and each
 * decision gets its own search seed (the game's seed and the action's number), so games replay exactly.
 */
export const strongPlayer =
  (gameSeed: number, budget: SearchBudget = STRONG_BUDGET): TablePlayer =>
  (state, i) =>
    strongAction(fuseCountdownModule.view(state), { ...budget, seed: (gameSeed * 7919 + i * 104729 + budget.seed) | 0 });
