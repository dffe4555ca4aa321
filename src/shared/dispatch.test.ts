import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createDispatcher } from './dispatch';
import { apiInputSchemas } from './api';
import { guestInputSchemas, withToken } from './guest-api';

class Refused extends Error {
  constructor(readonly code: string) {
    super(code);
  }
}

const schemas = { greet: z.object({ name: z.string().min(1) }).strict(), fail: z.object({}).strict() };

function door() {
  const ran: string[] = [];
  const failures: string[] = [];
  const dispatch = createDispatcher({
    schemas,
    handlers: {
      greet: ({ name }, caller: string) => {
        ran.push(`${caller}:${name}`);
        if (name === 'nobody') throw new Refused('no-such-person');
        return `hello ${name}`;
      },
      fail: () => {
        throw new TypeError('broken');
      },
    },
    unknownMethod: (name) => ({ code: 'unknown-method', message: `no ${name}` }),
    refusalOf: (error) => (error instanceof Refused ? { code: error.code, message: 'refused' } : undefined),
    failed: (error, method) => {
      failures.push(`${method}: ${(error as Error).message}`);
      return { code: 'internal', message: 'failed' };
    },
  });
  return { dispatch, ran, failures };
}

describe('the dispatch kernel', () => {
  it('runs a known method with its checked payload and the caller', async () => {
    const { dispatch, ran } = door();
    expect(await dispatch('greet', { name: 'Ada' }, 'phone')).toEqual({ ok: true, value: 'hello Ada' });
    expect(ran).toEqual(['phone:Ada']);
  });

  it('refuses a name outside the contract, its own keys only, and runs nothing', async () => {
    const { dispatch, ran } = door();
    for (const name of ['toString', '__proto__', 'x'.repeat(100), 42]) {
      const result = await dispatch(name, {}, 'phone');
      expect(result.ok ? null : result.error.code).toBe('unknown-method');
    }
    expect(await dispatch('x'.repeat(100), {}, 'phone')).toEqual({ ok: false, error: { code: 'unknown-method', message: `no ${'x'.repeat(60)}` } });
    expect(await dispatch(42, {}, 'phone')).toEqual({ ok: false, error: { code: 'unknown-method', message: 'no number' } });
    expect(ran).toEqual([]);
  });

  it('refuses a payload that fails its schema, naming the field, and runs nothing', async () => {
    const { dispatch, ran } = door();
    expect(await dispatch('greet', { name: '' }, 'phone')).toMatchObject({ ok: false, error: { code: 'invalid-payload', field: 'name' } });
    expect(await dispatch('greet', { name: 'Ada', seat: 1 }, 'phone')).toMatchObject({ ok: false, error: { code: 'invalid-payload' } });
    expect(ran).toEqual([]);
  });

  it('answers an expected refusal as it is, and any other failure as the door says', async () => {
    const { dispatch, failures } = door();
    expect(await dispatch('greet', { name: 'nobody' }, 'phone')).toEqual({ ok: false, error: { code: 'no-such-person', message: 'refused' } });
    expect(await dispatch('fail', undefined, 'phone')).toEqual({ ok: false, error: { code: 'internal', message: 'failed' } });
    expect(failures).toEqual(['fail: broken']);
  });
});

describe('the guest schemas are the host’s plus a token', () => {
  const token = 'A'.repeat(32);
  const id = '00000000-0000-4000-8000-000000000001';

  it('share the host’s fields, not copies of them', () => {
    expect(guestInputSchemas.getGame.shape.id).toBe(apiInputSchemas.getGame.shape.id);
    expect(guestInputSchemas.askHint.shape.shown).toBe(apiInputSchemas.askHint.shape.shown);
    const hostActs = apiInputSchemas.act.options;
    expect(guestInputSchemas.act.options.map((option) => option.shape.action)).toEqual(hostActs.map((option) => option.shape.action));
  });

  it('take the host’s payload with the token, and refuse it without', () => {
    const act = { id, kind: 'flatline', action: { type: 'advance' } };
    expect(apiInputSchemas.act.safeParse(act).success).toBe(true);
    expect(guestInputSchemas.act.safeParse({ token, ...act }).success).toBe(true);
    expect(guestInputSchemas.act.safeParse(act).error?.issues[0]?.path).toEqual(['token']);
    expect(guestInputSchemas.pauseGame.safeParse({ token, id }).success).toBe(true);
    // A device's hint is for its own seat: the host's seat field is not the device's to send.
    expect(apiInputSchemas.askHint.safeParse({ id, seat: 1 }).success).toBe(true);
    expect(guestInputSchemas.askHint.safeParse({ token, id, seat: 1 }).success).toBe(false);
  });

  it('name the token first when a payload has neither it nor the host’s fields', () => {
    expect(withToken(apiInputSchemas.getGame).safeParse({}).error?.issues[0]?.path).toEqual(['token']);
    expect(Object.keys(withToken(apiInputSchemas.getGame).shape)).toEqual(['token', 'id']);
  });
});
