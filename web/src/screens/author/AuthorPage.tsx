import { Box, Heading, HStack, Image, Link, SimpleGrid, Skeleton, SkeletonCircle, SkeletonText, Stack, Text, Wrap } from '@chakra-ui/react';
import { Suspense, type ReactNode } from 'react';
import { FaFacebook, FaInstagram, FaLinkedin, FaPinterest, FaXTwitter } from 'react-icons/fa6';
import { LuStore } from 'react-icons/lu';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay/hooks';
import { Link as RouterLink } from 'react-router';
import type { AuthorPageQuery } from '../../__generated__/AuthorPageQuery.graphql.ts';
import { NotFound } from '../../components/NotFound.tsx';
import { useRouteQuery } from '../../relay/routeQuery.ts';
import { BlockButton } from '../../components/block-list/BlockButton.tsx';
import { MuteButton } from '../../components/block-list/MuteButton.tsx';
import { useIsBlocked } from '../../components/block-list/blockList.ts';
import { FeedGridSkeleton } from '../../components/cards/FeedGrid.tsx';
import { FollowButton } from '../../components/actions/FollowButton.tsx';
import { AuthorJots } from './AuthorJots.tsx';
import { memberSince } from './constants.ts';
import { avatarImgProps } from '../../components/media/responsive-image.ts';
import { WithViewer } from '../../session/WithViewer.tsx';
import type { SessionViewer } from '../../session/viewerSession.ts';
import { PersonAvatar } from '../../components/media/PersonAvatar.tsx';
import { siteTitle } from '../../head/pageMetadata.ts';

/** What others see of a private profile instead of its bio and social links. */
export const PRIVATE_ACCOUNT_TEXT = 'This account is private.';

export const authorPageQuery = graphql`
  query AuthorPageQuery($databaseId: Int!, $first: Int!, $excludeAuthors: [ID!]) {
    user(databaseId: $databaseId) {
      id
      databaseId
      name
      avatar {
        url
        width
        height
        srcSet
      }
      createdAt
      bio
      isPrivate
      isExpert
      facebook
      linkedin
      instagram
      twitter
      pinterest
      storefrontUrl
      followerCount
      followingCount
      jotCount
      achievements {
        id
        title
        imageUrl
        description
        viewerDescription
      }
      ...FollowButton_user
      ...MuteButton_user
      ...AuthorJots_user @arguments(count: $first, excludeAuthors: $excludeAuthors)
    }
  }
`;

type Author = NonNullable<AuthorPageQuery['response']['user']>;

function SocialLinks({ author }: { author: Author }) {
  const links: { label: string; href: string | null | undefined; icon: ReactNode }[] = [
    { label: 'Facebook', href: author.facebook, icon: <FaFacebook aria-hidden /> },
    { label: 'LinkedIn', href: author.linkedin, icon: <FaLinkedin aria-hidden /> },
    { label: 'Instagram', href: author.instagram, icon: <FaInstagram aria-hidden /> },
    { label: 'Twitter', href: author.twitter, icon: <FaXTwitter aria-hidden /> },
    { label: 'Pinterest', href: author.pinterest, icon: <FaPinterest aria-hidden /> },
    { label: 'Storefront', href: author.storefrontUrl, icon: <LuStore aria-hidden /> },
  ];
  const present = links.filter((link): link is typeof link & { href: string } => Boolean(link.href));
  if (present.length === 0) return null;
  return (
    <Wrap as="ul" listStyleType="none" m="0" p="0" gap="4" aria-label={`${author.name} elsewhere`}>
      {present.map((link) => (
        <li key={link.label}>
          <Link href={link.href} target="_blank" rel="noopener noreferrer" color="brand.fg">
            {link.icon} {link.label}
            <Box as="span" srOnly>
              {' '}
              (opens in a new tab)
            </Box>
          </Link>
        </li>
      ))}
    </Wrap>
  );
}

/**
 * The badges the author earned. Each has two texts: `description` speaks to the earner ("You
 * posted your first jot."), `viewerDescription` about them ("Posted their first jot."), so
 * everyone but the author reads the second.
 */
function Achievements({ author, isSelf }: { author: Author; isSelf: boolean }) {
  return (
    <Stack as="section" aria-labelledby="author-achievements" gap="3">
      <Heading as="h2" size="lg" id="author-achievements">
        Achievements
      </Heading>
      {author.achievements.length === 0 ? (
        <Text color="fg.muted">No achievements yet.</Text>
      ) : (
        <SimpleGrid as="ul" columns={{ base: 1, sm: 2, lg: 3 }} gap="3" listStyleType="none" m="0" p="0">
          {author.achievements.map((achievement) => {
            const text = isSelf ? achievement.description : (achievement.viewerDescription ?? null);
            return (
              <HStack as="li" key={achievement.id} gap="3" align="flex-start" p="3" borderWidth="1px" rounded="lg">
                {achievement.imageUrl ? (
                  <Image src={achievement.imageUrl} htmlWidth={48} htmlHeight={48} alt={`${achievement.title} badge`} boxSize="12" objectFit="contain" flexShrink={0} />
                ) : null}
                <Stack gap="1">
                  <Text fontWeight="semibold">{achievement.title}</Text>
                  {text ? (
                    <Text fontSize="sm" color="fg.muted">
                      {text}
                    </Text>
                  ) : null}
                </Stack>
              </HStack>
            );
          })}
        </SimpleGrid>
      )}
    </Stack>
  );
}

