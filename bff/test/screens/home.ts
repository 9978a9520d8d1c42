/** /: the marketing stories. /subscription: the three tiers (no REST call). */
export const HOME_SCREEN = `
  query HomeScreen {
    marketingStories { id title contentHtml buttonText buttonLink opensInNewTab imageUrl }
  }`;

export const SUBSCRIPTION_SCREEN = `
  query SubscriptionScreen {
    subscriptionPlans { id name priceCents priceLabel period isMostPopular features }
  }`;
