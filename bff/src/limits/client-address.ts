import { BlockList, isIP } from 'node:net';

/**
 * The proxies whose `X-Forwarded-For` is believed (TRUST_PROXY: comma-separated addresses and
 * CIDRs, e.g. `10.0.0.0/8,127.0.0.1`). Empty by default: the bff is the edge unless told
 * otherwise, and trusting anyone by default would let every client pick its own address.
 */
export class TrustedProxies {
  readonly #list = new BlockList();
  readonly #empty: boolean;

  constructor(entries: readonly string[]) {
    for (const entry of entries) {
      const [address = '', prefix] = entry.split('/', 2);
      const family = isIP(address) === 6 ? 'ipv6' : 'ipv4';
      if (isIP(address) === 0 || (prefix !== undefined && !/^\d{1,3}$/.test(prefix))) {
        throw new Error(`TRUST_PROXY: "${entry}" is not an address or CIDR`);
      }
      if (prefix === undefined) this.#list.addAddress(address, family);
      else this.#list.addSubnet(address, Number(prefix), family);
    }
    this.#empty = entries.length === 0;
  }

  static parse(setting: string | undefined): TrustedProxies {
    const entries = (setting ?? '')
      .split(',')
      .map((entry) => entry.trim())
      .filter((entry) => entry !== '');
    return new TrustedProxies(entries);
  }

  trusts(address: string): boolean {
    if (this.#empty) return false;
    const plain = unmapped(address);
    return isIP(plain) !== 0 && this.#list.check(plain, isIP(plain) === 6 ? 'ipv6' : 'ipv4');
  }

  /**
   * The client's address: the socket peer's, unless the peer is a trusted proxy; then the
   * rightmost `X-Forwarded-For` hop that is not itself trusted (hops to its left were written by
   * the client and can say anything). All hops trusted: the leftmost.
   */
  clientAddress(peer: string | undefined, forwardedFor: string | string[] | undefined): string {
    const socket = unmapped(peer ?? 'unknown');
    if (!this.trusts(socket) || forwardedFor === undefined) return socket;
    const hops = (Array.isArray(forwardedFor) ? forwardedFor.join(',') : forwardedFor)
      .split(',')
      .map((hop) => unmapped(hop.trim()))
      .filter((hop) => isIP(hop) !== 0);
    for (let index = hops.length - 1; index >= 0; index--) {
      const hop = hops[index] as string;
      if (!this.trusts(hop)) return hop;
    }
    return hops[0] ?? socket;
  }
}

/** `::ffff:10.0.0.1` (an IPv4 client on a dual-stack socket) is 10.0.0.1. */
function unmapped(address: string): string {
  return address.toLowerCase().startsWith('::ffff:') && isIP(address.slice(7)) === 4 ? address.slice(7) : address;
}
