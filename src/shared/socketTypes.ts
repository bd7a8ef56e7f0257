import type {
  ActionRejectedPayload,
  ChooseInterfacePayload,
  NetworkInfoPayload,
  AnswerRejectedPayload,
  GameView,
  JoinedGamePayload,
  KickPlayerPayload,
  MessagePayload,
  RequestNextStatePayload,
  ResetgsPayload,
  SessionEndedPayload,
  UpdateAnsweredCountPayload,
  UpdateConfigPayload,
  UpdatePlayersPayload,
  UserAnsweredPayload,
  UserAnsweredQuestionPayload,
} from './payloads';
import type { QuizInfo } from './quiz';

/** Typed Socket.IO maps for both ends. Payloads are still checked with the zod schemas at the edge. */
export interface ServerToClientEvents {
  joinedGame: (payload: JoinedGamePayload) => void;
  joinGameError: (payload: MessagePayload) => void;
  updateState: (view: GameView) => void;
  updatePlayers: (payload: UpdatePlayersPayload) => void;
  updateAnsweredCount: (payload: UpdateAnsweredCountPayload) => void;
  userAnswered: (payload: UserAnsweredPayload) => void;
  answerRejected: (payload: AnswerRejectedPayload) => void;
  quizInfo: (info: QuizInfo) => void;
  sessionEnded: (payload: SessionEndedPayload) => void;
  actionRejected: (payload: ActionRejectedPayload) => void;
  networkInfo: (payload: NetworkInfoPayload) => void;
}

export interface ClientToServerEvents {
  joinGame: (payload: string | { username: string }) => void;
  userAnsweredQuestion: (payload: UserAnsweredQuestionPayload) => void;
  requestNextState: (payload?: RequestNextStatePayload) => void;
  resetgs: (payload: ResetgsPayload) => void;
  kickPlayer: (payload: KickPlayerPayload) => void;
  pauseTimer: () => void;
  resumeTimer: () => void;
  updateConfig: (payload: UpdateConfigPayload) => void;
  chooseInterface: (payload: ChooseInterfacePayload) => void;
}
