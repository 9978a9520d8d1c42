/** One tier of the subscription page. Payment handling is not specified. */
export interface SubscriptionPlan {
  id: 'monthly' | 'annually' | 'lifetime';
  name: string;
  priceCents: number;
  period: string;
  isMostPopular: boolean;
  features: readonly string[];
}

/** Every tier has the same features. */
const FEATURES = ['Create Jots', 'Promote Jots', 'No Ads', 'Unlimited Searches'] as const;

/** The three tiers of the subscription page, in display order. A constant: the api has no plans endpoint. */
export const SUBSCRIPTION_PLANS: readonly SubscriptionPlan[] = [
  { id: 'monthly', name: 'Monthly', priceCents: 199, period: 'per month', isMostPopular: false, features: FEATURES },
  { id: 'annually', name: 'Annually', priceCents: 599, period: 'per year', isMostPopular: true, features: FEATURES },
  { id: 'lifetime', name: 'Lifetime', priceCents: 999, period: 'one payment', isMostPopular: false, features: FEATURES },
];

/** 199 → "$1.99". */
export function priceLabel(cents: number): string {
  return `$${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
}
