import { ButtonPropsProvider, HStack } from '@chakra-ui/react';
import { graphql, useFragment } from 'react-relay/hooks';
import type { JotActions_jot$key } from '../../__generated__/JotActions_jot.graphql.ts';
import { FollowButton } from '../../components/actions/FollowButton.tsx';
import { LikeButton } from '../../components/actions/LikeButton.tsx';
import { ShareButton } from '../../components/dialogs/ShareButton.tsx';
import { ReportJotButton } from '../../components/jot-report/ReportJotButton.tsx';
import { WithViewer } from '../../session/WithViewer.tsx';

interface JotActionsProps {
  jot: JotActions_jot$key;
}

/**
 * Like toggle, follow/unfollow, share, and Report for signed-in readers of others' jots. Like and follow read the session
 * themselves: for visitors they are marked unavailable, explain why in a tooltip and lead to
 * /login; follow is hidden when the author is the viewer.
 */
export function JotActions({ jot }: JotActionsProps) {
  const data = useFragment(
    graphql`
      fragment JotActions_jot on Jot {
        id
        slug
        title
        ...LikeButton_jot
        author {
          databaseId
          ...FollowButton_user
        }
      }
    `,
    jot,
  );

  return (
    // Smaller buttons on a phone: Like, Follow and Share fit on one line.
    <ButtonPropsProvider value={{ size: { base: 'sm', sm: 'md' } }}>
      <HStack gap="2" wrap="wrap">
        <LikeButton jot={data} />
        <FollowButton user={data.author} />
        <ShareButton path={`/jot/${encodeURIComponent(data.slug)}`} title={data.title} />
        <WithViewer>
          {(viewer) => (viewer && viewer.databaseId !== data.author.databaseId ? <ReportJotButton jotId={data.id} title={data.title} /> : null)}
        </WithViewer>
      </HStack>
    </ButtonPropsProvider>
  );
}
