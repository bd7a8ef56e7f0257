/**
 * The operator's HTTP API bound to one operator key: what the operator's pages call, without handing
 * the key down through every component (features/operator/operatorContext.tsx provides it).
 */
import type { DownloadedFile } from './api';
import type { UploadOptions } from './upload';
import type { GameListItem, QuizResponse, ResultsSummary } from './apiTypes';
import { fetchCsv, fetchGames, fetchResults, restoreGame, resultsUrl, type CsvKind } from './gamesApi';
import { fetchPhotosZip } from './photosApi';
import { exportQuizFile, fetchQuiz, importQuizFile, saveQuiz, uploadImage, uploadSound } from './quizApi';

export interface OperatorApi {
  fetchQuiz(): Promise<QuizResponse>;
  saveQuiz(quiz: unknown): Promise<QuizResponse>;
  uploadImage(file: File, options?: UploadOptions): Promise<string>;
  uploadSound(file: File, options?: UploadOptions): Promise<string>;
  importQuizFile(file: File, options?: UploadOptions): Promise<QuizResponse>;
  exportQuizFile(): Promise<DownloadedFile>;
  fetchGames(): Promise<GameListItem[]>;
  fetchResults(gameId: string): Promise<ResultsSummary>;
  fetchCsv(gameId: string, kind: CsvKind): Promise<DownloadedFile>;
  /** The photos on the wall as one ZIP (issue 31). */
  fetchPhotosZip(gameId: string): Promise<DownloadedFile>;
  restoreGame(gameId: string): Promise<void>;
  /** The keepsake page of a game, with the key in its fragment (never sent to the server). */
  resultsUrl(gameId: string): string;
}

export function operatorApi(key: string): OperatorApi {
  return {
    fetchQuiz: () => fetchQuiz(key),
    saveQuiz: (quiz) => saveQuiz(key, quiz),
    uploadImage: (file, options) => uploadImage(key, file, options),
    uploadSound: (file, options) => uploadSound(key, file, options),
    importQuizFile: (file, options) => importQuizFile(key, file, options),
    exportQuizFile: () => exportQuizFile(key),
    fetchGames: () => fetchGames(key),
    fetchResults: (gameId) => fetchResults(key, gameId),
    fetchCsv: (gameId, kind) => fetchCsv(key, gameId, kind),
    fetchPhotosZip: (gameId) => fetchPhotosZip(key, gameId),
    restoreGame: (gameId) => restoreGame(key, gameId),
    resultsUrl: (gameId) => resultsUrl(gameId, key),
  };
}
