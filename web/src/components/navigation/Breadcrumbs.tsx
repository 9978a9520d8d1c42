import { Breadcrumb } from '@chakra-ui/react';
import { Fragment } from 'react';
import { Link as RouterLink } from 'react-router-dom';

export interface Crumb {
  readonly label: string;
  /** Absent for the current page (the last crumb). */
  readonly to?: string;
}

/** A breadcrumb trail (nav landmark 'breadcrumb'); the last crumb is the current page. */
export function Breadcrumbs({ items }: { items: readonly Crumb[] }) {
  return (
    <Breadcrumb.Root>
      <Breadcrumb.List flexWrap="wrap">
        {items.map((item, i) => (
          <Fragment key={`${i}-${item.label}`}>
            {i > 0 ? <Breadcrumb.Separator /> : null}
            <Breadcrumb.Item>
              {item.to ? (
                <Breadcrumb.Link asChild>
                  <RouterLink to={item.to}>{item.label}</RouterLink>
                </Breadcrumb.Link>
              ) : (
                <Breadcrumb.CurrentLink>{item.label}</Breadcrumb.CurrentLink>
              )}
            </Breadcrumb.Item>
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
