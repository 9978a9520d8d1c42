import { priceLabel, SUBSCRIPTION_PLANS, type SubscriptionPlan } from '../../catalog/subscription-plans.ts';
import { builder } from '../builder.ts';

const SubscriptionPlanRef = builder.objectRef<SubscriptionPlan>('SubscriptionPlan').implement({
  description: 'A tier of the subscription page (spec section 9).',
  fields: (t) => ({
    id: t.exposeID('id'),
    name: t.exposeString('name', { description: 'Monthly, Annually or Lifetime.' }),
    priceCents: t.exposeInt('priceCents'),
    priceLabel: t.string({ description: 'e.g. "$1.99".', resolve: (plan) => priceLabel(plan.priceCents) }),
    period: t.exposeString('period', { description: '"per month", "per year" or "one payment".' }),
    isMostPopular: t.exposeBoolean('isMostPopular'),
    features: t.stringList({ resolve: (plan) => [...plan.features] }),
  }),
});

builder.queryField('subscriptionPlans', (t) =>
  t.field({
    type: [SubscriptionPlanRef],
    description: 'The three tiers, in display order. No REST call: they are constants of the spec.',
    resolve: () => [...SUBSCRIPTION_PLANS],
  }),
);
