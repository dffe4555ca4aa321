import { networkInterfaces, type NetworkInterfaceInfo } from 'node:os';

/** Interfaces that are not the local network a phone is on: containers, VMs, tunnels. */
const VIRTUAL = /^(docker|br-|veth|virbr|vbox|vmnet|utun|tun|tap|zt|tailscale|wg|lo)/i;

const isPrivateV4 = (address: string): boolean =>
  /^10\./.test(address) || /^192\.168\./.test(address) || /^172\.(1[6-9]|2\d|3[01])\./.test(address);

/**
 * The address phones on the same Wi-Fi reach this machine at: an IPv4 address (phones often cannot
 * resolve `.local` names), private, on a real interface, 192.168.x first (the usual home router);
 * 127.0.0.1 when there is none (then only this machine can join).
 */
export function chooseLanAddress(interfaces: NodeJS.Dict<NetworkInterfaceInfo[]> = networkInterfaces()): string {
  const candidates: { address: string; score: number }[] = [];
  for (const [name, infos] of Object.entries(interfaces)) {
    for (const info of infos ?? []) {
      if (info.family !== 'IPv4' || info.internal || /^169\.254\./.test(info.address)) continue;
      let score = isPrivateV4(info.address) ? 4 : 1;
      if (/^192\.168\./.test(info.address)) score += 2;
      if (VIRTUAL.test(name)) score -= 4;
      candidates.push({ address: info.address, score });
    }
  }
  candidates.sort((a, b) => b.score - a.score);
  return candidates[0]?.address ?? '127.0.0.1';
}
