/** Which addresses get the phone's light page (issue 18): `/` and anything that is not another page. */
import { describe, expect, it } from 'vitest';
import { isPhonePage } from '../../src/renderer/src/app/pageKind';
import { Route } from '../../src/shared/model/routes';

describe('isPhonePage', () => {
  it('is the phone for / and for addresses that are no other page (the router shows the phone there too)', () => {
    for (const path of ['/', '/join', '/t/3', '/screenx', '//']) expect(isPhonePage(path), path).toBe(true);
  });

  it('is not the phone for every other page, matched as the server matches it', () => {
    for (const route of Object.values(Route).filter((r) => r !== Route.player)) {
      for (const path of [route, `${route}/`, route.toUpperCase()])
        expect(isPhonePage(path), path).toBe(false);
    }
  });
});
