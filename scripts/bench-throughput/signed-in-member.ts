/**
 * The signed-in user of a bench run: registered through a recording bff (in front of ./rest-capture.ts),
 * so that the REST calls that bff makes for each screen, with the user's token, are noted; then
 * signed in on the bff under test, whose session cookie the bench's requests carry.
 */
import { randomBytes } from 'node:crypto';
import { Client, loadPersistedIds } from '../bench-load/client.ts';
import { Recorder } from '../bench-load/stats.ts';
import { asSignedInCall, type SignedInCall } from './minimal-hop-service.ts';
import type { RestCapture } from './rest-capture.ts';
import type { Screen } from './screens.ts';

export interface SignedInMember {
  /** Each screen's REST calls for this user, by screen name. */
  calls: Map<string, SignedInCall[]>;
  /** The session cookie of the bff under test. */
  cookie: string;
}

export async function signInMember(options: {
  root: string;
  /** A cache-less bff whose upstream is `capture`. */
  recorderUrl: string;
  capture: RestCapture;
  /** The bff the user signs in on. */
  bffUrl: string;
  screens: readonly Screen[];
  /** The user's display name (which bench registered it). */
  name: string;
}): Promise<SignedInMember> {
  const { root, capture } = options;
  const email = `${options.name.toLowerCase().replace(/\W+/g, '-')}-${randomBytes(6).toString('hex')}@example.com`;
  const password = `bench-${randomBytes(12).toString('hex')}`;
  const atRecorder = new Client(options.recorderUrl, '127.0.0.1', loadPersistedIds(root), new Recorder());
  const calls = new Map<string, SignedInCall[]>();
  try {
    await atRecorder.persisted('RegisterPageMutation', { input: { email, name: options.name, password, passwordConfirmation: password } });
    if (!atRecorder.signedIn) throw new Error('registering the signed-in user gave no session');
    for (const screen of options.screens) {
      capture.take();
      await atRecorder.persisted(screen.operationName, screen.variables, screen.name);
      const recorded = capture.take();
      if (recorded.some((call) => !call.authorization)) throw new Error(`${screen.name}: a signed-in REST call went without the user's token`);
      calls.set(screen.name, recorded.map(asSignedInCall));
    }
  } finally {
    await atRecorder.close();
  }
  const atBff = new Client(options.bffUrl, '127.0.0.1', loadPersistedIds(root), new Recorder());
  try {
    await atBff.persisted('LoginPageMutation', { input: { email, password } });
    const cookie = atBff.sessionCookie;
    if (!cookie) throw new Error('signing the bench user in on the bff gave no session');
    return { calls, cookie };
  } finally {
    await atBff.close();
  }
}
