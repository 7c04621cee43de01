import { parseTrustProxy, trustProxyProblem } from './trust-proxy.js';

describe('TRUST_PROXY', () => {
  it.each([
    ['', false],
    ['false', false],
    ['0', false],
    ['1', 1],
    ['2', 2],
    ['10.0.0.0/8,127.0.0.1', ['10.0.0.0/8', '127.0.0.1']],
    [' loopback , fd00::/8 ', ['loopback', 'fd00::/8']],
  ])('reads %p as %p', (raw, expected) => {
    expect(trustProxyProblem(raw)).toBeNull();
    expect(parseTrustProxy(raw)).toEqual(expected);
  });

  it.each(['true', 'TRUE', 'yes', 'on'])('refuses %p, which would trust any X-Forwarded-For', (raw) => {
    expect(trustProxyProblem(raw)).toMatch(/any address a client writes into X-Forwarded-For.*e\.g\. 1/);
  });

  it.each(['10.0.0.0/33', '999.1.1.1', 'proxy.example', '10.0.0.0/8,,', '::1/129', '10.0.0.1/8/8'])(
    'refuses the address list %p, naming the bad entry',
    (raw) => {
      expect(trustProxyProblem(raw)).toMatch(/^not a proxy address or CIDR: "/);
    },
  );
});
