import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const root = new URL('../../', import.meta.url);
const read = (path: string) => readFileSync(new URL(path, root), 'utf8');

/** The version scripts/node-runtime.mjs installs when the machine's Node is older. */
function bootstrapPin() {
  const text = read('scripts/node-runtime.mjs');
  const major = /export const NODE_MAJOR = (\d+);/.exec(text)?.[1];
  const version = /export const NODE_VERSION = '([\d.]+)';/.exec(text)?.[1];
  return { major: Number(major), version };
}

const majorOf = (version: string) => Number(/^v?(\d+)/.exec(version)?.[1]);

describe('the Node line Jotpod runs on', () => {
  const pin = bootstrapPin();

  it('is an even-numbered (LTS) line, pinned to an exact version in the bootstrap', () => {
    expect(pin.major % 2).toBe(0);
    expect(pin.version).toMatch(/^\d+\.\d+\.\d+$/);
    expect(majorOf(pin.version!)).toBe(pin.major);
  });

  it('is the version .nvmrc and .node-version name, for nvm, fnm and the like', () => {
    expect(read('.nvmrc').trim()).toBe(pin.version);
    expect(read('.node-version').trim()).toBe(pin.version);
  });

  it("is what package.json's engines ask for, and no older line satisfies it", () => {
    const engines = (JSON.parse(read('package.json')) as { engines: { node: string } }).engines.node;
    const floor = /^>=\s*(\d+)\.(\d+)/.exec(engines);
    expect(floor, `engines.node is "${engines}", not ">=major.minor"`).not.toBeNull();
    expect(Number(floor![1])).toBe(pin.major);
    const [, minor] = pin.version!.split('.').map(Number);
    expect(Number(floor![2])).toBeLessThanOrEqual(minor!);
  });

  it.each(['api/Dockerfile', 'bff/Dockerfile'])('is the base of every stage of %s', (dockerfile) => {
    const bases = [...read(dockerfile).matchAll(/^FROM\s+(\S+)/gm)].map((match) => match[1]);
    expect(bases.length).toBeGreaterThan(0);
    for (const base of bases) expect(base).toMatch(new RegExp(`^node:${pin.major}-bookworm-slim$`));
  });

  it('runs the services straight from their TypeScript, with no loader in between', () => {
    for (const dockerfile of ['api/Dockerfile', 'bff/Dockerfile']) {
      expect(read(dockerfile)).toMatch(/^CMD \["node", "(api|bff)\/src\/main\.ts"\]$/m);
    }
  });
});
