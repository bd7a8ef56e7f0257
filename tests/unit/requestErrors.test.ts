import { describe, expect, it } from 'vitest';
import { downloadName } from '../../src/main/server/transport/http/downloadName';
import { requestFault } from '../../src/main/server/transport/http/requestErrors';

const httpError = (status: number, type?: string): Error => Object.assign(new Error('x'), { status, type });

describe('requestFault', () => {
  it("sorts body-parser's and Express's errors into what they say of the request", () => {
    expect(requestFault(new URIError('bad'))).toEqual({ fault: 'malformedAddress', status: 400 });
    expect(requestFault(httpError(415, 'encoding.unsupported'))).toEqual({
      fault: 'unsupportedEncoding',
      status: 415,
    });
    expect(requestFault(httpError(415, 'charset.unsupported'))).toEqual({
      fault: 'unsupportedCharset',
      status: 415,
    });
    expect(requestFault(httpError(413, 'entity.too.large'))).toEqual({ fault: 'tooLarge', status: 413 });
    expect(requestFault(httpError(400, 'entity.parse.failed'))).toEqual({ fault: 'notJson', status: 400 });
    expect(requestFault(httpError(404))).toEqual({ fault: 'badRequest', status: 404 });
  });

  it("counts anything else as the server's fault, keeping a 5xx status it gives", () => {
    expect(requestFault(new Error('boom'))).toEqual({ fault: 'serverError', status: 500 });
    expect(requestFault(httpError(503))).toEqual({ fault: 'serverError', status: 503 });
    expect(requestFault(httpError(302))).toEqual({ fault: 'serverError', status: 500 });
    expect(requestFault(undefined)).toEqual({ fault: 'serverError', status: 500 });
    expect(requestFault('thrown text')).toEqual({ fault: 'serverError', status: 500 });
  });
});

describe('downloadName', () => {
  it('makes the quiz title a safe file name', () => {
    expect(downloadName('Anna & Zoë’s Quiz!', '-answers.csv')).toBe('anna-zoes-quiz-answers.csv');
    expect(downloadName('  ', '.wedding-quiz.json')).toBe('wedding-quiz.wedding-quiz.json');
    expect(downloadName('x'.repeat(100), '')).toHaveLength(60);
  });
});
