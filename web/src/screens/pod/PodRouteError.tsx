import { useEffect, useRef } from 'react';
import { isRouteErrorResponse, useLocation, useNavigate, useRouteError } from 'react-router';
import { toaster } from '../../components/toaster/toaster.tsx';
import { RouteError } from '../../components/RouteError.tsx';

/**
 * The pod route's errorElement: a pod fetch failure navigates back one step. Only
 * when the app itself has a previous entry (a direct visit's first entry has key 'default'), so
 * "back" never leaves the site; otherwise, and for 404 responses, the usual route error shows.
 * An unknown pod is not an error: the page renders the 404 for a null pod.
 */
export function PodRouteError() {
  const error = useRouteError();
  const navigate = useNavigate();
  const location = useLocation();
  const canGoBack = location.key !== 'default' && !isRouteErrorResponse(error);
  const wentBack = useRef(false);

  useEffect(() => {
    if (!canGoBack || wentBack.current) return;
    wentBack.current = true;
    toaster.create({ title: 'The pod could not be loaded.', type: 'error' });
    void navigate(-1);
  }, [canGoBack, navigate]);

  return canGoBack ? null : <RouteError />;
}
