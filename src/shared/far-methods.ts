/** Method names of friends far away (docs/far-away.md), library-free for the preload. */
export const FAR_METHODS = ['openFarRoom', 'closeFarRoom', 'farCall', 'farListen', 'farLeave'] as const;
