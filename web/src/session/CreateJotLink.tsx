import { Link as RouterLink, type LinkProps } from 'react-router';
import { WithViewer } from './WithViewer.tsx';

/**
 * A link to create a jot: /jot/create when signed in, /register for visitors.
 * Spreads its props onto the anchor, so it works as the child of `<Button asChild>`.
 */
export function CreateJotLink(props: Omit<LinkProps, 'to'>) {
  return <WithViewer provisional="device">{(viewer) => <RouterLink {...props} to={viewer ? '/jot/create' : '/register'} />}</WithViewer>;
}
