/** Method names of saved games, profiles, campaigns, history and statistics (library-free, for the preload). */
export const SAVES_METHODS = [
  'renameGame',
  'exportGame',
  'importGame',
  'listProfiles',
  'saveProfile',
  'deleteProfile',
  'listCampaigns',
  'createCampaign',
  'continueCampaign',
  'deleteCampaign',
  'listHistory',
  'getStats',
] as const;
