import { readApiError } from './api-error-answer.js';

describe('readApiError', () => {
  it('keeps the API’s German message, code and body', async () => {
    const body = { statusCode: 403, code: 'WRONG_STATUS', message: 'Die Anfrage ist noch nicht freigegeben.' };
    expect(await readApiError(Response.json(body, { status: 403 }))).toEqual({
      message: body.message,
      status: 403,
      body,
    });
  });

  it('names an answer without a JSON body by its status', async () => {
    expect(await readApiError(new Response('<html>Bad Gateway</html>', { status: 502 }))).toEqual({
      message: 'HTTP 502',
      status: 502,
      body: undefined,
    });
  });
});
