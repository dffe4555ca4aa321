import type { FuseCountdownAction } from '@shared/fuse-countdown/actions';
import { fuseCountdownOwnerOf } from '@shared/fuse-countdown/owner';
import type { ActionOwner } from '../core/game-module';

/** The module's `ownerOf`: the game's owner rule (src/shared/fuse-countdown/owner.ts), read from the state's leader. */
export const ownerOf = (state: { leader: number }, action: FuseCountdownAction): ActionOwner => fuseCountdownOwnerOf(state.leader, action);
