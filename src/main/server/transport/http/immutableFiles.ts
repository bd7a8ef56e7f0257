import express, { type RequestHandler, type Response } from 'express';

/**
 * Files served from `dir` that never change at their address (content-addressed media, photos with
 * random ids): cached for a year, no index or redirect, no dotfiles; `setHeaders` adds a type's own.
 */
export function immutableFiles(dir: string, setHeaders?: (res: Response) => void): RequestHandler {
  return express.static(dir, {
    index: false,
    redirect: false,
    dotfiles: 'ignore',
    immutable: true,
    maxAge: '365d',
    ...(setHeaders ? { setHeaders } : {}),
  });
}
