import { describe, expect, it } from 'vitest';
import { createClient } from './client';
import { ApiCallError } from '@shared/errors';
import type { ApiBridge } from '@shared/api';

describe('api client', () => {
  it('resolves with the value of an ok Result and throws ApiCallError on an error Result', async () => {
    const bridge = {
      listGames: async () => ({ ok: true, value: [] }),
      deleteGame: async () => ({ ok: false, error: { code: 'game-not-found', message: 'No such game', params: { id: 'x' } } }),
      subscribe: () => () => {},
    } as unknown as ApiBridge;
    const client = createClient(bridge);
    expect(await client.listGames({})).toEqual([]);
    const error = await client.deleteGame({ id: '00000000-0000-4000-8000-000000000001' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiCallError);
    expect(error).toMatchObject({ code: 'game-not-found', message: 'No such game', params: { id: 'x' } });
  });
});
