import { useEffect } from 'react';
import { APP_NAME } from '../../config/site';

/** Sets the tab title from an already translated page title, so it follows language changes. */
export function usePageTitle(title: string): void {
  useEffect(() => {
    document.title = title ? `${title} | ${APP_NAME}` : APP_NAME;
  }, [title]);
}
