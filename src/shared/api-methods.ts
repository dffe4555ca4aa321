import { SAVES_METHODS } from './saves-methods';
import { DAILY_METHODS } from './daily/daily-methods';
import { REPLAY_FILE_METHODS } from './replay-files-methods';
import { FAR_METHODS } from './far-methods';

/**
 * The API's method names and IPC channels, kept free of any library so the sandboxed preload
 * can bundle them without pulling in the schemas.
 */
export const API_METHODS = [
  'appInfo',
  'listGames',
  'createGame',
  'getGame',
  'act',
  'pauseGame',
  'resumeGame',
  'deleteGame',
  'setTableSettings',
  'openInvitations',
  'closeInvitations',
  'invitationStatus',
  'releaseSeat',
  'moveGuest',
  'makePersonSeat',
  'askHint',
  'openReplay',
  'replayStep',
  'startCompanion',
  'getCompanion',
  'companionAct',
  'openCompanionInvitations',
  'recordCompanion',
  'setGuide',
  'finishGuide',
  'listGuidesFinished',
  ...SAVES_METHODS,
  ...DAILY_METHODS,
  ...REPLAY_FILE_METHODS,
  ...FAR_METHODS,
] as const;
export type ApiMethod = (typeof API_METHODS)[number];

export const IPC_CALL = 'fuse:call';
export const IPC_EVENT = 'fuse:event';
