/** Method names of the daily deal (library-free, for the preload). */
export const DAILY_METHODS = ['dailyToday', 'playDaily', 'addFriendLine', 'dailySeries'] as const;
