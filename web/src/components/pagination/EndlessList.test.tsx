import { fireEvent, render, screen } from '@testing-library/react';
import { createMockEnvironment } from 'relay-test-utils';
import { describe, expect, it } from 'vitest';
import { AppProviders } from '../../AppProviders.tsx';
import { EndlessListFooter } from './EndlessList.tsx';

describe('EndlessListFooter', () => {
  it('says which items failed to load and offers Try again', () => {
    let retried = 0;
    render(
      <AppProviders environment={createMockEnvironment()}>
        <EndlessListFooter count={3} hasNext isLoadingNext={false} failed onNext={() => {}} onRetry={() => retried++} itemsName="people" />
      </AppProviders>,
    );
    expect(screen.getByRole('alert').textContent).toContain('More people could not be loaded.');
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(retried).toBe(1);
  });
});
