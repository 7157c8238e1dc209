import { describe, expect, it } from 'vitest';
import { describeUserAgent } from './describe-user-agent';

describe('describeUserAgent', () => {
  it('names the browser and system', () => {
    expect(
      describeUserAgent('Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36 Edg/130.0'),
    ).toEqual({ browser: 'Edge', system: 'Windows', mobile: false });
    expect(
      describeUserAgent('Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1'),
    ).toEqual({ browser: 'Safari', system: 'iOS', mobile: true });
    expect(describeUserAgent(null)).toEqual({ browser: null, system: null, mobile: false });
  });
});
