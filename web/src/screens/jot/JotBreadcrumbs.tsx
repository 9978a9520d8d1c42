import { Breadcrumb } from '@chakra-ui/react';
import { Fragment } from 'react';
import { graphql, useFragment } from 'react-relay/hooks';
import { Link as RouterLink } from 'react-router-dom';
import type { JotBreadcrumbs_jot$key } from '../../__generated__/JotBreadcrumbs_jot.graphql.ts';
import { PreloadLink } from '../../router/PreloadLink.tsx';

/**
 * The chain of container, pod, list item and section (in that order), each
 * linking to its screen; missing levels are skipped. List items open on the TRENDING tab.
 */
export function JotBreadcrumbs({ jot }: { jot: JotBreadcrumbs_jot$key }) {
  const data = useFragment(
    graphql`
      fragment JotBreadcrumbs_jot on Jot {
        title
        container {
          name
          slug
        }
        pod {
          name
          slug
        }
        listItem {
          name
          slug
        }
        section {
          name
          slug
        }
      }
    `,
    jot,
  );

  const crumbs = [
    data.container && { label: data.container.name, to: `/container/${encodeURIComponent(data.container.slug)}` },
    data.pod && { label: data.pod.name, to: `/pod/${encodeURIComponent(data.pod.slug)}` },
    data.listItem && { label: data.listItem.name, to: `/list-item/${encodeURIComponent(data.listItem.slug)}?tag=TRENDING` },
    data.section && { label: data.section.name, to: `/section/${encodeURIComponent(data.section.slug)}` },
  ].filter((crumb): crumb is { label: string; to: string } => Boolean(crumb));

  return (
    <Breadcrumb.Root aria-label="Breadcrumb" size="sm">
      <Breadcrumb.List flexWrap="wrap" rowGap="1">
        <Breadcrumb.Item>
          <Breadcrumb.Link asChild>
            <RouterLink to="/">Home</RouterLink>
          </Breadcrumb.Link>
        </Breadcrumb.Item>
        {crumbs.map((crumb) => (
          <Fragment key={crumb.to}>
            <Breadcrumb.Separator />
            <Breadcrumb.Item>
              <Breadcrumb.Link asChild>
                {/* Warms the parent screen's code on hover (and its data on press, where the route allows). */}
                <PreloadLink to={crumb.to}>{crumb.label}</PreloadLink>
              </Breadcrumb.Link>
            </Breadcrumb.Item>
          </Fragment>
        ))}
        <Breadcrumb.Separator />
        <Breadcrumb.Item minW="0">
          <Breadcrumb.CurrentLink truncate maxW="16rem" display="inline-block">
            {data.title}
          </Breadcrumb.CurrentLink>
        </Breadcrumb.Item>
      </Breadcrumb.List>
    </Breadcrumb.Root>
  );
}
