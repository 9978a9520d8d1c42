import { Button, HStack, Portal, Tooltip } from '@chakra-ui/react';
import type { ReactElement } from 'react';
import { LuHeart, LuUserPlus } from 'react-icons/lu';
import { graphql, useFragment } from 'react-relay';
import { useNavigate } from 'react-router-dom';
import type { JotActions_jot$key } from '../../__generated__/JotActions_jot.graphql.ts';
import { ShareButton } from '../share/ShareButton.tsx';

/** A control that needs an account, with the hint visitors see on hover and focus. */
function SignInHint({ hint, children }: { hint: string; children: ReactElement }) {
  return (
    <Tooltip.Root openDelay={200} closeDelay={100}>
      <Tooltip.Trigger asChild>{children}</Tooltip.Trigger>
      <Portal>
        <Tooltip.Positioner>
          <Tooltip.Content>{hint}</Tooltip.Content>
        </Tooltip.Positioner>
      </Portal>
    </Tooltip.Root>
  );
}

interface JotActionsProps {
  jot: JotActions_jot$key;
  /**
   * Whether a session exists. The web client has no session yet (accounts and the social issue
   * bring it, with the like and follow mutations), so the page renders the visitor state.
   */
  signedIn?: boolean;
}

/**
 * Like toggle, follow/unfollow and share (spec section 2). Like and follow are real toggle
 * buttons (aria-pressed from the data); for visitors they are marked unavailable, explain why in a
 * tooltip, and lead to /login when pressed, as the spec's signed-out create links do.
 */
export function JotActions({ jot, signedIn = false }: JotActionsProps) {
  const data = useFragment(
    graphql`
      fragment JotActions_jot on Jot {
        slug
        title
        likeCount
        viewerHasLiked
        author {
          name
        }
      }
    `,
    jot,
  );
  const navigate = useNavigate();
  const toLogin = () => navigate('/login');
  const visitor = !signedIn;
  const likeLabel = data.likeCount === 1 ? '1 like' : `${data.likeCount} likes`;

  return (
    <HStack gap="2" wrap="wrap">
      <SignInHint hint="Sign in to like">
        <Button
          variant={data.viewerHasLiked ? 'solid' : 'outline'}
          colorPalette="brand"
          aria-pressed={data.viewerHasLiked}
          aria-disabled={visitor || undefined}
          aria-label={`Like (${likeLabel})`}
          onClick={visitor ? toLogin : undefined}
          opacity={visitor ? 0.75 : undefined}
        >
          <LuHeart aria-hidden fill={data.viewerHasLiked ? 'currentColor' : 'none'} />
          {data.likeCount}
        </Button>
      </SignInHint>
      <SignInHint hint="Sign in to follow">
        <Button
          variant="outline"
          colorPalette="brand"
          aria-pressed={false}
          aria-disabled={visitor || undefined}
          aria-label={`Follow ${data.author.name}`}
          onClick={visitor ? toLogin : undefined}
          opacity={visitor ? 0.75 : undefined}
        >
          <LuUserPlus aria-hidden /> Follow
        </Button>
      </SignInHint>
      <ShareButton path={`/jot/${encodeURIComponent(data.slug)}`} title={data.title} />
    </HStack>
  );
}
