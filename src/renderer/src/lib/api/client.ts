import { API_METHODS } from '@shared/api-methods';
import type { ApiBridge, ApiEvent, ApiInput, ApiMethod, ApiResults, LinkState } from '@shared/api';
import { ApiCallError, type Result } from '@shared/errors';

/** The API as the screens use it: each method resolves with its value or throws ApiCallError. */
export type ApiClient = {
  [M in ApiMethod]: (input: ApiInput<M>) => Promise<ApiResults[M]>;
} & {
  /** Pushed events; `link`: the connection's news where it can drop (docs/devices.md, "One protocol"). */
  subscribe(listener: (event: ApiEvent) => void, link?: (state: LinkState) => void): () => void;
};

/** Wraps a bridge (IPC or web) so every method of the contract, whatever it grows to, unwraps its Result. */
export function createClient(bridge: ApiBridge): ApiClient {
  const client: Record<string, unknown> = {
    subscribe: (listener: (event: ApiEvent) => void, link?: (state: LinkState) => void) => bridge.subscribe(listener, link),
  };
  for (const method of API_METHODS) {
    client[method] = async (input: unknown) => {
      const methods = bridge as unknown as Record<ApiMethod, (input: unknown) => Promise<Result<unknown>>>;
      const result = await methods[method](input);
      if (!result.ok) throw new ApiCallError(result.error);
      return result.value;
    };
  }
  return client as ApiClient;
}
