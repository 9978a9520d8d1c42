import { Heading, Link, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router';
import { DeleteAccount } from './DeleteAccount.tsx';
import { DownloadMyData } from './DownloadMyData.tsx';

/** Control over one's own content and account: who is kept out of one's way, deleting the account. */
export function AccountControls() {
  return (
    <Stack as="section" gap="5" aria-labelledby="account-controls-heading">
      <Heading as="h2" size="lg" id="account-controls-heading">
        Your content and account
      </Heading>
      <Text color="fg.muted">
        <Link asChild color="brand.fg">
          <RouterLink to="/blocked-authors">Blocked and muted authors</RouterLink>
        </Link>
        : whose jots you do not see.
      </Text>
      <DownloadMyData />
      <DeleteAccount />
    </Stack>
  );
}
