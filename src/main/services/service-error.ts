import type { ApiError } from '@shared/errors';

/** An expected refusal (a missing game, an illegal action): answered to the caller as it is. */
export class ServiceError extends Error {
  constructor(readonly error: ApiError) {
    super(error.message);
    this.name = 'ServiceError';
  }
}

export const gameNotFound = (id: string): ServiceError =>
  new ServiceError({ code: 'game-not-found', message: `There is no game with id ${id}.`, params: { id } });
