import { Box, IconButton, Stack, Text, chakra } from '@chakra-ui/react';
import { useId, useState } from 'react';
import { LuChevronRight } from 'react-icons/lu';
import { graphql, useFragment } from 'react-relay/hooks';
import { Link as RouterLink } from 'react-router';
import type { SectionTree_sections$key } from '../../__generated__/SectionTree_sections.graphql.ts';

/** Spec: the empty state of the pod's sections. */
export const NO_SECTIONS_TEXT = 'No sections available.';

/**
 * One node of the tree. Relay fragments cannot recurse, so the fragment below spells out four
 * levels (the content has at most three) and the renderer walks this structural type.
 */
interface TreeNode {
  readonly id: string;
  readonly name: string;
  readonly slug: string;
  readonly children?: readonly TreeNode[];
}

function TreeBranch({ node, level }: { node: TreeNode; level: number }) {
  const [expanded, setExpanded] = useState(false);
  const groupId = useId();
  const children = node.children ?? [];
  const hasChildren = children.length > 0;

  return (
    <li>
      <Box display="flex" alignItems="center" gap="1" ps={hasChildren ? '0' : '7'}>
        {hasChildren ? (
          // A disclosure button beside the link (APG disclosure navigation): Tab reaches both,
          // Enter/Space toggles, and aria-expanded tells screen readers the state.
          <IconButton
            size="2xs"
            variant="ghost"
            aria-expanded={expanded}
            aria-controls={groupId}
            aria-label={`${expanded ? 'Collapse' : 'Expand'} ${node.name}`}
            onClick={() => setExpanded((open) => !open)}
          >
            <Box as="span" display="inline-flex" transition="transform 0.15s" transform={expanded ? 'rotate(90deg)' : undefined} _motionReduce={{ transition: 'none' }}>
              <LuChevronRight aria-hidden />
            </Box>
          </IconButton>
        ) : null}
        <chakra.a
          asChild
          py="1"
          px="1"
          rounded="sm"
          fontSize="sm"
          fontWeight={level === 1 ? 'medium' : 'normal'}
          color="fg"
          _hover={{ color: 'brand.fg', textDecoration: 'underline' }}
        >
          <RouterLink to={`/section/${encodeURIComponent(node.slug)}`}>{node.name}</RouterLink>
        </chakra.a>
      </Box>
      {hasChildren ? (
        <Stack as="ul" id={groupId} hidden={!expanded} listStyleType="none" m="0" ps="5" gap="0">
          {children.map((child) => (
            <TreeBranch key={child.id} node={child} level={level + 1} />
          ))}
        </Stack>
      ) : null}
    </li>
  );
}

/** The pod's sections as an expandable tree; each node links to /section/{slug}. */
export function SectionTree({ sections, labelledBy }: { sections: SectionTree_sections$key; labelledBy: string }) {
  const roots = useFragment(
    graphql`
      fragment SectionTree_sections on Section @relay(plural: true) {
        id
        name
        slug
        children {
          id
          name
          slug
          children {
            id
            name
            slug
            children {
              id
              name
              slug
            }
          }
        }
      }
    `,
    sections,
  );

  if (roots.length === 0) {
    return <Text color="fg.muted">{NO_SECTIONS_TEXT}</Text>;
  }
  return (
    <Box as="nav" aria-labelledby={labelledBy}>
      <Stack as="ul" listStyleType="none" m="0" p="0" gap="0">
        {roots.map((node) => (
          <TreeBranch key={node.id} node={node} level={1} />
        ))}
      </Stack>
    </Box>
  );
}
