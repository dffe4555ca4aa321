import type Database from 'better-sqlite3';
import type { Profile } from '@shared/profiles';
import type { PlayerColour } from '@shared/players';

interface ProfileRow {
  id: string;
  name: string;
  colour: string;
  created_at: string;
}

const fromRow = (row: ProfileRow): Profile => ({ id: row.id, name: row.name, colour: row.colour as PlayerColour, createdAt: row.created_at });

/** Profiles (people at this table) and which profile sat at which seat of a game. */
export class ProfilesRepo {
  private readonly listStmt;
  private readonly getStmt;
  private readonly insertStmt;
  private readonly updateStmt;
  private readonly deleteStmt;
  private readonly seatStmt;
  private readonly seatsStmt;

  constructor(db: Database.Database) {
    this.listStmt = db.prepare<[], ProfileRow>('SELECT id, name, colour, created_at FROM profiles ORDER BY name COLLATE NOCASE, id');
    this.getStmt = db.prepare<[string], ProfileRow>('SELECT id, name, colour, created_at FROM profiles WHERE id = ?');
    this.insertStmt = db.prepare('INSERT INTO profiles (id, name, colour, created_at) VALUES (@id, @name, @colour, @createdAt)');
    this.updateStmt = db.prepare('UPDATE profiles SET name = @name, colour = @colour WHERE id = @id');
    this.deleteStmt = db.prepare<[string]>('DELETE FROM profiles WHERE id = ?');
    this.seatStmt = db.prepare<[string, number, string]>('INSERT INTO game_players (game_id, seat, profile_id) VALUES (?, ?, ?)');
    this.seatsStmt = db.prepare<[string], { seat: number; profile_id: string }>(
      'SELECT seat, profile_id FROM game_players WHERE game_id = ? ORDER BY seat',
    );
  }

  list(): Profile[] {
    return this.listStmt.all().map(fromRow);
  }

  get(id: string): Profile | undefined {
    const row = this.getStmt.get(id);
    return row ? fromRow(row) : undefined;
  }

  insert(profile: Profile): void {
    this.insertStmt.run(profile);
  }

  /** False when the profile does not exist. */
  update(profile: Pick<Profile, 'id' | 'name' | 'colour'>): boolean {
    return this.updateStmt.run(profile).changes === 1;
  }

  /** Deletes a profile and its seats in past games (the games keep the names they were played with). */
  delete(id: string): boolean {
    return this.deleteStmt.run(id).changes === 1;
  }

  /** Records that `profileId` played seat `seat` of a game. */
  seat(gameId: string, seat: number, profileId: string): void {
    this.seatStmt.run(gameId, seat, profileId);
  }

  /** Profile id by seat for one game (seats played by guests are absent). */
  seats(gameId: string): Map<number, string> {
    return new Map(this.seatsStmt.all(gameId).map((row) => [row.seat, row.profile_id]));
  }
}
