import { Button } from '@chakra-ui/react';
import { LuBan, LuUndo2 } from 'react-icons/lu';
import { useRelayEnvironment } from 'react-relay/hooks';
import { WithViewer } from '../../session/WithViewer.tsx';
import { toaster } from '../toaster/toaster.tsx';
import { setBlockedOnAccount } from './accountBlockList.ts';
import { isBlocked, toggleBlockedUser, useIsBlocked } from './blockList.ts';

interface BlockButtonProps {
  /** Global User id. */
  userId: string;
  name: string;
  /** The built-in expert account cannot be blocked: nothing is rendered for it. */
  isExpert: boolean;
  size?: 'sm' | 'md';
  /** In a list of authors the button's name says whom ('Unblock Ada'); on one author's page the action is enough. */
  named?: boolean;
}

interface BlockControlProps {
  userId: string;
  name: string;
  signedIn: boolean;
  size: 'sm' | 'md';
  named: boolean;
}

function BlockControl({ userId, name, signedIn, size, named }: BlockControlProps) {
  const blocked = useIsBlocked(userId);
  const environment = useRelayEnvironment();
  const toggle = () => {
    const now = toggleBlockedUser(userId);
    toaster.create({
      title: now
        ? `${name} is blocked${signedIn ? '' : ' on this device'}. Their jots are hidden.`
        : `${name} is unblocked.`,
      type: 'info',
    });
    if (!signedIn) return;
    // The device list changed at once; the account follows, and a refusal puts the device back.
    setBlockedOnAccount(environment, userId, now, (message) => {
      if (isBlocked(userId) === now) toggleBlockedUser(userId);
      toaster.create({ title: now ? `${name} could not be blocked.` : `${name} could not be unblocked.`, description: message, type: 'error' });
    });
  };
  return (
    <Button size={size} variant={blocked ? 'solid' : 'outline'} colorPalette="red" aria-label={named ? `${blocked ? 'Unblock' : 'Block'} ${name}` : undefined} onClick={toggle}>
      {blocked ? <LuUndo2 aria-hidden /> : <LuBan aria-hidden />}
      {blocked ? 'Unblock' : 'Block'}
    </Button>
  );
}

/**
 * Block / Unblock an author. Visitors keep the list on this device only (it never leaves the
 * device except as the `excludeAuthors` of the queries); a signed-in reader's list is also kept
 * on their account, so it follows them to other devices. The label names the action.
 */
export function BlockButton({ userId, name, isExpert, size = 'md', named = false }: BlockButtonProps) {
  if (isExpert) return null;
  const control = { userId, name, size, named };
  return (
    <WithViewer fallback={<BlockControl {...control} signedIn={false} />}>
      {(viewer) => <BlockControl {...control} signedIn={viewer !== null} />}
    </WithViewer>
  );
}
