/** Method names of replay files and deals (library-free, for the preload). */
export const REPLAY_FILE_METHODS = ['exportReplay', 'openReplayFile', 'listReplayFiles', 'deleteReplayFile', 'sameDeal', 'playDeal'] as const;
