import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { OperationDescriptor } from 'relay-runtime';
import type { RelayMockEnvironment } from 'relay-test-utils';
import { renderRoute } from '../../test/renderRoute.tsx';
import { page, RELOAD_DELAY_MS } from '../../session/reload.ts';
import * as avatarImage from './avatarImage.ts';

const viewer = {
  id: 'Viewer:7',
  databaseId: 7,
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  phone: null,
  bio: 'Counts things.',
  facebook: null,
  linkedin: 'https://linkedin.com/in/ada',
  instagram: null,
  twitter: null,
  pinterest: null,
  storefrontUrl: null,
  isPrivate: false,
  isCompany: false,
  jotLevel: 'BEGINNER',
  avatarUrl: '/storage/avatars/ada.png',
  defaultPod: null,
  achievements: [
    { id: 'Achievement:1', title: 'First Jot', imageUrl: '/storage/badges/first.png', description: 'Shared a first jot.' },
    { id: 'Achievement:2', title: 'Curious', imageUrl: null, description: null },
  ],
};

async function pendingOperation(environment: RelayMockEnvironment, name: string): Promise<OperationDescriptor> {
  return waitFor(() => {
    const operation = environment.mock.getAllOperations().find((op) => op.request.node.params.name === name);
    if (!operation) throw new Error(`${name} has not started`);
    return operation;
  });
}

async function renderProfile() {
  const rendered = renderRoute('/profile', { Query: () => ({ viewer }) });
  await rendered.resolvePending();
  await screen.findByRole('heading', { level: 2, name: 'Profile' });
  return rendered;
}

