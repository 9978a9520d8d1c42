import { Box, Button, Card, Field, Input, Link, SimpleGrid, Stack, Text, Textarea, chakra } from '@chakra-ui/react';
import { fieldSlotRecipe } from '@chakra-ui/react/theme';
import { useState, type FormEvent } from 'react';
import { LuMail } from 'react-icons/lu';
import { MarketingHero, MarketingSection } from './MarketingSection.tsx';
import { INVESTOR_EMAIL, investorMailto, type InvestorEnquiry } from './investorContact.ts';

/** Facts from the product itself; no invented metrics. */
const FACTS = [
  { value: 'Over 3500', label: 'topics to learn from' },
  { value: 'Free', label: 'for every learner, for life' },
  { value: '5', label: 'jot formats: story, video, audio, PDF and article' },
] as const;

/** Opens the mail app; an indirection so tests can see the address without leaving the page. */
export const mailApp = {
  open(href: string): void {
    window.location.href = href;
  },
};

/**
 * The fields are read from the form when it is sent (the browser keeps them): what was typed, or
 * filled in by the browser, before the app took the server's page over counts as much as the rest.
 */
function InterestForm() {
  const [opened, setOpened] = useState(false);
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const field = (name: keyof InvestorEnquiry) => String(form.get(name) ?? '');
    mailApp.open(investorMailto({ name: field('name'), email: field('email'), organization: field('organization'), message: field('message') }));
    setOpened(true);
  };

  return (
    // Sent before the app has taken the server's page over, the browser itself hands the fields
    // to the mail app (a plain mailto form) rather than putting them in the page's address.
    <chakra.form action={`mailto:${INVESTOR_EMAIL}`} method="post" encType="text/plain" onSubmit={onSubmit} aria-labelledby="interest-form-title" maxW="2xl">
      <Stack gap="4">
        <Text id="interest-form-title" fontWeight="semibold" fontSize="lg">
          Register your interest
        </Text>
        <Text color="fg.muted" fontSize="sm">
          Sending opens your own email app with this message addressed to {INVESTOR_EMAIL}. Nothing is stored on our side.
        </Text>
        <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
          <Field.Root recipe={fieldSlotRecipe} required>
            <Field.Label>
              Your name <Field.RequiredIndicator />
            </Field.Label>
            <Input name="name" autoComplete="name" />
          </Field.Root>
          <Field.Root recipe={fieldSlotRecipe} required>
            <Field.Label>
              Email <Field.RequiredIndicator />
            </Field.Label>
            <Input name="email" type="email" autoComplete="email" />
          </Field.Root>
        </SimpleGrid>
        <Field.Root recipe={fieldSlotRecipe}>
          <Field.Label>Organisation</Field.Label>
          <Input name="organization" autoComplete="organization" />
        </Field.Root>
        <Field.Root recipe={fieldSlotRecipe} required>
          <Field.Label>
            Message <Field.RequiredIndicator />
          </Field.Label>
          <Textarea name="message" rows={5} />
        </Field.Root>
        <Box>
          <Button type="submit" colorPalette="brand">
            <LuMail aria-hidden /> Write to our investor team
          </Button>
        </Box>
        <Text role="status" fontSize="sm" color="fg.muted">
          {opened
            ? `Your email app should now open with your message. If it did not, please write to ${INVESTOR_EMAIL}.`
            : ''}
        </Text>
      </Stack>
    </chakra.form>
  );
}

/** `/investor-relations`: the investor-interest section of the marketing site. */
export function InvestorRelationsPage() {
  return (
    <>
      <title>Investor Relations · Jotpod</title>
      <MarketingHero eyebrow="Investor Relations" title="Help us make lifelong learning free for everyone">
        <Text>
          Jotpod is a teacher-first learning platform: short lessons, written by the people who teach them, free to read
          for life. We are building the place people return to whenever they want to learn something new.
        </Text>
      </MarketingHero>

      <MarketingSection title="Our mission">
        <Stack gap="4" maxW="3xl">
          <Text>
            Good explanations change lives, yet most of them stay in one classroom. Jotpod gives teachers a simple way to
            share what they know in small, focused jots, and gives learners of every age a free, well-organised place to
            find them.
          </Text>
          <Text>
            Free reading stays free. Optional subscriptions let committed creators publish and promote their jots without
            ads, which keeps the platform sustainable without putting learning behind a paywall.
          </Text>
        </Stack>
      </MarketingSection>

      <MarketingSection title="Jotpod at a glance" muted>
        <SimpleGrid as="ul" columns={{ base: 1, md: 3 }} gap="6" listStyleType="none" m="0" p="0">
          {FACTS.map((fact) => (
            <li key={fact.label}>
              <Card.Root variant="elevated" h="full">
                <Card.Body gap="1">
                  <Text fontSize="3xl" fontWeight="bold" color="brand.fg">
                    {fact.value}
                  </Text>
                  <Text fontSize="sm" color="fg.muted">
                    {fact.label}
                  </Text>
                </Card.Body>
              </Card.Root>
            </li>
          ))}
        </SimpleGrid>
        <Text maxW="3xl">
          Content is organised from broad containers down to individual jots, with glossaries for every learning pod, so
          readers always know where they are and what to read next.
        </Text>
      </MarketingSection>

      <MarketingSection title="Get in touch">
        <Stack gap="8">
          <Text maxW="3xl">
            We would be glad to hear from investors who share our belief in free, lifelong learning. Email us at{' '}
            <Link href={`mailto:${INVESTOR_EMAIL}`} color="brand.fg" textDecoration="underline">
              {INVESTOR_EMAIL}
            </Link>{' '}
            or use the form below.
          </Text>
          <InterestForm />
        </Stack>
      </MarketingSection>
    </>
  );
}
