import type { Handlers } from '../dispatcher';

/** The shoe game (issue 30): a partner's pick from their own phone (the socket says which partner). */
export const coupleAnswer: Handlers['coupleAnswer'] = async (context, { questionNo, answer }) => {
  const partner = context.socket.data.partner;
  if (partner === undefined) return context.refuse('Only the couple can answer this.');
  // The same pick again (a double tap) changes nothing: nothing to journal or send.
  if (context.session.current.coupleOf(questionNo)?.answers[partner] === answer) return;
  const result = await context.session.command({ type: 'coupleAnswer', questionNo, partner, answer });
  if (!result.ok) context.refuse(result.msg, result.code);
};

/** The operator at the reveal: a missing partner's pick the room shouted, or the other's alone (null). */
export const coupleSettle: Handlers['coupleSettle'] = async (context, { questionNo, partner, answer }) => {
  const result = await context.session.command({ type: 'coupleSettle', questionNo, partner, answer });
  if (!result.ok) context.refuse(result.msg, result.code);
  else
    context.log(
      `The operator ${answer === null ? 'scored on one partner alone' : 'entered a partner\u2019s answer'}.`,
    );
};