function type(label: string, value: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('/profile', () => {
  beforeEach(() => window.localStorage.clear());

  it('shows the avatar, the achievements and the forms filled from the viewer', async () => {
    await renderProfile();
    expect(screen.getByRole('heading', { level: 1, name: 'Your Profile' })).toBeTruthy();
    const achievements = screen.getByRole('region', { name: 'Achievements' });
    expect(within(achievements).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['First JotShared a first jot.', 'Curious']);
    expect(within(achievements).getByRole('img', { name: 'First Jot badge' }).getAttribute('src')).toBe('/storage/badges/first.png');
    expect((screen.getByLabelText('Name') as HTMLInputElement).value).toBe('Ada Lovelace');
    expect((screen.getByLabelText('Bio') as HTMLTextAreaElement).value).toBe('Counts things.');
    expect((screen.getByLabelText('Jot level') as HTMLSelectElement).value).toBe('BEGINNER');
    expect(screen.getByRole('button', { name: 'Change avatar' })).toBeTruthy();
    expect(screen.getByLabelText('Current password')).toBeTruthy();
  });

  it('submits every profile field; server messages show inline and as a toast; success toasts', async () => {
    const { environment } = await renderProfile();
    type('Name', 'Ada King');
    type('Email', 'ada@king.example');
    type('Phone', '+44 20 7946 0000');
    type('Bio', 'Poet of science.');
    type('Facebook', 'https://facebook.com/ada');
    type('LinkedIn', '');
    type('Instagram', 'https://instagram.com/ada');
    type('Twitter', 'https://twitter.com/ada');
    type('Pinterest', 'https://pinterest.com/ada');
    type('Storefront URL', 'https://shop.example/ada');
    // A new email asks for the current password, in the profile form itself.
    const profileForm = screen.getByRole('region', { name: 'Profile' });
    fireEvent.change(within(profileForm).getByLabelText(/^Current password/), { target: { value: 'my secret' } });
    fireEvent.change(screen.getByLabelText('Jot level'), { target: { value: 'EXPERT' } });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Private account' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Company account' }));
    // Zag reports the switch change a tick later: wait until the form state has it.
    await waitFor(() =>
      expect(screen.getAllByRole('checkbox').map((box) => box.closest('label')?.getAttribute('data-state'))).toEqual(['checked', 'checked']),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Save profile' }));

    let update = await pendingOperation(environment, 'ProfileFormMutation');
    expect(update.request.variables).toEqual({
      input: {
        currentPassword: 'my secret',
        name: 'Ada King',
        email: 'ada@king.example',
        phone: '+44 20 7946 0000',
        bio: 'Poet of science.',
        facebook: 'https://facebook.com/ada',
        // An emptied optional field clears it.
        linkedin: null,
        instagram: 'https://instagram.com/ada',
        twitter: 'https://twitter.com/ada',
        pinterest: 'https://pinterest.com/ada',
        storefrontUrl: 'https://shop.example/ada',
        isPrivate: true,
        isCompany: true,
        jotLevel: 'EXPERT',
      },
    });
    act(() =>
      environment.mock.resolve(update, {
        data: {
          updateProfile: {
            __typename: 'ValidationError',
            message: 'The email has already been taken.',
            fields: [{ field: 'email', messages: ['The email has already been taken.'] }],
          },
        },
      }),
    );
    // Inline under the field, and as a toast.
    await waitFor(() => expect(screen.getAllByText('The email has already been taken.')).toHaveLength(2));
    expect(screen.getByLabelText('Email').getAttribute('aria-invalid')).toBe('true');

    type('Email', 'ada@example.com');
    fireEvent.click(screen.getByRole('button', { name: 'Save profile' }));
    update = await pendingOperation(environment, 'ProfileFormMutation');
    act(() =>
      environment.mock.resolve(update, {
        data: {
          updateProfile: {
            __typename: 'UpdateProfilePayload',
            viewer: { ...viewer, name: 'Ada King', isPrivate: true, isCompany: true, jotLevel: 'EXPERT', pendingEmail: null },
          },
        },
      }),
    );
    expect(await screen.findByText('Profile updated successfully.')).toBeTruthy();
    // The header follows the saved name (same Viewer record in the store).
    expect(await screen.findByRole('button', { name: 'Account menu for Ada King' })).toBeTruthy();
  });

  it('asks for the current password only with a new email, then says to check the new inbox', async () => {
    const { environment } = await renderProfile();
    const profileForm = screen.getByRole('region', { name: 'Profile' });
    expect(within(profileForm).queryByLabelText(/^Current password/)).toBeNull();
    type('Bio', 'No password needed for this.');
    fireEvent.click(screen.getByRole('button', { name: 'Save profile' }));
    let update = await pendingOperation(environment, 'ProfileFormMutation');
    expect(update.request.variables.input).not.toHaveProperty('currentPassword');
    act(() => environment.mock.resolve(update, { data: { updateProfile: { __typename: 'UpdateProfilePayload', viewer: { ...viewer, pendingEmail: null } } } }));
    expect(await screen.findByText('Profile updated successfully.')).toBeTruthy();

    type('Email', 'ada@new.example');
    const password = within(profileForm).getByLabelText(/^Current password/);
    expect(password.getAttribute('type')).toBe('password');
    expect(password.getAttribute('autocomplete')).toBe('current-password');
    fireEvent.change(password, { target: { value: 'wrong one' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save profile' }));
    const button = screen.getByRole('button', { name: /Sav/ });
    expect(button.hasAttribute('disabled') || button.getAttribute('data-loading') !== null).toBe(true);
    update = await pendingOperation(environment, 'ProfileFormMutation');
    expect(update.request.variables.input).toMatchObject({ email: 'ada@new.example', currentPassword: 'wrong one' });
    act(() =>
      environment.mock.resolve(update, {
        data: {
          updateProfile: {
            __typename: 'ValidationError',
            message: 'The password is incorrect.',
            fields: [{ field: 'currentPassword', messages: ['The password is incorrect.'] }],
          },
        },
      }),
    );
    await waitFor(() => expect(within(profileForm).getByLabelText(/^Current password/).getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getAllByText('The password is incorrect.')).toHaveLength(2);

    fireEvent.change(within(profileForm).getByLabelText(/^Current password/), { target: { value: 'right one' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save profile' }));
    update = await pendingOperation(environment, 'ProfileFormMutation');
    act(() =>
      environment.mock.resolve(update, {
        data: { updateProfile: { __typename: 'UpdateProfilePayload', viewer: { ...viewer, pendingEmail: 'ada@new.example' } } },
      }),
    );
    expect(await screen.findByText('Check your inbox at ada@new.example')).toBeTruthy();
    // The field shows the address in use again, and the form says a change is waiting.
    expect((screen.getByLabelText('Email') as HTMLInputElement).value).toBe('ada@example.com');
    expect(within(profileForm).queryByLabelText(/^Current password/)).toBeNull();
    expect(within(profileForm).getByRole('status').textContent).toContain('Waiting for ada@new.example to confirm');
  });

  it('changes the password and empties the form', async () => {
    const { environment } = await renderProfile();
    type('Current password', 'old-password');
    type('New password', 'new-password');
    type('Confirm new password', 'new-password');
    fireEvent.click(screen.getByRole('button', { name: 'Update password' }));
    const update = await pendingOperation(environment, 'PasswordFormMutation');
    expect(update.request.variables).toEqual({
      input: { currentPassword: 'old-password', password: 'new-password', passwordConfirmation: 'new-password' },
    });
    act(() => environment.mock.resolve(update, { data: { updatePassword: { __typename: 'UpdatePasswordPayload', viewer: { id: viewer.id } } } }));
    expect(await screen.findByText('Password updated successfully.')).toBeTruthy();
    expect((screen.getByLabelText('Current password') as HTMLInputElement).value).toBe('');
  });

  it('refuses a non-square or too large avatar before uploading', async () => {
    const { environment } = await renderProfile();
    vi.spyOn(avatarImage.imageDecoder, 'readImageSize').mockResolvedValue({ width: 640, height: 640 });
    const file = new File(['x'], 'big.png', { type: 'image/png' });
    fireEvent.change(screen.getByTestId('avatar-input'), { target: { files: [file] } });
    expect(await screen.findByText('Avatar should be a square image with maximum dimensions of 500x500px.')).toBeTruthy();
    expect(environment.mock.getAllOperations().some((op) => op.request.node.params.name === 'AvatarSectionMutation')).toBe(false);
  });

  it('uploads a square avatar, toasts and reloads after 500 ms; a server refusal adds its message', async () => {
    const reload = vi.spyOn(page, 'reload').mockImplementation(() => {});
    const { environment } = await renderProfile();
    vi.spyOn(avatarImage.imageDecoder, 'readImageSize').mockResolvedValue({ width: 400, height: 400 });
    const file = new File(['x'], 'me.png', { type: 'image/png' });

    fireEvent.change(screen.getByTestId('avatar-input'), { target: { files: [file] } });
    let upload = await pendingOperation(environment, 'AvatarSectionMutation');
    expect(upload.request.variables).toEqual({ input: { avatar: null } });
    act(() =>
      environment.mock.resolve(upload, {
        data: { updateAvatar: { __typename: 'ValidationError', message: 'The avatar must be a file of type: png, jpg, gif.' } },
      }),
    );
    expect(await screen.findByText('The avatar must be a file of type: png, jpg, gif.')).toBeTruthy();
    expect(screen.getAllByText('Avatar should be a square image with maximum dimensions of 500x500px.').length).toBeGreaterThan(0);

    fireEvent.change(screen.getByTestId('avatar-input'), { target: { files: [file] } });
    upload = await pendingOperation(environment, 'AvatarSectionMutation');
    vi.useFakeTimers();
    act(() =>
      environment.mock.resolve(upload, {
        data: {
          updateAvatar: {
            __typename: 'UpdateAvatarPayload',
            viewer: {
              id: viewer.id,
              avatarUrl: '/storage/avatars/new.png',
              avatar: {
                url: '/storage/avatars/new.png',
                width: 400,
                height: 400,
                srcSet: '/storage/avatars/new-64.webp 64w, /storage/avatars/new-128.webp 128w, /storage/avatars/new-256.webp 256w',
              },
            },
          },
        },
      }),
    );
    act(() => vi.advanceTimersByTime(RELOAD_DELAY_MS - 1));
    expect(reload).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(reload).toHaveBeenCalledTimes(1);
    vi.useRealTimers();
    expect(await screen.findByText('Avatar updated successfully.')).toBeTruthy();
  });

  it('goes Home when the profile cannot be loaded', async () => {
    const { rejectPending, router } = renderRoute('/profile', { Query: () => ({ viewer }) });
    // The session query answers (signed in), then the profile query fails.
    await rejectPending('ProfilePageQuery', new Error('Upstream unavailable'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });
});

describe('avatar rule', () => {
  it('accepts square images up to 500x500 only', () => {
    expect(avatarImage.isAcceptableAvatarSize({ width: 500, height: 500 })).toBe(true);
    expect(avatarImage.isAcceptableAvatarSize({ width: 120, height: 120 })).toBe(true);
    expect(avatarImage.isAcceptableAvatarSize({ width: 501, height: 501 })).toBe(false);
    expect(avatarImage.isAcceptableAvatarSize({ width: 400, height: 300 })).toBe(false);
    expect(avatarImage.isAcceptableAvatarSize({ width: 0, height: 0 })).toBe(false);
  });

  it('refuses a file the browser cannot decode as not a picture, and a picture of the wrong size by the size rule', async () => {
    const decode = vi.spyOn(avatarImage.imageDecoder, 'readImageSize').mockRejectedValue(new Error('not an image'));
    expect(await avatarImage.avatarFileProblem(new Blob(['text']))).toBe(avatarImage.NOT_AN_IMAGE_MESSAGE);
    decode.mockResolvedValue({ width: 400, height: 300 });
    expect(await avatarImage.avatarFileProblem(new Blob(['png']))).toBe(avatarImage.AVATAR_RULE_MESSAGE);
    decode.mockResolvedValue({ width: 200, height: 200 });
    expect(await avatarImage.avatarFileProblem(new Blob(['png']))).toBeNull();
  });
});
