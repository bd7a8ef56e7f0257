/** Wire event names. The first four of each direction are the original protocol's and never change. */
export const ClientEvent = {
  joinGame: 'joinGame',
  userAnsweredQuestion: 'userAnsweredQuestion',
  requestNextState: 'requestNextState',
  resetgs: 'resetgs',
  kickPlayer: 'kickPlayer',
  pauseTimer: 'pauseTimer',
  resumeTimer: 'resumeTimer',
  updateConfig: 'updateConfig',
  chooseInterface: 'chooseInterface',
} as const;
export type ClientEvent = (typeof ClientEvent)[keyof typeof ClientEvent];

export const ServerEvent = {
  joinedGame: 'joinedGame',
  joinGameError: 'joinGameError',
  updateState: 'updateState',
  updatePlayers: 'updatePlayers',
  updateAnsweredCount: 'updateAnsweredCount',
  userAnswered: 'userAnswered',
  answerRejected: 'answerRejected',
  quizInfo: 'quizInfo',
  sessionEnded: 'sessionEnded',
  actionRejected: 'actionRejected',
  networkInfo: 'networkInfo',
} as const;
export type ServerEvent = (typeof ServerEvent)[keyof typeof ServerEvent];

/** Events only the operator may send. */
export const OPERATOR_EVENTS: readonly ClientEvent[] = [
  ClientEvent.requestNextState,
  ClientEvent.resetgs,
  ClientEvent.kickPlayer,
  ClientEvent.pauseTimer,
  ClientEvent.resumeTimer,
  ClientEvent.updateConfig,
  ClientEvent.chooseInterface,
];
