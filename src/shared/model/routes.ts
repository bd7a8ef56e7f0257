/**
 * The web app's pages: the one list the server (which serves the app on each), the desktop app's
 * windows and the web app's router all use.
 */
export const Route = {
  /** Phones: join and play. */
  player: '/',
  /** The big screen on the projector. */
  screen: '/screen',
  /** The operator panel. */
  operator: '/debug',
  /** Resets the game once (with the operator key). */
  reset: '/resetgs',
  /** The background-music link. */
  music: '/bgm',
  /** The printable results keepsake. */
  results: '/results',
  /** The printable table cards (a QR code per table), in a game played by tables. */
  cards: '/cards',
  /** The printable A4 "How to join" poster: the Wi-Fi and the quiz's QR codes (issue 18). */
  poster: '/poster',
} as const;

export type RoutePath = (typeof Route)[keyof typeof Route];

export const ROUTES: readonly RoutePath[] = Object.values(Route);

/** The operator panel with its key in the fragment (never sent to the server, never logged). */
export function operatorLinkPath(operatorKey: string): string {
  return `${Route.operator}#key=${encodeURIComponent(operatorKey)}`;
}

/** The phone page's parameter that opens one of the couple's phones (the shoe game, issue 30). */
export const COUPLE_PARAM = 'couple';

/** A partner's own link: the join address, `?couple`, and their secret in the fragment (never logged). */
export function couplePhoneUrl(joinUrl: string, partnerKey: string): string {
  const url = new URL(joinUrl);
  url.searchParams.set(COUPLE_PARAM, '');
  url.hash = partnerKey;
  return url.toString().replace(`${COUPLE_PARAM}=#`, `${COUPLE_PARAM}#`);
}
