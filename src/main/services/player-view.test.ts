import { afterEach, describe, expect, it } from 'vitest';
import type { ApiEvent } from '@shared/api';
import type { GameDetailOf } from '@shared/games';
import type { FlatlineState } from '@shared/flatline/state';
import { greedyAction } from '../engine/flatline/bot/greedy';
import { tempDirs } from '../store/test-support';
import { realHost, TWO } from './saves/saves.test-support';

/** The games these tests play are FLATLINE games. */
type GameDetail = GameDetailOf<'flatline'>;

const dirs = tempDirs('player-view');
afterEach(() => dirs.cleanUp());

describe('what reaches the windows', () => {
  it('never holds the deck order or the generator state, in replies or in pushed events', async () => {
    const { host, call, clock } = realHost(dirs.make(), [777]);
    const pushed: ApiEvent[] = [];
    host.subscribe((event) => pushed.push(event));
    try {
      const replies: GameDetail[] = [await call<GameDetail>('createGame', { kind: 'flatline', setup: TWO })];
      let game = replies[0]!;
      for (let i = 0; i < 60 && game.status === 'in-progress'; i++) {
        clock.advance(1000);
        game = await call<GameDetail>('act', { kind: 'flatline', id: game.id, action: greedyAction(game.state) });
        replies.push(game);
      }
      replies.push(await call<GameDetail>('getGame', { id: game.id }));
      expect(replies.length).toBeGreaterThan(30);

      // The full state, kept in main, does have hidden decks: none of their order may leak.
      const file = await call<{ text: string }>('exportGame', { id: game.id });
      expect(file.text).not.toContain('"rng"');
      const hiddenKeys = ['rng', 'patientDeck', 'emergencyDeck'] as const satisfies readonly (keyof FlatlineState)[];
      const sent = [...replies.map((r) => JSON.stringify(r)), ...pushed.map((e) => JSON.stringify(e))];
      for (const text of sent) {
        for (const key of hiddenKeys) expect(text).not.toContain(`"${key}"`);
      }
      // What the table may know: how many cards each face-down deck holds.
      expect(typeof game.state.patientDeckCount).toBe('number');
      expect(typeof game.state.emergencyDeckCount).toBe('number');
    } finally {
      host.close();
    }
  });
});
