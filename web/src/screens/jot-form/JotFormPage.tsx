import { Button, Heading, Skeleton, Stack, Text } from '@chakra-ui/react';
import { Suspense } from 'react';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay/hooks';
import { Link as RouterLink, useParams } from 'react-router';
import type { JotFormPageQuery } from '../../__generated__/JotFormPageQuery.graphql.ts';
import { useRouteQuery } from '../../relay/routeQuery.ts';
import { JotForm, type EditedJot } from './JotForm.tsx';

export const jotFormPageQuery = graphql`
  query JotFormPageQuery($jotSlug: String!, $isEdit: Boolean!) {
    containers {
      id
      name
    }
    jot(slug: $jotSlug) @include(if: $isEdit) {
      id
      title
      contentType
      contentUrl
      contentHtml
      viewerCanEdit
      images {
        id
        name
        url
        srcSet
        orderColumn
      }
      listItem {
        id
        section {
          id
        }
        pod {
          id
        }
        container {
          id
        }
      }
    }
  }
`;

function FormContent({ queryRef, editing }: { queryRef: PreloadedQuery<JotFormPageQuery>; editing: boolean }) {
  const data = usePreloadedQuery<JotFormPageQuery>(jotFormPageQuery, queryRef);
  if (!editing) return <JotForm containers={data.containers} jot={null} />;
  const jot = data.jot;
  if (!jot || !jot.viewerCanEdit) {
    return (
      <Stack gap="4" role="status">
        <Text>{jot ? 'Only the author can edit this jot.' : 'This jot does not exist or is no longer available.'}</Text>
        <Button asChild variant="outline" alignSelf="flex-start">
          <RouterLink to="/my-jots">Go to My Jots</RouterLink>
        </Button>
      </Stack>
    );
  }
  const edited: EditedJot = {
    id: jot.id,
    title: jot.title,
    contentType: jot.contentType,
    contentUrl: jot.contentUrl,
    contentHtml: jot.contentHtml,
    images: jot.images,
    place: {
      containerId: jot.listItem?.container?.id ?? '',
      podId: jot.listItem?.pod?.id ?? '',
      sectionId: jot.listItem?.section?.id ?? '',
      listItemId: jot.listItem?.id ?? '',
    },
  };
  // Keyed by the jot: another jot's edit page starts from its own values.
  return <JotForm key={jot.id} containers={data.containers} jot={edited} />;
}

function FormSkeleton() {
  return (
    <Stack gap="6" aria-busy="true" aria-label="Loading the jot form">
      <Skeleton height="20" />
      <Skeleton height="10" />
      <Skeleton height="10" />
      <Skeleton height="48" />
    </Stack>
  );
}

/** `/jot/create` and `/jot/edit/:id` (signed-in only): the jot form. */
export function JotFormPage() {
  const queryRef = useRouteQuery<JotFormPageQuery>();
  const { id } = useParams();
  const editing = id !== undefined;
  const title = editing ? 'Update Jot' : 'Create Jot';
  return (
    <Stack gap="6" maxW="3xl">
      <title>{`${title} · Jotpod`}</title>
      <Heading as="h1" size="2xl">
        {title}
      </Heading>
      <Suspense fallback={<FormSkeleton />}>
        <FormContent queryRef={queryRef} editing={editing} />
      </Suspense>
    </Stack>
  );
}
