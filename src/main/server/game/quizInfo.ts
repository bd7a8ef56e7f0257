import { presentText, QUIZ_DEFAULT_LANGUAGE, type Quiz, type QuizInfo } from '@shared/index';
import { playModeOf } from '@shared/model/teams';

/** What every page shows about the quiz, with the address guests join at. */
export function quizInfoOf(q: Quiz, joinUrl: string): QuizInfo {
  return {
    title: q.title,
    coupleNames: q.coupleNames,
    eventDate: q.eventDate,
    backgroundImage: q.backgroundImage ?? null,
    bgmUrl: q.bgmUrl ?? null,
    questionCount: q.questions.length,
    joinUrl,
    playMode: playModeOf(q),
    language: q.language ?? QUIZ_DEFAULT_LANGUAGE,
    second: q.secondLanguage ? { language: q.secondLanguage, title: presentText(q.second?.title) } : null,
    sounds: { ...q.sounds },
  };
}
