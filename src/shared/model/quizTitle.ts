import type { QuizInfo } from '../wire/quiz';

/**
 * The quiz's title in `language`, where translated. Shared: the server fills the phone's pre-rendered
 * join form with the title the web app then shows.
 */
export function titleIn(info: Pick<QuizInfo, 'title' | 'second'>, language: string): string {
  return info.second?.language === language && info.second.title ? info.second.title : info.title;
}
