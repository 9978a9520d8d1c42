import { Box, Heading, SimpleGrid, Skeleton, Stack, Text } from '@chakra-ui/react';
import { Suspense } from 'react';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay/hooks';
import type { SubscriptionPageQuery } from '../../__generated__/SubscriptionPageQuery.graphql.ts';
import { useRouteQuery } from '../../relay/routeQuery.ts';
import { PlanCard } from './PlanCard.tsx';
import { WithViewer } from '../../session/WithViewer.tsx';

export const subscriptionPageQuery = graphql`
  query SubscriptionPageQuery {
    subscriptionPlans {
      id
      ...PlanCard_plan
    }
  }
`;

export function SubscriptionPlans({ queryRef }: { queryRef: PreloadedQuery<SubscriptionPageQuery> }) {
  const { subscriptionPlans } = usePreloadedQuery<SubscriptionPageQuery>(subscriptionPageQuery, queryRef);
  return (
    <SimpleGrid as="ul" columns={{ base: 1, md: 3 }} gap="6" listStyleType="none" m="0" p="0" alignItems="stretch">
      {subscriptionPlans.map((plan) => (
        // Three rows of the list's grid per tier (header, features, button), passed to its card.
        <Box as="li" key={plan.id} display="grid" gridRow="span 3" gridTemplateRows="subgrid" rowGap="0">
          <PlanCard plan={plan} />
        </Box>
      ))}
    </SimpleGrid>
  );
}

function PlansSkeleton() {
  return (
    <SimpleGrid columns={{ base: 1, md: 3 }} gap="6" aria-busy="true" aria-label="Loading plans">
      {[0, 1, 2].map((i) => (
        <Skeleton key={i} height="80" rounded="lg" />
      ))}
    </SimpleGrid>
  );
}

/** `/subscription`: the three subscription tiers. */
export function SubscriptionPage() {
  const queryRef = useRouteQuery<SubscriptionPageQuery>();
  return (
    <Stack gap="8">
      <title>Subscription · Jotpod</title>
      <Stack gap="3" textAlign={{ md: 'center' }} align={{ md: 'center' }}>
        <Heading as="h1" size="3xl">
          Choose your plan
        </Heading>
        <Text color="fg.muted" maxW="2xl">
          Reading on Jotpod is free, for life. A subscription lets you create and promote your own jots, removes ads
          and lifts the limit on searches. Every plan includes every feature: pick the way you prefer to pay.
        </Text>
      </Stack>
      <Suspense fallback={<PlansSkeleton />}>
        <SubscriptionPlans queryRef={queryRef} />
      </Suspense>
      <WithViewer provisional="device">
        {(viewer) => (
          <Text fontSize="sm" color="fg.muted" textAlign="center">
            {viewer
              ? 'Payments are coming soon: we will let you know as soon as you can upgrade. Your free account keeps everything it has.'
              : 'Payments are coming soon. Choosing a plan now creates your free account, and we will let you know as soon as you can upgrade.'}
          </Text>
        )}
      </WithViewer>
    </Stack>
  );
}
