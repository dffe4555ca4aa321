// Where a room's first messages go, and how its connections get through routers (docs/far-away.md):
// the signalling relays (MQTT brokers, the library's public ones unless the user lists others), the
// STUN servers (public ones by default) and a TURN server of the user's own. Kept in this browser.
import type { StorageLike } from '../table/settings';

export const FAR_NETWORK_KEY = 'fuse-table.far-network';

/** Public STUN servers: they tell a computer its address as the internet sees it (nothing of the game). */
export const DEFAULT_STUN = ['stun:stun.l.google.com:19302', 'stun:stun.cloudflare.com:3478'];

export interface FarNetwork {
  /** Signalling relays (wss:// or ws:// MQTT over WebSocket); empty: the library's public defaults. */
  relays: string[];
  /** STUN servers (stun:…); empty: none (direct or TURN only). */
  stun: string[];
  /** A TURN server of the user's own (turn:… or turns:…), or none. */
  turn: { url: string; username: string; credential: string } | null;
}

export const defaultFarNetwork = (): FarNetwork => ({ relays: [], stun: [...DEFAULT_STUN], turn: null });

/** A relay is reached encrypted (wss://), or on this computer (ws://127.0.0.1 or localhost: a relay of your own, or a test's). */
const RELAY = /^(wss:\/\/[^\s]+|ws:\/\/(127\.0\.0\.1|localhost)(:\d+)?(\/[^\s]*)?)$/i;
const STUN = /^stuns?:[^\s]+$/i;
const TURN = /^turns?:[^\s]+$/i;

/** Why a typed field is refused (a translation key's last part), or null when every line is right. */
export type FarNetworkProblem = 'relay' | 'stun' | 'turn' | null;

/** Lines of a text field: one address a line (or separated by spaces or commas), blanks dropped. */
export const linesOf = (text: string): string[] => text.split(/[\s,]+/).filter((line) => line.length > 0);

export function checkFarNetwork(network: FarNetwork): FarNetworkProblem {
  if (!network.relays.every((url) => RELAY.test(url))) return 'relay';
  if (!network.stun.every((url) => STUN.test(url))) return 'stun';
  if (network.turn && !TURN.test(network.turn.url)) return 'turn';
  return null;
}

export function loadFarNetwork(storage: StorageLike | null): FarNetwork {
  try {
    const raw = storage?.getItem(FAR_NETWORK_KEY);
    if (!raw) return defaultFarNetwork();
    const parsed = JSON.parse(raw) as Partial<FarNetwork>;
    const network: FarNetwork = {
      relays: Array.isArray(parsed.relays) ? parsed.relays.filter((url) => typeof url === 'string') : [],
      stun: Array.isArray(parsed.stun) ? parsed.stun.filter((url) => typeof url === 'string') : [...DEFAULT_STUN],
      turn:
        parsed.turn && typeof parsed.turn.url === 'string'
          ? { url: parsed.turn.url, username: String(parsed.turn.username ?? ''), credential: String(parsed.turn.credential ?? '') }
          : null,
    };
    return checkFarNetwork(network) === null ? network : defaultFarNetwork();
  } catch {
    return defaultFarNetwork();
  }
}

export function saveFarNetwork(storage: StorageLike | null, network: FarNetwork): void {
  try {
    storage?.setItem(FAR_NETWORK_KEY, JSON.stringify(network));
  } catch {
    // A browser that keeps nothing: the settings last as long as the page.
  }
}

/** The WebRTC servers the network names: STUN, then the user's TURN. */
export function iceServers(network: FarNetwork): RTCIceServer[] {
  const servers: RTCIceServer[] = network.stun.length > 0 ? [{ urls: network.stun }] : [];
  if (network.turn) servers.push({ urls: network.turn.url, username: network.turn.username, credential: network.turn.credential });
  return servers;
}
