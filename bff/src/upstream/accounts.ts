import type { FormData } from 'undici';
import type { UpstreamClient } from './client.ts';
import { isJsonObject, unwrapSingle } from './envelope.ts';
import { UpstreamUnavailableError } from './errors.ts';
import type { EarnedAchievementJson, OwnUserJson } from '@jotpod/api/contract';

/**
 * The accounts endpoints of the api (GET /user, POST /register, /password/*, /users/*): the
 * signed-in user's own profile and everything that changes it. Every call carries the viewer's
 * token through the request's UpstreamClient; 422 bodies arrive as ValidationError.
 */

/** The user resource as its owner sees it: the public fields plus email, phone and default pod. */
export type OwnProfileRecord = OwnUserJson;

export type AchievementRecord = EarnedAchievementJson;

/** The profile payload; absent keys stay as they are, null clears. */
export interface ProfileChanges {
  name?: string;
  email?: string;
  phone?: string | null;
  bio?: string | null;
  facebook?: string | null;
  linkedin?: string | null;
  instagram?: string | null;
  twitter?: string | null;
  pinterest?: string | null;
  storefront_url?: string | null;
  is_private?: boolean;
  is_company?: boolean;
  jot_level?: number;
  /** Required with an email that differs from the current one. */
  current_password?: string;
}

export interface Registration {
  name: string;
  email: string;
  password: string;
  password_confirmation: string;
}

export interface PasswordReset {
  email: string;
  token: string;
  password: string;
  password_confirmation: string;
}

export interface PasswordChange {
  current_password: string;
  password: string;
  password_confirmation: string;
}

export async function fetchOwnProfile(upstream: UpstreamClient): Promise<OwnProfileRecord> {
  return upstream.getOne<OwnProfileRecord>('/user');
}

/** Creates the account (201 with its profile); signing in is a separate password grant. */
export async function register(upstream: UpstreamClient, registration: Registration): Promise<OwnProfileRecord> {
  return profileFrom(await upstream.postJson('/register', registration), 'POST /register');
}

/** Mails a single-use reset token; answers the api's confirmation text. */
export async function requestPasswordReset(upstream: UpstreamClient, email: string): Promise<string> {
  return messageFrom(await upstream.postJson('/password/email', { email }), 'POST /password/email');
}

export async function resetPassword(upstream: UpstreamClient, reset: PasswordReset): Promise<string> {
  return messageFrom(await upstream.postJson('/password/reset', reset), 'POST /password/reset');
}

/** A confirmed email change: the api's text and the account's new address. */
export interface EmailChangeConfirmation {
  message: string;
  email: string;
}

/** Follows the link of an email-change mail (no session needed: the token is the proof). */
export async function confirmEmailChange(upstream: UpstreamClient, token: string): Promise<EmailChangeConfirmation> {
  const body = await upstream.postJson('/email/confirm', { token });
  if (isJsonObject(body) && typeof body.message === 'string' && typeof body.email === 'string') return { message: body.message, email: body.email };
  throw new UpstreamUnavailableError('POST /email/confirm: no message and email in the answer');
}

export async function updateProfile(upstream: UpstreamClient, changes: ProfileChanges): Promise<OwnProfileRecord> {
  return profileFrom(await upstream.postJson('/users/profile', changes), 'POST /users/profile');
}

/** Keeps this session, signs every other one out (the api revokes their tokens). */
export async function updatePassword(upstream: UpstreamClient, change: PasswordChange): Promise<OwnProfileRecord> {
  return profileFrom(await upstream.postJson('/users/password', change), 'POST /users/password');
}

/** Multipart with the file in field `avatar`; the api checks type, size and squareness. */
export async function updateAvatar(upstream: UpstreamClient, form: FormData): Promise<OwnProfileRecord> {
  return profileFrom(await upstream.postForm('/users/avatar', form), 'POST /users/avatar');
}

/** Sets the default pod; the current default (or null) unsets it. */
export async function setDefaultPod(upstream: UpstreamClient, podId: number | null): Promise<OwnProfileRecord> {
  return profileFrom(await upstream.postJson('/users/pod', { pod_id: podId }), 'POST /users/pod');
}

/** The viewer's earned achievements, first earned first (GET /users/achievements). */
export async function viewerAchievements(upstream: UpstreamClient): Promise<AchievementRecord[]> {
  return (await upstream.getList<AchievementRecord>('/users/achievements')).items;
}

function profileFrom(body: unknown, what: string): OwnProfileRecord {
  const data = unwrapSingle(body);
  if (!data) throw new UpstreamUnavailableError(`${what}: not a {data: {...}} envelope`);
  return data as unknown as OwnProfileRecord;
}

function messageFrom(body: unknown, what: string): string {
  if (isJsonObject(body) && typeof body.message === 'string') return body.message;
  throw new UpstreamUnavailableError(`${what}: no message in the answer`);
}

/** DELETE /user {password}: the account and everything that is theirs goes, every session ends (204). */
export async function deleteAccount(upstream: UpstreamClient, password: string): Promise<void> {
  await upstream.send('DELETE', '/user', { body: { json: { password } } });
}

/** GET /user/export: the viewer's data as one JSON document (profile, jots, likes, follows, lists). */
export function exportOwnData(upstream: UpstreamClient): Promise<unknown> {
  return upstream.getJson('/user/export');
}
