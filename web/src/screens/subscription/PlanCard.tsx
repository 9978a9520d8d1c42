import { Badge, Button, Card, HStack, List, Text } from '@chakra-ui/react';
import { LuCheck } from 'react-icons/lu';
import { graphql, useFragment } from 'react-relay/hooks';
import { Link as RouterLink } from 'react-router';
import type { PlanCard_plan$key } from '../../__generated__/PlanCard_plan.graphql.ts';
import { WithViewer } from '../../session/WithViewer.tsx';

/** One tier: name, price and period, the features, and the choose button. */
export function PlanCard({ plan }: { plan: PlanCard_plan$key }) {
  const data = useFragment(
    graphql`
      fragment PlanCard_plan on SubscriptionPlan {
        name
        priceLabel
        period
        isMostPopular
        features
      }
    `,
    plan,
  );
  const headingId = `plan-${data.name.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`;

  return (
    <Card.Root
      as="article"
      aria-labelledby={headingId}
      // Its header, features and button are rows of the list's grid (see SubscriptionPlans), so
      // side by side the tiers' parts line up however their names and prices wrap.
      display="grid"
      gridRow="span 3"
      gridTemplateRows="subgrid"
      rowGap="0"
      borderWidth={data.isMostPopular ? '2px' : '1px'}
      borderColor={data.isMostPopular ? 'brand.border' : 'border'}
      shadow={data.isMostPopular ? 'lg' : undefined}
    >
      <Card.Header gap="2">
        <HStack justify="space-between" align="center" minH="6">
          <Card.Title as="h2" id={headingId} fontSize="xl">
            {data.name}
          </Card.Title>
          {data.isMostPopular ? (
            <Badge colorPalette="brand" variant="solid" size="md">
              Most popular
            </Badge>
          ) : null}
        </HStack>
        <Text>
          <Text as="span" fontSize="4xl" fontWeight="bold" lineHeight="1">
            {data.priceLabel}
          </Text>{' '}
          <Text as="span" color="fg.muted" whiteSpace="nowrap">
            {data.period}
          </Text>
        </Text>
      </Card.Header>
      <Card.Body>
        <List.Root gap="2" variant="plain" aria-label={`${data.name} includes`}>
          {data.features.map((feature) => (
            <List.Item key={feature} alignItems="center">
              <List.Indicator asChild color="brand.fg">
                <LuCheck aria-hidden />
              </List.Indicator>
              {feature}
            </List.Item>
          ))}
        </List.Root>
      </Card.Body>
      <Card.Footer>
        {/*
          Payments are not open yet: for a visitor choosing a plan starts with an account; a
          signed-in user has one already, and the plan cannot be bought yet.
        */}
        <WithViewer provisional="device">
          {(viewer) =>
            viewer ? (
              <Button colorPalette="brand" variant="outline" w="full" disabled>
                {data.name}: coming soon
              </Button>
            ) : (
              <Button asChild colorPalette="brand" variant={data.isMostPopular ? 'solid' : 'outline'} w="full">
                <RouterLink to="/register">Choose {data.name}</RouterLink>
              </Button>
            )
          }
        </WithViewer>
      </Card.Footer>
    </Card.Root>
  );
}
