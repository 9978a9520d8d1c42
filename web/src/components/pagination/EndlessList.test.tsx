import { act, fireEvent, render, screen } from '@testing-library/react';
import { createMockEnvironment } from 'relay-test-utils';
import { describe, expect, it } from 'vitest';
import { AppProviders } from '../../AppProviders.tsx';
import { EndlessListFooter } from './EndlessList.tsx';
import { useEndlessList } from './useEndlessList.ts';

type Finish = (error: Error | null) => void;

/** A list of `count` people, each a link, with the footer, as the list screens render it. */
function People({ count, isLoadingNext, onAsked }: { count: number; isLoadingNext: boolean; onAsked: (finish: Finish) => void }) {
  const { listRef, footer } = useEndlessList(
    { hasNext: true, isLoadingNext, loadNext: (_size, { onComplete }) => onAsked(onComplete) },
    2,
    count,
  );
  return (
    <div ref={listRef}>
      <ul>
        {Array.from({ length: count }, (_, index) => (
          <li key={index}>
            <a href={`/author/${index + 1}`}>Person {index + 1}</a>
          </li>
        ))}
      </ul>
      <EndlessListFooter {...footer} itemsName="people" />
    </div>
  );
}

function renderPeople() {
  let finish: Finish = () => {};
  const onAsked = (next: Finish) => (finish = next);
  const view = render(
    <AppProviders environment={createMockEnvironment()}>
      <People count={2} isLoadingNext={false} onAsked={onAsked} />
    </AppProviders>,
  );
  const show = (count: number, isLoadingNext: boolean) =>
    view.rerender(
      <AppProviders environment={createMockEnvironment()}>
        <People count={count} isLoadingNext={isLoadingNext} onAsked={onAsked} />
      </AppProviders>,
    );
  return { show, finish: (error: Error | null) => act(() => finish(error)) };
}

describe('EndlessListFooter', () => {
  it('says which items failed to load and offers Try again', () => {
    let retried = 0;
    render(
      <AppProviders environment={createMockEnvironment()}>
        <EndlessListFooter count={3} hasNext isLoadingNext={false} failed onNext={() => {}} onLoadMore={() => {}} onRetry={() => retried++} itemsName="people" />
      </AppProviders>,
    );
    expect(screen.getByRole('alert').textContent).toContain('More people could not be loaded.');
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(retried).toBe(1);
  });

  it('after a press on Load more, focus goes to the first item the page brought, not to the document', () => {
    const { show, finish } = renderPeople();
    const button = screen.getByRole('button', { name: 'Load more' });
    button.focus();
    fireEvent.click(button);
    show(2, true);
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
    finish(null);
    show(4, false);
    expect(document.activeElement).toBe(screen.getByRole('link', { name: 'Person 3' }));
  });

  it('after a press on Load more whose page fails, focus goes to Try again', () => {
    const { show, finish } = renderPeople();
    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    show(2, true);
    finish(new Error('upstream down'));
    show(2, false);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Try again' }));
  });

  it('leaves focus alone when a page arrives by scrolling', () => {
    const { show, finish } = renderPeople();
    const first = screen.getByRole('link', { name: 'Person 1' });
    first.focus();
    // What the scroll sentinel calls: the footer's onNext, not the button.
    show(2, false);
    finish(null);
    show(4, false);
    expect(document.activeElement).toBe(first);
  });
});
