/** The code of the API's 503 while the platform is in maintenance; the web then shows /maintenance. Zod-free: the
 * first page's API client reads it. */
export const MAINTENANCE_CODE = 'MAINTENANCE';
