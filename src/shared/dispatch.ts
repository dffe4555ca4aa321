import type { z } from 'zod';
import { fail, ok, type ApiError, type Result } from './errors';

/**
 * The protocol's one dispatch kernel (docs/devices.md, "One protocol"): every call that reaches the
 * host, from the main screen (IPC or HTTP) or from a device (the guest listener), is a method name
 * and a payload. The kernel checks the name against the door's contract, the payload against that
 * method's schema, runs the handler, and answers a Result: an expected refusal as it is, anything
 * else as the door's own 'internal' answer. Nothing runs on a name or a payload that fails.
 */

/** A door's contract: one payload schema per method. */
export type Schemas = Readonly<Record<string, z.ZodType>>;

/** Turns a zod failure into the API's error: the first issue, naming its field. */
export function payloadError(error: z.ZodError, what = 'payload'): ApiError {
  const issue = error.issues[0];
  const field = issue && issue.path.length > 0 ? issue.path.join('.') : undefined;
  const detail = issue?.message ?? 'invalid';
  return {
    code: 'invalid-payload',
    message: field ? `Invalid ${what}: ${field}: ${detail}` : `Invalid ${what}: ${detail}`,
    ...(field ? { field } : {}),
  };
}

/** Whether `name` is one of the contract's methods (its own keys only: never `toString` or `__proto__`). */
export function isMethodOf<S extends Schemas>(schemas: S, name: unknown): name is keyof S & string {
  return typeof name === 'string' && Object.prototype.hasOwnProperty.call(schemas, name);
}

/** A method's payload checked against its schema (a missing payload is an empty object). */
export function validatePayload<S extends Schemas, M extends keyof S & string>(schemas: S, method: M, payload: unknown): Result<z.output<S[M]>> {
  const parsed = schemas[method]!.safeParse(payload === undefined ? {} : payload);
  if (!parsed.success) return fail(payloadError(parsed.error));
  return ok(parsed.data as z.output<S[M]>);
}

/** What runs each method: its checked payload and the caller, as the door knows it; `Results`, what each answers. */
export type Handlers<S extends Schemas, Caller, Results extends { [M in keyof S]: unknown } = { [M in keyof S]: unknown }> = {
  [M in keyof S]: (input: z.output<S[M]>, caller: Caller) => Results[M] | Promise<Results[M]>;
};

export interface DispatcherOptions<S extends Schemas, Caller> {
  schemas: S;
  handlers: Handlers<S, Caller>;
  /** The payload check; the schemas' own unless given (a test game the contract does not list brings its own). */
  validate?: (method: keyof S & string, payload: unknown) => Result<unknown>;
  /** The refusal of a name the contract does not list (already cut to 60 characters, or its type). */
  unknownMethod: (name: string, method: unknown) => ApiError;
  /** An expected refusal thrown by a handler (the services' ServiceError), or undefined for a failure. */
  refusalOf: (error: unknown) => ApiError | undefined;
  /** The answer to an unexpected failure (after saying it where failures are told). */
  failed: (error: unknown, method: string) => ApiError;
}

/** A door's dispatcher: never throws, always a Result. */
export type Dispatch<Caller> = (method: unknown, payload: unknown, caller: Caller) => Promise<Result<unknown>>;

export function createDispatcher<S extends Schemas, Caller = void>(options: DispatcherOptions<S, Caller>): Dispatch<Caller> {
  const { schemas, handlers } = options;
  const validate = options.validate ?? ((method, payload) => validatePayload(schemas, method, payload));
  return async function dispatch(method, payload, caller) {
    try {
      if (!isMethodOf(schemas, method)) return fail(options.unknownMethod(typeof method === 'string' ? method.slice(0, 60) : typeof method, method));
      const input = validate(method, payload);
      if (!input.ok) return input;
      const handler = handlers[method] as (input: unknown, caller: Caller) => unknown;
      return ok(await handler(input.value, caller));
    } catch (error) {
      const refusal = options.refusalOf(error);
      return fail(refusal ?? options.failed(error, String(method)));
    }
  };
}
