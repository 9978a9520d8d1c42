import { Heading, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useId, type ReactNode } from 'react';
import { graphql, useFragment } from 'react-relay/hooks';
import type { ContainerNav_query$key } from '../__generated__/ContainerNav_query.graphql.ts';
import { SideNavLink } from './PrimaryNav.tsx';

/** The containers grouped under these headings, Core Learning first. */
const GROUPS = [
  { section: 'CORE_LEARNING', title: 'Core Learning' },
  { section: 'CATEGORY', title: 'Categories' },
] as const;

function NavGroup({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <Stack as="section" gap="1" aria-labelledby={headingId}>
      <Heading as="h2" id={headingId} size="xs" textTransform="uppercase" letterSpacing="wider" color="fg.muted" px="3">
        {title}
      </Heading>
      {children}
    </Stack>
  );
}

/** The container lists of the left navigation. */
export function ContainerNav({ query }: { query: ContainerNav_query$key }) {
  const data = useFragment(
    graphql`
      fragment ContainerNav_query on Query {
        containers {
          id
          name
          slug
          section
        }
      }
    `,
    query,
  );

  return (
    <Stack gap="5">
      {GROUPS.map(({ section, title }) => {
        const containers = data.containers.filter((c) => c.section === section);
        return (
          <NavGroup key={section} title={title}>
            {containers.length === 0 ? (
              <Text fontSize="sm" color="fg.muted" px="3">
                Nothing here yet.
              </Text>
            ) : (
              <Stack as="ul" gap="0.5" listStyleType="none" m="0" p="0">
                {containers.map((c) => (
                  <li key={c.id}>
                    <SideNavLink to={`/container/${encodeURIComponent(c.slug)}`}>{c.name}</SideNavLink>
                  </li>
                ))}
              </Stack>
            )}
          </NavGroup>
        );
      })}
    </Stack>
  );
}

/** Shown while the container lists load. */
export function ContainerNavSkeleton() {
  return (
    <Stack gap="5" aria-busy="true" aria-label="Loading categories">
      {GROUPS.map(({ section, title }) => (
        <NavGroup key={section} title={title}>
          {[0, 1, 2, 3].map((i) => (
            <Skeleton key={i} height="6" mx="3" />
          ))}
        </NavGroup>
      ))}
    </Stack>
  );
}
