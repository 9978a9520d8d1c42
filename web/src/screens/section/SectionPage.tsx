import { Box, Button, Heading, HStack, Skeleton, SkeletonText, Stack, Text, chakra } from '@chakra-ui/react';
import { Suspense, useId } from 'react';
import { LuSquarePen } from 'react-icons/lu';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay/hooks';
import { Link as RouterLink } from 'react-router';
import type { SectionPageQuery } from '../../__generated__/SectionPageQuery.graphql.ts';
import { NotFound } from '../../components/NotFound.tsx';
import { SafeHtml } from '../../components/SafeHtml.tsx';
import { useRouteQuery } from '../../relay/routeQuery.ts';
import { CreateJotLink } from '../../session/CreateJotLink.tsx';
import { Breadcrumbs, containerPath, listItemPath, podPath, sectionPath, type Crumb } from '../../components/navigation/Breadcrumbs.tsx';
import { siteTitle } from '../../head/pageMetadata.ts';

export const sectionPageQuery = graphql`
  query SectionPageQuery($slug: String!) {
    section(slug: $slug) {
      name
      infoHtml
      description
      container {
        name
        slug
      }
      pod {
        name
        slug
      }
      ancestors {
        id
        name
        slug
      }
      children {
        id
        name
        slug
      }
      listItems {
        id
        name
        slug
      }
    }
  }
`;

const LinkList = chakra('ul', { base: { listStyleType: 'none', m: '0', p: '0', display: 'flex', flexDirection: 'column', gap: '1' } });

function ListLink({ to, children }: { to: string; children: string }) {
  return (
    <li>
      <chakra.a asChild color="brand.fg" textDecoration="underline" textUnderlineOffset="3px" _hover={{ textDecorationThickness: '2px' }}>
        <RouterLink to={to}>{children}</RouterLink>
      </chakra.a>
    </li>
  );
}

function SectionContent({ queryRef }: { queryRef: PreloadedQuery<SectionPageQuery> }) {
  const { section } = usePreloadedQuery<SectionPageQuery>(sectionPageQuery, queryRef);
  const subId = useId();
  const itemsId = useId();
  if (!section) return <NotFound what="This section" />;

  const crumbs: Crumb[] = [
    ...(section.container ? [{ label: section.container.name, to: containerPath(section.container.slug) }] : []),
    ...(section.pod ? [{ label: section.pod.name, to: podPath(section.pod.slug) }] : []),
    ...section.ancestors.map((a) => ({ label: a.name, to: sectionPath(a.slug) })),
    { label: section.name },
  ];

  return (
    <Stack gap="6">
      <title>{siteTitle(section.name)}</title>
      <Breadcrumbs items={crumbs} />
      <HStack justify="space-between" align="flex-start" gap="4" flexWrap="wrap">
        <Stack gap="2">
          <Heading as="h1" size="2xl">
            {section.name}
          </Heading>
          {section.description ? <Text color="fg.muted">{section.description}</Text> : null}
        </Stack>
        {/* Visitors are sent to register first. */}
        <Button asChild colorPalette="brand">
          <CreateJotLink>
            <LuSquarePen aria-hidden /> Create a Jot
          </CreateJotLink>
        </Button>
      </HStack>
      {section.infoHtml ? <SafeHtml html={section.infoHtml} /> : null}

      {section.children.length > 0 ? (
        <Box as="section" aria-labelledby={subId}>
          <Heading as="h2" size="md" id={subId} mb="3">
            Sub sections
          </Heading>
          <LinkList>
            {section.children.map((child) => (
              <ListLink key={child.id} to={sectionPath(child.slug)}>
                {child.name}
              </ListLink>
            ))}
          </LinkList>
        </Box>
      ) : null}

      <Box as="section" aria-labelledby={itemsId}>
        <Heading as="h2" size="md" id={itemsId} mb="3">
          List items
        </Heading>
        {section.listItems.length === 0 ? (
          <Text color="fg.muted">No list items yet.</Text>
        ) : (
          <LinkList>
            {section.listItems.map((item) => (
              <ListLink key={item.id} to={listItemPath(item.slug, 'HOT')}>
                {item.name}
              </ListLink>
            ))}
          </LinkList>
        )}
      </Box>
    </Stack>
  );
}

function SectionSkeleton() {
  return (
    <Stack gap="6" aria-busy="true" aria-label="Loading section">
      <Skeleton height="4" width="50%" />
      <Skeleton height="8" width="40%" />
      <SkeletonText noOfLines={4} />
      <SkeletonText noOfLines={3} width="40%" />
    </Stack>
  );
}

/** `/section/:slug`: name, info, breadcrumbs, sub sections and list items. */
export function SectionPage() {
  const queryRef = useRouteQuery<SectionPageQuery>();
  return (
    <Suspense fallback={<SectionSkeleton />}>
      <SectionContent queryRef={queryRef} />
    </Suspense>
  );
}
