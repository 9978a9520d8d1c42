import { Box, Button, Card, List, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router';
import { WithViewer } from '../../session/WithViewer.tsx';
import { MarketingHero, MarketingSection } from './MarketingSection.tsx';

/** Container > Pod > Section > List item > Jot, explained for a newcomer. */
const HIERARCHY = [
  {
    name: 'Container',
    text: 'A broad focus such as a school subject or a craft. Containers are listed under Core Learning and Categories in the menu.',
  },
  { name: 'Pod', text: 'A learning pod: one topic inside a container, with its own glossary of key terms.' },
  { name: 'Section', text: 'A chapter of a pod. Sections can hold smaller sections, so a topic unfolds step by step.' },
  { name: 'List item', text: 'One idea or question within a section, with a short article that sets the scene.' },
  { name: 'Jot', text: 'A short learning post about a list item: a story in pictures, a video, an audio clip, a PDF or an article.' },
] as const;

const PRINCIPLES = [
  {
    title: 'Teacher-first',
    text: 'Jotpod is built around the people who explain things well. Teachers, mentors and curious learners write jots, and readers can follow the voices that help them most.',
  },
  {
    title: 'Free for life',
    text: 'Reading and learning on Jotpod is free, and it stays free. Learning does not stop when school does, so neither should access to good explanations.',
  },
  {
    title: 'Small steps',
    text: 'A jot takes minutes to read or watch. Small, focused lessons fit into a busy day and add up to real understanding over time.',
  },
] as const;

/** `/about`: what Jotpod is, for whom, and how the content is organised. */
export function AboutPage() {
  return (
    <>
      <title>About · Jotpod</title>
      <MarketingHero eyebrow="About Jotpod" title="A free, teacher-first platform for lifelong learning">
        <Text>
          Jotpod gathers short, focused lessons called jots, written by teachers and learners, across over 3500 topics.
          Whether you are revising for an exam, picking up a new skill or simply curious, there is always something new to
          learn in a few minutes.
        </Text>
      </MarketingHero>

      <MarketingSection title="What we believe">
        <SimpleGrid as="ul" columns={{ base: 1, md: 3 }} gap="6" listStyleType="none" m="0" p="0">
          {PRINCIPLES.map((principle) => (
            <li key={principle.title}>
              <Card.Root h="full" variant="subtle">
                <Card.Body gap="2">
                  <Card.Title as="h3">{principle.title}</Card.Title>
                  <Card.Description>{principle.text}</Card.Description>
                </Card.Body>
              </Card.Root>
            </li>
          ))}
        </SimpleGrid>
      </MarketingSection>

      <MarketingSection title="How it works" muted>
        <Text maxW="3xl">
          Everything on Jotpod has a place, so you always know where you are and what to read next. Knowledge is organised
          from the broadest level to the most specific:
        </Text>
        <Text fontWeight="semibold" color="brand.fg" aria-hidden>
          Container › Pod › Section › List item › Jot
        </Text>
        <List.Root as="ol" gap="4" ps="6" maxW="3xl">
          {HIERARCHY.map((level) => (
            <List.Item key={level.name}>
              <Text as="span" fontWeight="semibold">
                {level.name}:
              </Text>{' '}
              {level.text}
            </List.Item>
          ))}
        </List.Root>
      </MarketingSection>

      <MarketingSection title="Learn and share">
        <Stack gap="4" maxW="3xl">
          <Text>
            Read freely as a visitor. Create a free account to write your own jots, like the ones that inspire you, follow
            authors and pick a default topic pod that opens when you arrive.
          </Text>
          <Box>
            <Stack direction={{ base: 'column', sm: 'row' }} gap="3">
              <WithViewer provisional="device">
                {(viewer) => (
                  <Button asChild colorPalette="brand" size="lg">
                    {viewer ? (
                      <RouterLink to="/jot/create">Create a Jot</RouterLink>
                    ) : (
                      <RouterLink to="/register">Create a free account</RouterLink>
                    )}
                  </Button>
                )}
              </WithViewer>
              <Button asChild variant="outline" colorPalette="brand" size="lg">
                <RouterLink to="/feeds?tag=TRENDING">Explore trending pods</RouterLink>
              </Button>
            </Stack>
          </Box>
        </Stack>
      </MarketingSection>
    </>
  );
}
