import type { Profile } from '@shared/profiles';

/** The profiles the new-game form offers for its seats; reloaded when the Profiles screen changes them. */
class KnownProfiles {
  list = $state.raw<Profile[]>([]);

  async load(client: { listProfiles(input: Record<string, never>): Promise<Profile[]> }): Promise<void> {
    try {
      this.list = await client.listProfiles({});
    } catch {
      // No profiles to offer (the database may be unavailable): the form works without them.
      this.list = [];
    }
  }
}

export const knownProfiles = new KnownProfiles();
