import { useEffect } from 'react';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { CompactLayout } from '../../layouts/compact/compact-layout';
import { Page404, Page500 } from './error-pages';

/**
 * The router's error element: a 404 response shows the 404 page, anything else (a render error, a page
 * chunk that failed to load after a deploy) the 500 page with "try again".
 */
export function RouteErrorBoundary() {
  const error = useRouteError();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  useEffect(() => {
    if (!notFound) console.error(error);
  }, [error, notFound]);
  return <CompactLayout>{notFound ? <Page404 /> : <Page500 />}</CompactLayout>;
}
