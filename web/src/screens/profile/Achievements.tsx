import { Heading, HStack, Image, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { graphql, useFragment } from 'react-relay/hooks';
import type { Achievements_viewer$key } from '../../__generated__/Achievements_viewer.graphql.ts';

/** The badges the viewer earned: title, image and description. */
export function Achievements({ viewer }: { viewer: Achievements_viewer$key }) {
  const { achievements } = useFragment(
    graphql`
      fragment Achievements_viewer on Viewer {
        achievements {
          id
          title
          imageUrl
          description
        }
      }
    `,
    viewer,
  );

  return (
    <Stack as="section" aria-labelledby="achievements-heading" gap="4">
      <Heading as="h2" size="lg" id="achievements-heading">
        Achievements
      </Heading>
      {achievements.length === 0 ? (
        <Text color="fg.muted">No achievements yet. Create and share jots to earn your first badge.</Text>
      ) : (
        <SimpleGrid as="ul" columns={{ base: 1, sm: 2 }} gap="4" listStyleType="none" m="0" p="0">
          {achievements.map((achievement) => (
            <HStack as="li" key={achievement.id} gap="3" align="flex-start" p="3" borderWidth="1px" rounded="lg">
              {achievement.imageUrl ? (
                <Image src={achievement.imageUrl} htmlWidth={48} htmlHeight={48} alt={`${achievement.title} badge`} boxSize="12" objectFit="contain" flexShrink={0} />
              ) : null}
              <Stack gap="1">
                <Text fontWeight="semibold">{achievement.title}</Text>
                {achievement.description ? (
                  <Text fontSize="sm" color="fg.muted">
                    {achievement.description}
                  </Text>
                ) : null}
              </Stack>
            </HStack>
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}
