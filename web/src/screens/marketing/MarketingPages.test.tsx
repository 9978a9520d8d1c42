import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoute } from '../../test/renderRoute.tsx';
import { mailApp } from './InvestorRelationsPage.tsx';
import { INVESTOR_EMAIL } from './investorContact.ts';

afterEach(() => vi.restoreAllMocks());

describe('marketing pages', () => {
  it('/about presents the teacher-first platform, the hierarchy and the calls to action', async () => {
    renderRoute('/about');
    expect(await screen.findByRole('heading', { level: 1, name: 'A free, teacher-first platform for lifelong learning' })).toBeTruthy();
    const main = screen.getByRole('main');
    expect(main.textContent).toContain('over 3500 topics');
    const howItWorks = within(main).getByRole('region', { name: 'How it works' });
    expect(within(howItWorks).getAllByRole('listitem').map((li) => li.textContent?.split(':')[0])).toEqual([
      'Container',
      'Pod',
      'Section',
      'List item',
      'Jot',
    ]);
    expect(within(main).getByRole('link', { name: 'Create a free account' }).getAttribute('href')).toBe('/register');
    expect(within(main).getByRole('link', { name: 'Explore trending pods' }).getAttribute('href')).toBe('/feeds?tag=TRENDING');
  });

  it('/investor-relations opens a mail to the investor team from the labelled form', async () => {
    const open = vi.spyOn(mailApp, 'open').mockImplementation(() => {});
    renderRoute('/investor-relations');
    expect(await screen.findByRole('heading', { level: 1, name: 'Help us make lifelong learning free for everyone' })).toBeTruthy();
    expect(screen.getByRole('link', { name: INVESTOR_EMAIL }).getAttribute('href')).toBe(`mailto:${INVESTOR_EMAIL}`);

    fireEvent.change(screen.getByRole('textbox', { name: /Your name/ }), { target: { value: 'Ada' } });
    fireEvent.change(screen.getByRole('textbox', { name: /Email/ }), { target: { value: 'ada@example.com' } });
    fireEvent.change(screen.getByRole('textbox', { name: /Message/ }), { target: { value: 'Hello' } });
    fireEvent.submit(screen.getByRole('form', { name: 'Register your interest' }));

    expect(open).toHaveBeenCalledTimes(1);
    const href = open.mock.calls[0]![0];
    expect(href.startsWith(`mailto:${INVESTOR_EMAIL}?subject=Investor%20enquiry%20from%20Ada`)).toBe(true);
    expect(screen.getByRole('status').textContent).toContain('Your email app should now open');
    // Without the app (sent before it has taken the server's page over) the browser itself hands
    // the fields to the mail app, never to the page's address.
    const form = screen.getByRole('form', { name: 'Register your interest' });
    expect([form.getAttribute('action'), form.getAttribute('method'), form.getAttribute('enctype')]).toEqual([`mailto:${INVESTOR_EMAIL}`, 'post', 'text/plain']);
  });
});
