import type { z } from 'zod';
import type { GameKind } from '@shared/games';
import type { Profile } from '@shared/profiles';
import type { CompanionResultInput } from '@shared/companion-api';

/** One player row of the result form: a profile, or a name typed in. */
export interface PlayerRow {
  profileId: string | null;
  name: string;
}

/** The result the form sends, from its rows and values (a profile's row takes the profile's name). */
export function resultOf(kind: GameKind, rows: readonly PlayerRow[], outcome: string | null, values: Record<string, unknown>, profiles: readonly Profile[]): CompanionResultInput {
  const players = rows.map((row) => {
    const profile = row.profileId ? profiles.find((p) => p.id === row.profileId) : undefined;
    return { name: profile ? profile.name : row.name, profileId: profile ? profile.id : null };
  });
  return { ...values, kind, players, outcome } as unknown as CompanionResultInput;
}

/**
 * The field each problem is about, as the form names its fields: `players` (how many, a profile
 * twice), `players.<n>.name`, `outcome`, or a game's own key. The first problem of a field counts.
 */
export function fieldsOf(issues: readonly z.core.$ZodIssue[] | readonly { path: readonly PropertyKey[] }[]): string[] {
  const fields: string[] = [];
  for (const issue of issues) {
    const field = fieldKey(issue.path.map(String));
    if (!fields.includes(field)) fields.push(field);
  }
  return fields;
}

/** A path in the payload (the services say `result.players.1.profileId`) as the form's field. */
export function fieldKey(path: readonly string[]): string {
  const parts = path[0] === 'result' ? path.slice(1) : [...path];
  if (parts[0] === 'players' && parts.length > 1) return `players.${parts[1]}.name`;
  return parts[0] ?? 'players';
}
