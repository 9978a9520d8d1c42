import { Box, HStack, Skeleton, SkeletonCircle, SkeletonText } from '@chakra-ui/react';

/** The shape of a JotCard while its data loads. */
export function JotCardSkeleton() {
  return (
    <Box borderWidth="1px" rounded="lg" p="4">
      <Skeleton height="4" width="16" mb="3" />
      <Skeleton height="5" width="80%" mb="3" />
      <SkeletonText noOfLines={2} mb="4" />
      <HStack gap="2">
        <SkeletonCircle size="6" />
        <Skeleton height="4" width="30%" />
      </HStack>
    </Box>
  );
}
