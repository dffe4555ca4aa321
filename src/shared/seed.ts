import { z } from 'zod';

/**
 * The deal a game is dealt from. A number (0 … 2³²−1) is a deal a person typed in the new-game
 * form, or one a game saved before deals were drawn from 128 bits; the services draw every other new
 * game's deal from 128 random bits, written as 32 lowercase hex digits, so the deal cannot be found
 * by trying every seed against what the table shows (devices.md, "Untrusted by default").
 */
export type Seed = number | string;

/** The largest seed a person may type. */
export const MAX_TYPED_SEED = 0xffffffff;

/** 128 bits as 32 lowercase hex digits. */
export const DEAL_PATTERN = /^[0-9a-f]{32}$/;

export const seedSchema = z.union([z.number().int().min(0).max(MAX_TYPED_SEED), z.string().regex(DEAL_PATTERN, 'a deal is 32 hex digits')]);
