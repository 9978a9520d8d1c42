import { graphql, useFragment } from 'react-relay/hooks';
import type { JotBreadcrumbs_jot$key } from '../../__generated__/JotBreadcrumbs_jot.graphql.ts';
import { Breadcrumbs, containerPath, listItemPath, podPath, sectionPath, type Crumb } from '../../components/navigation/Breadcrumbs.tsx';

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

  const crumbs: Crumb[] = [
    ...(data.container ? [{ label: data.container.name, to: containerPath(data.container.slug) }] : []),
    ...(data.pod ? [{ label: data.pod.name, to: podPath(data.pod.slug) }] : []),
    ...(data.listItem ? [{ label: data.listItem.name, to: listItemPath(data.listItem.slug, 'TRENDING') }] : []),
    ...(data.section ? [{ label: data.section.name, to: sectionPath(data.section.slug) }] : []),
    { label: data.title },
  ];
  return <Breadcrumbs items={crumbs} />;
}
