import type { GameKind } from '@shared/games';
import type { AnyGameModule } from './core/game-module';
import { flatlineModule } from './flatline/module';
import { fuseCountdownModule } from './fuse-countdown/module';

/**
 * The games main hosts, keyed by kind: the one place in src/main that lists them. Services, the
 * store and the transports reach a game only through its module.
 */
export const GAME_MODULES: { readonly [K in GameKind]: AnyGameModule } = {
  flatline: flatlineModule,
  'fuse-countdown': fuseCountdownModule,
};

export type GameModules = Readonly<Record<GameKind, AnyGameModule>>;
