import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '../../test/renderRoute.tsx';

const FEATURES = ['Create Jots', 'Promote Jots', 'No Ads', 'Unlimited Searches'];
const plans = [
  { id: 'monthly', name: 'Monthly', priceCents: 199, priceLabel: '$1.99', period: 'per month', isMostPopular: false, features: FEATURES },
  { id: 'annually', name: 'Annually', priceCents: 599, priceLabel: '$5.99', period: 'per year', isMostPopular: true, features: FEATURES },
  { id: 'lifetime', name: 'Lifetime', priceCents: 999, priceLabel: '$9.99', period: 'one payment', isMostPopular: false, features: FEATURES },
];

describe('/subscription', () => {
  it('renders the tiers from the query, with the popular badge on the annual plan', async () => {
    const { resolvePending } = renderRoute('/subscription', { Query: () => ({ subscriptionPlans: plans }) });
    await resolvePending();

    const monthly = await screen.findByRole('article', { name: 'Monthly' });
    const annually = screen.getByRole('article', { name: 'Annually' });
    const lifetime = screen.getByRole('article', { name: 'Lifetime' });
    expect(screen.getAllByRole('article')).toHaveLength(3);

    expect(monthly.textContent).toContain('$1.99 per month');
    expect(annually.textContent).toContain('$5.99 per year');
    expect(lifetime.textContent).toContain('$9.99 one payment');
    expect(screen.getAllByText('Most popular')).toHaveLength(1);
    expect(within(annually).getByText('Most popular')).toBeTruthy();

    for (const card of [monthly, annually, lifetime]) {
      expect(within(card).getAllByRole('listitem').map((li) => li.textContent)).toEqual(FEATURES);
    }
    expect(within(annually).getByRole('link', { name: 'Choose Annually' }).getAttribute('href')).toBe('/register');
    expect(screen.getByText(/Payments are coming soon/)).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Choose your plan' })).toBeTruthy();
  });
});
