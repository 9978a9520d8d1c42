import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AccountsApi } from './support/auth-api.ts';
import { gif, jpegPhoto, png, upload } from './support/auth-images.ts';
import { whileShown } from './support/visibility.ts';

let api: AccountsApi;
beforeAll(async () => {
  api = await AccountsApi.start();
});
afterAll(() => api?.close());

const sendAvatar = (token: string | undefined, form: FormData) =>
  api.request('POST', '/api/v1/users/avatar', { body: form, ...(token ? { token } : {}) });

/** The stored path behind an /storage/... avatar URL. */
const fileOf = (url: string) => path.join(api.storageDir, url.replace(/^\/storage\//, ''));

describe('POST /api/v1/users/avatar', () => {
  it('stores a square PNG under avatars/ with a random name and answers the profile with its URL', async () => {
    const { tokens } = await api.signedIn();
    const bytes = png(64, 64);
    const reply = await sendAvatar(tokens.access_token, upload('avatar', bytes, 'me.png', 'image/png'));
    expect(reply.status).toBe(200);
    const url = reply.body.data.avatar!;
    expect(url).toMatch(/^\/storage\/avatars\/[0-9a-f]{32}\.png$/);
    // Decoded and written again: a PNG of the same size, with smaller copies beside it.
    const stored = await sharp(await readFile(fileOf(url))).metadata();
    expect([stored.format, stored.width, stored.height]).toEqual(['png', 64, 64]);
    expect(reply.body.data).toMatchObject({ avatar_width: 64, avatar_height: 64 });
    expect(reply.body.data.avatar_renditions).toEqual([{ url: expect.stringMatching(/^\/storage\/avatars\/[0-9a-f]{32}-64w\.webp$/), width: 64, height: 64, mime_type: 'image/webp' }]);
    for (const copy of reply.body.data.avatar_renditions) expect(existsSync(fileOf(copy.url))).toBe(true);
  });

  it('accepts GIF and JPEG up to 500x500, typed by their bytes, and removes the replaced file', async () => {
    const { tokens } = await api.signedIn();
    const first = await sendAvatar(tokens.access_token, upload('avatar', gif(500, 500), 'anything.bin'));
    expect(first.status).toBe(200);
    expect(first.body.data.avatar).toMatch(/\.gif$/);
    // A JPEG named .png is stored as what it is.
    const second = await sendAvatar(tokens.access_token, upload('avatar', await jpegPhoto(120, 120), 'photo.png', 'image/png'));
    expect(second.status).toBe(200);
    expect(second.body.data.avatar).toMatch(/\.jpg$/);
    expect(existsSync(fileOf(first.body.data.avatar!))).toBe(false);
    expect(existsSync(fileOf(second.body.data.avatar!))).toBe(true);
  });

  it('refuses non-square and larger-than-500 images', async () => {
    const { tokens } = await api.signedIn();
    for (const bytes of [png(100, 80), gif(501, 501), await jpegPhoto(640, 480)]) {
      const reply = await sendAvatar(tokens.access_token, upload('avatar', bytes, 'avatar.png'));
      expect(reply.status).toBe(422);
      expect(reply.body).toEqual({
        message: 'The avatar must be a square image of at most 500x500 pixels.',
        errors: { avatar: ['The avatar must be a square image of at most 500x500 pixels.'] },
      });
    }
  });

  it('refuses a file that is not a PNG, JPEG or GIF whatever its name and declared type', async () => {
    const { tokens } = await api.signedIn();
    const fake = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>');
    const reply = await sendAvatar(tokens.access_token, upload('avatar', fake, 'avatar.png', 'image/png'));
    expect(reply.status).toBe(422);
    expect(reply.body.errors).toEqual({ avatar: ['The avatar field must be a file of type: png, jpg, gif.'] });
  });

  it('refuses a file over 10 MB', async () => {
    const { tokens } = await api.signedIn();
    const big = Buffer.concat([png(10, 10), Buffer.alloc(10 * 1024 * 1024)]);
    const reply = await sendAvatar(tokens.access_token, upload('avatar', big, 'big.png'));
    expect(reply.status).toBe(422);
    expect(reply.body.errors).toEqual({ avatar: ['The avatar field must not be greater than 10240 kilobytes.'] });
  });

  it('refuses a request without the avatar file, leaving the current avatar', async () => {
    const { tokens } = await api.signedIn();
    const ok = await sendAvatar(tokens.access_token, upload('avatar', png(10, 10), 'a.png'));
    const wrongField = await sendAvatar(tokens.access_token, upload('picture', png(10, 10), 'a.png'));
    expect(wrongField.status).toBe(422);
    expect(wrongField.body.errors).toEqual({ avatar: ['The avatar field is required.'] });
    const json = await api.post('/api/v1/users/avatar', { avatar: 'x' }, tokens.access_token);
    expect(json.status).toBe(422);
    expect((await api.get('/api/v1/user', tokens.access_token)).body.data.avatar).toBe(ok.body.data.avatar);
  });

  it('is 401 for visitors', async () => {
    expect((await sendAvatar(undefined, upload('avatar', png(10, 10), 'a.png'))).status).toBe(401);
  });
});

describe('POST /api/v1/users/pod', () => {
  let podId: number;
  let otherPodId: number;
  let inactivePodId: number;
  let hiddenContainerPodId: number;
  beforeAll(async () => {
    const container = await api.fixtures.container();
    podId = await api.fixtures.pod(container);
    otherPodId = await api.fixtures.pod(container);
    inactivePodId = await api.fixtures.pod(container, { is_active: false });
    hiddenContainerPodId = await api.fixtures.pod(await api.fixtures.container({ is_active: false }));
  });

  it('sets the default pod; the same pod again unsets it; another pod replaces it', async () => {
    const { tokens } = await api.signedIn();
    const set = await api.post('/api/v1/users/pod', { pod_id: podId }, tokens.access_token);
    expect(set.status).toBe(200);
    expect(set.body.data.default_pod_id).toBe(podId);
    expect((await api.post('/api/v1/users/pod', { pod_id: String(podId) }, tokens.access_token)).body.data.default_pod_id).toBeNull();
    await api.post('/api/v1/users/pod', { pod_id: podId }, tokens.access_token);
    expect((await api.post('/api/v1/users/pod', { pod_id: otherPodId }, tokens.access_token)).body.data.default_pod_id).toBe(otherPodId);
    expect((await api.get('/api/v1/user', tokens.access_token)).body.data.default_pod_id).toBe(otherPodId);
  });

  it('unsets with pod_id null', async () => {
    const { tokens } = await api.signedIn();
    await api.post('/api/v1/users/pod', { pod_id: podId }, tokens.access_token);
    const reply = await api.post('/api/v1/users/pod', { pod_id: null }, tokens.access_token);
    expect(reply.status).toBe(200);
    expect(reply.body.data.default_pod_id).toBeNull();
  });

  it('refuses unknown and hidden pods, non-integers and a missing pod_id', async () => {
    const { tokens } = await api.signedIn();
    for (const id of [999_999, inactivePodId, hiddenContainerPodId]) {
      const reply = await api.post('/api/v1/users/pod', { pod_id: id }, tokens.access_token);
      expect(reply.status).toBe(422);
      expect(reply.body).toEqual({ message: 'The selected pod id is invalid.', errors: { pod_id: ['The selected pod id is invalid.'] } });
    }
    expect((await api.post('/api/v1/users/pod', { pod_id: 'algebra' }, tokens.access_token)).body.errors).toEqual({ pod_id: ['The pod id field must be an integer.'] });
    expect((await api.post('/api/v1/users/pod', {}, tokens.access_token)).body.errors).toEqual({ pod_id: ['The pod id field must be present.'] });
    expect((await api.get('/api/v1/user', tokens.access_token)).body.data.default_pod_id).toBeNull();

    // Control: the hidden pods are accepted once they and their container are active.
    const [hiddenContainer] = await api.db.query<{ container_id: number }>('SELECT container_id FROM pods WHERE id = $1', [hiddenContainerPodId]);
    const hidden = { pods: [inactivePodId], containers: [hiddenContainer!.container_id] };
    for (const id of [inactivePodId, hiddenContainerPodId]) {
      const shown = await whileShown(api.db, hidden, () => api.post('/api/v1/users/pod', { pod_id: id }, tokens.access_token));
      expect(shown.status).toBe(200);
      expect(shown.body.data.default_pod_id).toBe(id);
    }
  });

  it('is 401 for visitors', async () => {
    expect((await api.post('/api/v1/users/pod', { pod_id: podId })).status).toBe(401);
  });
});
