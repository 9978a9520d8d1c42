import { Box, Text } from '@chakra-ui/react';

/**
 * The spec's ads slot. A labelled placeholder until an ad provider is chosen; it reserves its
 * space so the layout does not shift when real ads arrive.
 */
export function AdSlot() {
  return (
    <Box
      borderWidth="1px"
      borderStyle="dashed"
      borderColor="border.emphasized"
      rounded="lg"
      // Below the content on mid-size screens a banner is enough; a tall skyscraper in the sidebar.
      minH={{ base: '24', xl: '64' }}
      display="flex"
      alignItems="center"
      justifyContent="center"
      bg="chrome.sidebar"
      data-testid="ad-slot"
    >
      <Text fontSize="xs" textTransform="uppercase" letterSpacing="wider" color="fg.muted">
        Advertisement
      </Text>
    </Box>
  );
}
