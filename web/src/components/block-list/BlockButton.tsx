import { Button } from '@chakra-ui/react';
import { LuBan, LuUndo2 } from 'react-icons/lu';
import { toaster } from '../toaster/toaster.tsx';
import { toggleBlockedUser, useIsBlocked } from './blockList.ts';

interface BlockButtonProps {
  /** Global User id. */
  userId: string;
  name: string;
  /** The built-in expert account cannot be blocked: nothing is rendered for it. */
  isExpert: boolean;
}

/**
 * Block / Unblock an author on this device (no account needed: the list never leaves the device
 * except as the `excludeAuthors` of the queries). The label names the action (Block or Unblock).
 */
export function BlockButton({ userId, name, isExpert }: BlockButtonProps) {
  const blocked = useIsBlocked(userId);
  if (isExpert) return null;
  return (
    <Button
      variant={blocked ? 'solid' : 'outline'}
      colorPalette="red"
      onClick={() => {
        const now = toggleBlockedUser(userId);
        toaster.create({
          title: now ? `${name} is blocked on this device. Their jots are hidden.` : `${name} is unblocked.`,
          type: 'info',
        });
      }}
    >
      {blocked ? <LuUndo2 aria-hidden /> : <LuBan aria-hidden />}
      {blocked ? 'Unblock' : 'Block'}
    </Button>
  );
}
