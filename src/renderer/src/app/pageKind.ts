import { ROUTES, Route } from '@shared/model/routes';

/** The pages other than the phone's: they come with the router, in a chunk a phone never loads. */
const OTHER_PAGES: readonly string[] = ROUTES.filter((route) => route !== Route.player);

/**
 * Whether `pathname` is the guest's phone page: `/` and any address that is not another page (the
 * router's catch-all shows the phone page there too). Matched as the server and router match it:
 * case-insensitively, a trailing slash allowed.
 */
export function isPhonePage(pathname: string): boolean {
  const path = pathname.toLowerCase().replace(/(.)\/+$/, '$1');
  return !OTHER_PAGES.includes(path);
}
