/** The parts of the app beside playing: each a screen reached from the header's navigation. */
export const SECTIONS = ['play', 'saves', 'campaigns', 'history', 'stats', 'profiles'] as const;
export type Section = (typeof SECTIONS)[number];
