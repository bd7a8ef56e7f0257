import type { Handlers } from '../dispatcher';

/** The venue's Wi-Fi and the corner QR (the whole settings each time). Kept across a reset. */
export const setVenue: Handlers['setVenue'] = async (context, settings) => {
  const result = await context.session.command({ type: 'venue', settings });
  if (!result.ok) context.refuse(result.msg);
};

/** A new "Test with your phone" token; the operators hear of it (and of the hit) as `venueInfo`. */
export const startPhoneTest: Handlers['startPhoneTest'] = (context) => {
  context.phoneTest.start();
};
