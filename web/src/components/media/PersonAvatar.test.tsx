import { fireEvent, render, screen } from '@testing-library/react';
import { createMockEnvironment } from 'relay-test-utils';
import { describe, expect, it } from 'vitest';
import { AppProviders } from '../../AppProviders.tsx';
import { initialsOf, PersonAvatar } from './PersonAvatar.tsx';

const picture = { src: '/storage/ada.png', htmlWidth: 40, htmlHeight: 40 };

function renderAvatar(image: typeof picture | null) {
  return render(
    <AppProviders environment={createMockEnvironment()}>
      <PersonAvatar name="Ada Lovelace" image={image} alt="Avatar of Ada Lovelace" />
    </AppProviders>,
  );
}

describe('PersonAvatar', () => {
  it('makes initials of the first and last names', () => {
    expect([initialsOf('Ada Lovelace'), initialsOf('Plato'), initialsOf('  mary  ann  evans ')]).toEqual(['AL', 'P', 'ME']);
  });

  it('shows the picture over the initials, which screen readers skip', () => {
    const { container } = renderAvatar(picture);
    expect(screen.getByRole('img', { name: 'Avatar of Ada Lovelace' }).getAttribute('src')).toBe('/storage/ada.png');
    expect(container.querySelector('[aria-hidden="true"]')?.textContent).toBe('AL');
  });

  it('leaves the initials when the picture fails, and gives a new picture its chance', () => {
    const view = renderAvatar(picture);
    fireEvent.error(screen.getByRole('img'));
    expect(screen.queryByRole('img')).toBeNull();
    view.rerender(
      <AppProviders environment={createMockEnvironment()}>
        <PersonAvatar name="Ada Lovelace" image={{ ...picture, src: '/storage/ada-2.png' }} alt="Avatar of Ada Lovelace" />
      </AppProviders>,
    );
    expect(screen.getByRole('img').getAttribute('src')).toBe('/storage/ada-2.png');
  });
});
