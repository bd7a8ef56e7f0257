import { contextBridge } from 'electron';

contextBridge.exposeInMainWorld('weddingQuiz', {});
