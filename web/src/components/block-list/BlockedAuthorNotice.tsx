import { Button, Heading, Stack, Text } from '@chakra-ui/react';
import { LuUndo2 } from 'react-icons/lu';
import { toggleBlockedUser } from './blockList.ts';

/** Shown instead of a jot whose author is on the device's block list. */
export const BLOCKED_AUTHOR_TEXT = 'You blocked this author.';

export function BlockedAuthorNotice({ userId, name }: { userId: string; name: string }) {
  return (
    <Stack gap="4" align="flex-start" py="8">
      <title>Blocked author · Jotpod</title>
      <Heading as="h1" size="xl">
        {BLOCKED_AUTHOR_TEXT}
      </Heading>
      <Text color="fg.muted">This jot is by {name}, whom you blocked on this device. Unblock them to read it.</Text>
      <Button colorPalette="brand" variant="outline" onClick={() => toggleBlockedUser(userId)}>
        <LuUndo2 aria-hidden /> Unblock
      </Button>
    </Stack>
  );
}
