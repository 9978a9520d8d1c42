import { Box, type BoxProps } from '@chakra-ui/react';
import type { MouseEvent } from 'react';
import { useNavigate } from 'react-router';

interface SafeHtmlProps extends Omit<BoxProps, 'children' | 'dangerouslySetInnerHTML'> {
  /** HTML from the bff. It is sanitized there (allow-list) before it leaves the server. */
  html: string;
}

/**
 * The one place the app renders server HTML. Keeping it in one component keeps the trust boundary
 * reviewable: the bff's allow-list sanitizer is the guard, and nothing else sets innerHTML.
 * Same-origin links inside the HTML navigate within the app instead of reloading the page.
 */
export function SafeHtml({ html, css, ...boxProps }: SafeHtmlProps) {
  const navigate = useNavigate();

  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) {
      return;
    }
    const anchor = event.target instanceof Element ? event.target.closest('a') : null;
    if (!anchor || (anchor.target && anchor.target !== '_self') || anchor.hasAttribute('download')) return;
    const url = new URL(anchor.href, window.location.href);
    if (url.origin !== window.location.origin) return;
    event.preventDefault();
    navigate(`${url.pathname}${url.search}${url.hash}`);
  };

  return (
    <Box
      {...boxProps}
      onClick={onClick}
      // The caller's own rules come after these (a later entry wins), never instead of them.
      css={[
        {
          '& p': { mb: '3' },
          '& p:last-child': { mb: '0' },
          '& a': { color: 'brand.fg', textDecoration: 'underline' },
          '& ul, & ol': { ps: '6', mb: '3' },
          '& ul': { listStyleType: 'disc' },
          '& ol': { listStyleType: 'decimal' },
          '& h2, & h3, & h4': { fontWeight: 'semibold', mt: '4', mb: '2' },
          '& img': { maxW: '100%', h: 'auto' },
          '& blockquote': { borderStartWidth: '4px', borderColor: 'brand.muted', ps: '4', color: 'fg.muted' },
          // Search hits mark the words searched for.
          '& mark': { bg: 'yellow.200', color: 'inherit' },
        },
        css,
      ]}
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
