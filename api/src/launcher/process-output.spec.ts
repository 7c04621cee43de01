import { PassThrough } from 'node:stream';
import { logFormat, ProcessOutput } from './process-output.js';

const request = JSON.stringify({
  level: 30,
  time: Date.UTC(2026, 10, 24, 9, 5, 7),
  pid: 42,
  method: 'GET',
  url: '/api/v1/houses/templates',
  status: 200,
  ms: 3.1,
  msg: 'request',
});

function collect(format: 'pretty' | 'json') {
  const written: string[] = [];
  const output = new ProcessOutput('api', format, (text) => written.push(text));
  return { output, written };
}

describe('logFormat', () => {
  it('is pretty at a terminal and JSON when piped, unless LOG_FORMAT says', () => {
    expect(logFormat({}, { isTTY: true })).toBe('pretty');
    expect(logFormat({}, { isTTY: false })).toBe('json');
    expect(logFormat({ LOG_FORMAT: 'json' }, { isTTY: true })).toBe('json');
    expect(logFormat({ LOG_FORMAT: 'pretty' }, {})).toBe('pretty');
  });
});

describe('ProcessOutput', () => {
  it('prints a request as one short line without JSON', () => {
    const { output, written } = collect('pretty');
    output.line(request, false);
    expect(written).toHaveLength(1);
    expect(written[0]).toMatch(/^\[\d\d:05:07\] INFO: api {4}GET \/api\/v1\/houses\/templates 200 3\.1 ms\n$/);
  });

  it('passes JSON lines through unchanged when piped', () => {
    const { output, written } = collect('json');
    output.line(request, false);
    expect(written).toEqual([`${request}\n`]);
  });

  it('keeps the last error, logged or thrown, and forgets it on reset', async () => {
    const { output } = collect('json');
    output.line(JSON.stringify({ level: 40, msg: 'slow' }), false);
    expect(output.lastProblem).toBeNull();
    output.line(JSON.stringify({ level: 50, context: 'Conversion', msg: 'failed', err: { message: 'boom' } }), false);
    expect(output.lastProblem).toBe('Conversion: failed: boom');

    const stderr = new PassThrough();
    output.attach(stderr, true);
    stderr.end(
      'file:///x.js:1\n  throw e;\n  ^\n\nQueryFailedError: portal "" cannot be run\n    at x (y.js:1:1)\n\nNode.js v20\n',
    );
    await new Promise((resolve) => stderr.on('end', resolve));
    await new Promise((resolve) => setImmediate(resolve));
    expect(output.lastProblem).toBe('QueryFailedError: portal "" cannot be run');
    output.reset();
    expect(output.lastProblem).toBeNull();
  });
});