function count(n: number, one: string, many: string): string {
  return `${n} ${n === 1 ? one : many}`;
}

/** A count; on one's own page a link to that list (only one's own followers and following are listed). */
function CountLink({ text, to }: { text: string; to: string | null }) {
  if (!to) return <>{text}</>;
  return (
    <Link asChild color="brand.fg" fontWeight="medium">
      <RouterLink to={to}>{text}</RouterLink>
    </Link>
  );
}

function AuthorContent({ queryRef }: { queryRef: PreloadedQuery<AuthorPageQuery> }) {
  const { user: author } = usePreloadedQuery<AuthorPageQuery>(authorPageQuery, queryRef);
  const blockedNow = useIsBlocked(author?.id ?? '');
  if (!author) return <NotFound what="This author" />;
  // Also while the loader's refetch for a changed list is on its way: this query's jots were
  // asked for without this author, so they must not be rendered until the new answer arrives.
  const blocked = blockedNow || (queryRef.variables.excludeAuthors ?? []).includes(author.id);
  // Who is reading comes from the session query every page has already loaded: asking this
  // query for the viewer again would cost the api another profile read. Until the session is
  // known the skeleton stays, so the owner never sees a stranger's controls first.
  return (
    <WithViewer fallback={<AuthorSkeleton />}>
      {(viewer) => <AuthorProfile author={author} blocked={blocked} viewer={viewer} />}
    </WithViewer>
  );
}

function AuthorProfile({ author, blocked, viewer }: { author: Author; blocked: boolean; viewer: SessionViewer | null }) {
  const isSelf = viewer?.databaseId === author.databaseId;
  // A private profile hides bio and social links from others (not from its owner).
  const hidden = author.isPrivate && !isSelf;
  const since = memberSince(author.createdAt);

  return (
    <Stack gap="8">
      <title>{siteTitle(author.name)}</title>
      <Stack direction={{ base: 'column', sm: 'row' }} gap="5" align={{ base: 'flex-start', sm: 'center' }}>
        <PersonAvatar size="2xl" colorPalette="brand" name={author.name} image={author.avatar ? avatarImgProps(author.avatar, 64) : null} alt={`Avatar of ${author.name}`} />
        <Stack gap="1">
          <Heading as="h1" size="2xl">
            {author.name}
          </Heading>
          {since ? (
            <Text color="fg.muted">
              <time dateTime={author.createdAt}>{since}</time>
            </Text>
          ) : null}
          <Text fontSize="sm" color="fg.muted">
            <CountLink text={count(author.followerCount, 'follower', 'followers')} to={isSelf ? '/followers' : null} /> ·{' '}
            <CountLink text={count(author.followingCount, 'following', 'following')} to={isSelf ? '/following' : null} /> ·{' '}
            {count(author.jotCount, 'jot', 'jots')}
          </Text>
        </Stack>
      </Stack>

      <HStack gap="2" wrap="wrap">
        <FollowButton user={author} />
        {/* Nobody blocks themselves; the expert account cannot be blocked (BlockButton hides it). */}
        {isSelf ? null : <BlockButton userId={author.id} name={author.name} isExpert={author.isExpert} />}
        {/* Mute is kept on the account: signed-in readers only. */}
        {isSelf || !viewer ? null : <MuteButton user={author} />}
      </HStack>

      {hidden ? (
        <Text color="fg.muted">{PRIVATE_ACCOUNT_TEXT}</Text>
      ) : (
        // Without a bio or links it takes no place (and no gap) in the page.
        <Stack gap="3" _empty={{ display: 'none' }}>
          {author.bio ? <Text whiteSpace="pre-line">{author.bio}</Text> : null}
          <SocialLinks author={author} />
        </Stack>
      )}

      <Achievements author={author} isSelf={isSelf} />

      <Stack as="section" aria-labelledby="author-jots" gap="4">
        <Heading as="h2" size="lg" id="author-jots">
          Jots
        </Heading>
        {blocked ? (
          <Text color="fg.muted">You blocked this author: their jots are hidden on this device.</Text>
        ) : (
          <AuthorJots user={author} isOwner={isSelf} />
        )}
      </Stack>
    </Stack>
  );
}

/** The author page's shape while it loads: the header, the buttons, the bio, then the jots. */
function AuthorSkeleton() {
  return (
    <Stack gap="8" aria-busy="true" aria-label="Loading author">
      <Stack direction={{ base: 'column', sm: 'row' }} gap="5" align={{ base: 'flex-start', sm: 'center' }}>
        <SkeletonCircle size="16" />
        <Stack gap="2" flex="1" w="full">
          <Skeleton height="9" width="50%" />
          <Skeleton height="4" width="30%" />
          <Skeleton height="4" width="40%" />
        </Stack>
      </Stack>
      <HStack gap="2">
        <Skeleton height="10" width="28" rounded="md" />
        <Skeleton height="10" width="24" rounded="md" />
      </HStack>
      <SkeletonText noOfLines={2} />
      <Stack gap="4">
        <Skeleton height="7" width="24" />
        <FeedGridSkeleton />
      </Stack>
    </Stack>
  );
}

/**
 * `/author/:id`: avatar, name, member since, follow, block, bio and social links (unless private),
 * achievements and the author's jots (endless, 'End of list.').
 */
export function AuthorPage() {
  const queryRef = useRouteQuery<AuthorPageQuery>();
  return (
    <Suspense fallback={<AuthorSkeleton />}>
      <AuthorContent queryRef={queryRef} />
    </Suspense>
  );
}
