import { Breadcrumb } from '@chakra-ui/react';
import { Fragment } from 'react';
import { PreloadLink } from '../../router/PreloadLink.tsx';

export interface Crumb {
  readonly label: string;
  /** Absent for the current page (the last crumb). */
  readonly to?: string;
}

/**
 * The breadcrumb trail of every screen that has one (nav landmark "Breadcrumb"): Home, then each
 * level above the screen, linking to it, then the screen itself, the last crumb, as the current
 * page (not a link; a long title is cut to a line). The trail wraps on a narrow screen.
 */
export function Breadcrumbs({ items }: { items: readonly Crumb[] }) {
  const trail: readonly Crumb[] = [{ label: 'Home', to: '/' }, ...items];
  return (
    <Breadcrumb.Root aria-label="Breadcrumb" size="sm">
      <Breadcrumb.List flexWrap="wrap" rowGap="1">
        {trail.map((item, i) => (
          <Fragment key={`${i}-${item.label}`}>
            {i > 0 ? <Breadcrumb.Separator /> : null}
            {item.to ? (
              <Breadcrumb.Item>
                {/* At least 24 px tall: a target a finger can hit on a phone (WCAG target size). */}
                <Breadcrumb.Link asChild display="inline-flex" alignItems="center" minH="6">
                  {/* Warms the parent screen's code on hover (and its data on press, where the route allows). */}
                  <PreloadLink to={item.to}>{item.label}</PreloadLink>
                </Breadcrumb.Link>
              </Breadcrumb.Item>
            ) : (
              <Breadcrumb.Item minW="0">
                <Breadcrumb.CurrentLink truncate maxW="16rem" display="inline-block">
                  {item.label}
                </Breadcrumb.CurrentLink>
              </Breadcrumb.Item>
            )}
          </Fragment>
        ))}
      </Breadcrumb.List>
    </Breadcrumb.Root>
  );
}

const enc = encodeURIComponent;
export const containerPath = (slug: string) => `/container/${enc(slug)}`;
export const podPath = (slug: string) => `/pod/${enc(slug)}`;
export const sectionPath = (slug: string) => `/section/${enc(slug)}`;
/** Spec: list items are linked with the HOT tab open. */
export const listItemPath = (slug: string, tag: 'TRENDING' | 'HOT' | 'NEW' = 'HOT') => `/list-item/${enc(slug)}?tag=${tag}`;
