import type { ErrorRequestHandler, Request } from 'express';

/** The answer to an address that cannot be decoded (`/%E0%A4%A`): the client's mistake, said so. */
export const MALFORMED_ADDRESS = 'Bad request: the address is malformed';
/** An upload over its limit, as the operator API tells it. */
export const FILE_TOO_LARGE = 'That file is too large.';

/** What was wrong with a request whose handling failed. */
export type RequestFault =
  | 'malformedAddress'
  | 'unsupportedEncoding'
  | 'unsupportedCharset'
  | 'tooLarge'
  | 'notJson'
  | 'badRequest'
  | 'serverError';

/**
 * Sorts an error (body-parser's, Express's, a route's) into what it says of the request, with the
 * HTTP status to answer: 4xx for the client's mistakes, 5xx (500 unless the error says) for the server's.
 */
export function requestFault(error: unknown): { fault: RequestFault; status: number } {
  if (error instanceof URIError) return { fault: 'malformedAddress', status: 400 };
  const { status, type } = (error ?? {}) as { status?: unknown; type?: unknown };
  if (type === 'encoding.unsupported') return { fault: 'unsupportedEncoding', status: 415 };
  if (type === 'charset.unsupported') return { fault: 'unsupportedCharset', status: 415 };
  if (status === 413) return { fault: 'tooLarge', status: 413 };
  if (type === 'entity.parse.failed') return { fault: 'notJson', status: 400 };
  if (typeof status === 'number' && status >= 400 && status < 500) return { fault: 'badRequest', status };
  const serverStatus = typeof status === 'number' && status >= 500 && status < 600 ? status : 500;
  return { fault: 'serverError', status: serverStatus };
}

function apiMessage(fault: RequestFault, req: Request): string {
  switch (fault) {
    case 'malformedAddress':
      return `${MALFORMED_ADDRESS}.`;
    case 'unsupportedEncoding': {
      const encoding = (req.get('content-encoding') ?? '').slice(0, 40);
      return `The request's Content-Encoding "${encoding}" is not supported (gzip, deflate or br).`;
    }
    case 'unsupportedCharset':
      return 'The request must be sent as UTF-8.';
    case 'tooLarge':
      return FILE_TOO_LARGE;
    case 'notJson':
      return 'That file is not valid JSON.';
    case 'badRequest':
      return 'Bad request.';
    case 'serverError':
      return 'Something went wrong on the server.';
  }
}

/** The operator API's errors: JSON `{ msg }` that says what is wrong; the server's own are logged, as 500. */
export function apiErrorHandler(log: (message: string) => void): ErrorRequestHandler {
  return (error: unknown, req, res, _next) => {
    const { fault, status } = requestFault(error);
    if (fault === 'serverError') log(`API error: ${String(error)}`);
    res.status(fault === 'serverError' ? 500 : status).json({ msg: apiMessage(fault, req) });
  };
}

const UNREADABLE_BODY = 'Unsupported Media Type: the request body cannot be read';
const TEXT_MESSAGES: Record<RequestFault, string> = {
  malformedAddress: MALFORMED_ADDRESS,
  unsupportedEncoding: UNREADABLE_BODY,
  unsupportedCharset: UNREADABLE_BODY,
  tooLarge: 'Request too large',
  notJson: 'Bad request',
  badRequest: 'Bad request',
  serverError: 'Server error',
};

/** The rest of the site's errors: a short text that says what is wrong, never a stack trace. */
export const textErrorHandler: ErrorRequestHandler = (error: unknown, _req, res, _next) => {
  const { fault, status } = requestFault(error);
  res.status(status).type('text').send(TEXT_MESSAGES[fault]);
};
