import { Button, HStack, Link, Stack, Text } from '@chakra-ui/react';
import { graphql, useFragment } from 'react-relay/hooks';
import { Link as RouterLink, useNavigate } from 'react-router';
import type { JotByline_jot$key } from '../../__generated__/JotByline_jot.graphql.ts';
import { formatMonthDay } from '../../components/dates/calendarDate.ts';
import { avatarImgProps } from '../../components/media/responsive-image.ts';
import { DeleteJotButton } from '../../components/jot-delete/DeleteJotButton.tsx';
import { PersonAvatar } from '../../components/media/PersonAvatar.tsx';

/**
 * Author avatar and name (linking to /author/{id}) and the created date as 'MMMM D'; the author
 * also gets an Edit link to the jot form and Delete (confirmed; then My Jots).
 */
export function JotByline({ jot }: { jot: JotByline_jot$key }) {
  const data = useFragment(
    graphql`
      fragment JotByline_jot on Jot {
        id
        databaseId
        title
        viewerCanEdit
        createdAt
        author {
          databaseId
          name
          avatar {
            url
            width
            height
            srcSet
          }
        }
      }
    `,
    jot,
  );
  const navigate = useNavigate();
  const { author } = data;
  const date = formatMonthDay(data.createdAt);

  return (
    <HStack gap="3">
      <PersonAvatar size="md" colorPalette="brand" name={author.name} image={author.avatar ? avatarImgProps(author.avatar, 40) : null} alt={`Avatar of ${author.name}`} />
      <Stack gap="0">
        <Link asChild fontWeight="semibold" color="fg">
          <RouterLink to={`/author/${author.databaseId}`}>{author.name}</RouterLink>
        </Link>
        {date ? (
          <Text fontSize="sm" color="fg.muted">
            <time dateTime={data.createdAt}>{date}</time>
          </Text>
        ) : null}
      </Stack>
      {data.viewerCanEdit ? (
        <HStack gap="2" ms="2">
          <Button asChild size="xs" variant="outline" colorPalette="brand">
            <RouterLink to={`/jot/edit/${data.databaseId}`} aria-label={`Edit ${data.title}`}>
              Edit
            </RouterLink>
          </Button>
          <DeleteJotButton jotId={data.id} title={data.title} onDeleted={() => navigate('/my-jots')} />
        </HStack>
      ) : null}
    </HStack>
  );
}
