import type { ApiBridge, ApiEvent, ApiInput, ApiMethod, ApiResults } from '../../../../shared/api';
import { ApiCallError, type Result } from '../../../../shared/errors';

/** The API as the screens use it: each method resolves with its value or throws ApiCallError. */
export type ApiClient = {
  [M in ApiMethod]: (input: ApiInput<M>) => Promise<ApiResults[M]>;
} & {
  subscribe(listener: (event: ApiEvent) => void): () => void;
};

export function createClient(bridge: ApiBridge): ApiClient {
  const unwrap =
    <M extends ApiMethod>(method: M) =>
    async (input: ApiInput<M>): Promise<ApiResults[M]> => {
      const call = bridge[method] as unknown as (input: ApiInput<M>) => Promise<Result<ApiResults[M]>>;
      const result = await call(input);
      if (!result.ok) throw new ApiCallError(result.error);
      return result.value;
    };
  return {
    appInfo: unwrap('appInfo'),
    listGames: unwrap('listGames'),
    createGame: unwrap('createGame'),
    getGame: unwrap('getGame'),
    act: unwrap('act'),
    deleteGame: unwrap('deleteGame'),
    subscribe: (listener) => bridge.subscribe(listener),
  };
}
