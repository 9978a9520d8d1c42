import { Box, Flex, Link, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router';

/** The footer links (the /list-item/{numeric id} forms are older aliases). */
export const FOOTER_LINKS = [
  { to: '/about', label: 'About' },
  { to: '/investor-relations', label: 'Investor Relations' },
  { to: '/list-item/terms-of-use', label: 'Terms of Use' },
  { to: '/list-item/privacy-policy', label: 'Privacy Policy' },
  { to: '/list-item/cookie-policy', label: 'Cookie Policy' },
] as const;

export function Footer() {
  return (
    <Box as="footer" bg="chrome.footer" color="chrome.footerFg" mt="auto">
      <Flex
        maxW="8xl"
        mx="auto"
        px={{ base: '4', md: '6' }}
        py="8"
        gap="4"
        direction={{ base: 'column', md: 'row' }}
        justify="space-between"
        align={{ base: 'flex-start', md: 'center' }}
      >
        <Text fontSize="sm">© {new Date().getFullYear()} Jotpod. Learning for everyone, for life.</Text>
        <nav aria-label="Footer">
          <Stack as="ul" direction={{ base: 'column', sm: 'row' }} gap={{ base: '2', sm: '5' }} listStyleType="none" m="0" p="0">
            {FOOTER_LINKS.map((link) => (
              <li key={link.to}>
                <Link asChild color="chrome.footerFg" fontSize="sm" textDecoration="underline" textUnderlineOffset="3px">
                  <RouterLink to={link.to}>{link.label}</RouterLink>
                </Link>
              </li>
            ))}
          </Stack>
        </nav>
      </Flex>
    </Box>
  );
}
