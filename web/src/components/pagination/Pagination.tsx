import { Box, Button, HStack } from '@chakra-ui/react';
import { LuChevronLeft, LuChevronRight } from 'react-icons/lu';
import { graphql, useFragment } from 'react-relay/hooks';
import { Link as RouterLink, useLocation } from 'react-router';
import type { Pagination_pageCursors$key } from '../../__generated__/Pagination_pageCursors.graphql.ts';
import { pageWindow } from './pageWindow.ts';

interface PaginationProps {
  pageCursors: Pagination_pageCursors$key;
  /** Names this navigation landmark; two bars on one page need different names. */
  label: string;
}

/**
 * Numbered pagination (Artsy force's pattern): the connection's `pageCursors` say which page is
 * current and how many there are; the bar links to `?page=N` so pages are real, shareable URLs and
 * the route loader passes N as the connection's `page` argument.
 */
export function Pagination({ pageCursors, label }: PaginationProps) {
  const cursors = useFragment(
    graphql`
      fragment Pagination_pageCursors on PageCursors {
        first {
          page
        }
        last {
          page
        }
        around {
          page
          isCurrent
        }
        previous {
          page
        }
      }
    `,
    pageCursors,
  );
  const location = useLocation();

  const known = [cursors.first?.page, cursors.last?.page, ...cursors.around.map((c) => c.page)].filter(
    (p): p is number => typeof p === 'number',
  );
  const total = Math.max(1, ...known);
  const current = cursors.around.find((c) => c.isCurrent)?.page ?? 1;
  if (total <= 1) return null;

  const hrefFor = (page: number) => {
    const params = new URLSearchParams(location.search);
    // Page 1 is the canonical URL without the parameter.
    if (page <= 1) params.delete('page');
    else params.set('page', String(page));
    const search = params.toString();
    return { pathname: location.pathname, search: search ? `?${search}` : '' };
  };
  const previous = cursors.previous?.page ?? (current > 1 ? current - 1 : null);
  const next = current < total ? current + 1 : null;

  return (
    <Box as="nav" aria-label={label}>
      <HStack as="ul" listStyleType="none" gap="1" flexWrap="wrap" justify="center" m="0" p="0">
        {previous !== null ? (
          <li>
            <Button asChild variant="ghost" size="sm">
              <RouterLink to={hrefFor(previous)} aria-label={`Previous page, page ${previous}`}>
                <LuChevronLeft aria-hidden /> Previous
              </RouterLink>
            </Button>
          </li>
        ) : null}
        {pageWindow(current, total).map((item) =>
          item.kind === 'gap' ? (
            <Box as="li" key={`gap-${item.key}`} aria-hidden px="2" color="fg.muted">
              …
            </Box>
          ) : (
            <li key={item.page}>
              <Button
                asChild
                size="sm"
                minW="9"
                colorPalette="brand"
                variant={item.page === current ? 'solid' : 'outline'}
              >
                <RouterLink
                  to={hrefFor(item.page)}
                  aria-label={`Page ${item.page}`}
                  aria-current={item.page === current ? 'page' : undefined}
                >
                  {item.page}
                </RouterLink>
              </Button>
            </li>
          ),
        )}
        {next !== null ? (
          <li>
            <Button asChild variant="ghost" size="sm">
              <RouterLink to={hrefFor(next)} aria-label={`Next page, page ${next}`}>
                Next <LuChevronRight aria-hidden />
              </RouterLink>
            </Button>
          </li>
        ) : null}
      </HStack>
    </Box>
  );
}
