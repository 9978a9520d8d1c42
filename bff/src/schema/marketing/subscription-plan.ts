import { priceLabel, SUBSCRIPTION_PLANS, type SubscriptionPlan } from '../../catalog/subscription-plans.ts';
import { builder } from '../builder.ts';

const SubscriptionPlanRef = builder.objectRef<SubscriptionPlan>('SubscriptionPlan').implement({
  description: 'A tier of the subscription page. Display data only: nothing is sold through this schema.',
  fields: (t) => ({
    id: t.exposeID('id', { description: 'Stable key of the tier: `monthly`, `annually` or `lifetime` (not a Node id).' }),
    name: t.exposeString('name', { description: 'Monthly, Annually or Lifetime.' }),
    priceCents: t.exposeInt('priceCents', { description: 'The price in US cents (199 is $1.99), charged as `period` says.' }),
    priceLabel: t.string({ description: 'The price formatted for display, e.g. "$1.99".', resolve: (plan) => priceLabel(plan.priceCents) }),
    period: t.exposeString('period', { description: '"per month", "per year" or "one payment".' }),
    isMostPopular: t.exposeBoolean('isMostPopular', { description: 'The tier the page highlights as "Most Popular" (exactly one).' }),
    features: t.stringList({ description: 'Bullet points of the tier, in display order.', resolve: (plan) => [...plan.features] }),
  }),
});

builder.queryField('subscriptionPlans', (t) =>
  t.field({
    type: [SubscriptionPlanRef],
    description: 'The three tiers, in display order. No REST call: they are constants of the bff.',
    resolve: () => [...SUBSCRIPTION_PLANS],
  }),
);
