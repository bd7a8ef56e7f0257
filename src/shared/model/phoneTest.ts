/**
 * The operator's "Test with your phone" link (issue 18): the join address with `?check=<token>`. Zod-free:
 * the phone page reads the parameter to show "It works!".
 */
export const PHONE_CHECK_PARAM = 'check';

/** A test token as the server makes them (random, URL-safe). */
export const PHONE_TEST_TOKEN = /^[A-Za-z0-9_-]{8,64}$/u;

export function phoneTestUrl(joinUrl: string, token: string): string {
  const url = new URL(joinUrl);
  url.searchParams.set(PHONE_CHECK_PARAM, token);
  return url.toString();
}
