/**
 * The shoe game's couple (issue 30): two partner phones, real Socket.IO clients in the bench's main
 * process, connected with the partner keys of the operator's view. Each picks at every shoe-game
 * question a little after its options open; the couple agree at the first shoe-game question, disagree
 * at the second, and so on in turn, and at a question where they disagree the second partner first
 * picks what the first did and changes their mind a second later (the last pick is the key).
 */
import { GameState, type GameViewMessage, type Quiz } from '../src/shared/index';
import { ClientEvent, ServerEvent } from '../src/shared/model/events';
import { Observer } from './observer';
import { kindOf } from './quizMix';
import type { CoupleInput, CouplePick, CoupleShown } from './coupleVerify';

type Pick = 0 | 1;

/** One shoe-game question: each partner's pick, when, and (a change of mind) what they picked first. */
export interface CouplePlan {
  questionNo: number;
  agree: boolean;
  picks: [PartnerPlan, PartnerPlan];
}

interface PartnerPlan {
  answer: Pick;
  /** After the options opened. */
  afterMs: number;
  /** Picked first, then changed to `answer` `CHANGE_AFTER_MS` after the server took it. */
  first: Pick | null;
}

const CHANGE_AFTER_MS = 1000;

/** The couple's picks at each shoe-game question of `quiz`, from the bench's seeded random source. */
export function planCouple(quiz: Quiz, random: () => number): CouplePlan[] {
  const plans: CouplePlan[] = [];
  quiz.questions.forEach((q, questionNo) => {
    if (kindOf(q) !== 'shoeGame') return;
    const agree = plans.length % 2 === 0;
    const first: Pick = random() < 0.5 ? 0 : 1;
    const second: Pick = agree ? first : ((1 - first) as Pick);
    const afterMs = (): number => 300 + Math.round(random() * 1200);
    plans.push({
      questionNo,
      agree,
      picks: [
        { answer: first, afterMs: afterMs(), first: null },
        { answer: second, afterMs: afterMs(), first: agree ? null : first },
      ],
    });
  });
  return plans;
}

/** One partner's phone: picks as planned, notes what the server took and what the reveal showed. */
export class PartnerPhone {
  readonly picks: CouplePick[] = [];
  readonly shown: CoupleShown[] = [];
  readonly problems: string[] = [];
  private readonly started = new Set<number>();
  private inFlight: CouplePick | null = null;

  private constructor(
    readonly phone: Observer,
    readonly partner: Pick,
    private readonly plans: ReadonlyMap<number, CouplePlan>,
    private readonly marginMs: number,
  ) {
    phone.socket.on(ServerEvent.updateState, (view) => this.onView(view));
    phone.socket.on(ServerEvent.actionRejected, ({ event, msg }) => {
      if (event !== ClientEvent.coupleAnswer) return;
      if (this.inFlight) this.inFlight.rejected = msg;
      else this.problems.push(`${this.name}: a pick refused: ${msg}`);
      this.inFlight = null;
    });
  }

  static async connect(
    url: string,
    key: string,
    partner: Pick,
    plans: readonly CouplePlan[],
    marginMs: number,
  ): Promise<PartnerPhone> {
    const phone = await Observer.connect(url, { partnerKey: key });
    return new PartnerPhone(phone, partner, new Map(plans.map((p) => [p.questionNo, p])), marginMs);
  }

  private onView(view: GameViewMessage): void {
    if (view.audience !== 'partner') return;
    const q = view.questionNumber;
    const plan = this.plans.get(q)?.picks[this.partner];
    if (!plan) return;
    const pending = this.inFlight;
    if (pending && pending.questionNo === q && view.myAnswer === pending.answer) {
      pending.ackAt = Date.now();
      this.inFlight = null;
      if (plan.first !== null && pending.answer === plan.first) {
        setTimeout(() => this.send(q, plan.answer), CHANGE_AFTER_MS);
      }
    }
    if (view.state === GameState.SHOW_QUESTION_OPTIONS && !this.started.has(q)) {
      this.started.add(q);
      setTimeout(() => this.send(q, plan.first ?? plan.answer), plan.afterMs);
    }
    if (view.state === GameState.SHOW_CORRECT_ANSWER && view.reveal?.couple) {
      this.note(q, view.reveal.couple.answers);
    }
  }

  get name(): string {
    return `partner ${this.partner + 1}'s phone`;
  }

  /** What this phone's reveal of question `q` showed (the last view of it). */
  private note(q: number, answers: readonly (number | null)[]): void {
    const i = this.shown.findIndex((s) => s.questionNo === q);
    const seen = { who: this.name, questionNo: q, answers: [...answers] };
    if (i >= 0) this.shown[i] = seen;
    else this.shown.push(seen);
  }

  private send(q: number, answer: Pick): void {
    const view = this.phone.last;
    const open =
      view?.state === GameState.SHOW_QUESTION_OPTIONS &&
      view.questionNumber === q &&
      view.timer.deadline !== null &&
      view.timer.deadline - Date.now() > this.marginMs;
    if (!open) {
      this.problems.push(`${this.name}, question ${q + 1}: the answering closed before the pick`);
      return;
    }
    const pick: CouplePick = {
      partner: this.partner,
      questionNo: q,
      answer,
      sentAt: Date.now(),
      ackAt: null,
      rejected: null,
    };
    this.picks.push(pick);
    this.inFlight = pick;
    this.phone.socket.emit(ClientEvent.coupleAnswer, { questionNo: q, answer });
  }

  close(): void {
    this.phone.close();
  }
}

/** Both partners' phones, on the keys the operator's view gives (null: the quiz names no couple). */
export async function connectCouple(
  url: string,
  operator: Observer,
  plans: readonly CouplePlan[],
  marginMs: number,
): Promise<[PartnerPhone, PartnerPhone] | null> {
  if (plans.length === 0) return null;
  await operator.until((o) => o.operatorView !== null, "the operator's view", 10_000);
  const keys = operator.operatorView?.coupleKeys;
  if (!keys) throw new Error('The operator view has no couple keys: the shoe game cannot be played.');
  return [
    await PartnerPhone.connect(url, keys[0], 0, plans, marginMs),
    await PartnerPhone.connect(url, keys[1], 1, plans, marginMs),
  ];
}

/** The operator's view at a reveal, as one of the screens that show the couple's picks. */
export const OPERATOR_VIEWER = 'the operator';

/** What bench/coupleVerify.ts checks: the planned key, both phones' picks, every reveal's picks shown. */
export function coupleInput(
  plans: readonly CouplePlan[],
  phones: readonly PartnerPhone[],
  operatorShown: readonly CoupleShown[],
): CoupleInput {
  return {
    planned: plans.map((p) => ({ questionNo: p.questionNo, answers: p.picks.map((pick) => pick.answer) })),
    picks: phones.flatMap((p) => p.picks),
    shown: [...operatorShown, ...phones.flatMap((p) => p.shown)],
    viewers: [OPERATOR_VIEWER, ...phones.map((p) => p.name)],
  };
}
