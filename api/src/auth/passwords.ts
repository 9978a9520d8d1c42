import { hash, verify, type Algorithm } from '@node-rs/argon2';

// The package declares Algorithm as an ambient const enum, which isolatedModules cannot read;
// 2 is its Argon2id member.
const ARGON2ID = 2 as Algorithm;

// OWASP's argon2id baseline (19 MiB, 2 passes, 1 lane): tens of milliseconds a hash, slow enough
// to hurt offline guessing, fast enough for tests and the login path.
const OPTIONS = { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

export async function verifyPassword(passwordHash: string | null, password: string): Promise<boolean> {
  // Users without a password (seeded accounts) and unknown emails still pay for one verification,
  // so response time does not reveal which emails are registered.
  const target = passwordHash ?? (await decoyHash());
  try {
    return (await verify(target, password)) && passwordHash !== null;
  } catch {
    // A malformed stored hash is a failed login, never a 500.
    return false;
  }
}

let decoy: Promise<string> | undefined;
function decoyHash(): Promise<string> {
  decoy ??= hashPassword('decoy password that matches nothing');
  return decoy;
}
