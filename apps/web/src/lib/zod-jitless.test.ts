import { describe, expect, it } from 'vitest';
import { globalConfig } from 'zod/v4/core';
import './zod-jitless';

describe('zod-jitless', () => {
  it('turns off zod’s eval probe through the config object zod itself reads', () => {
    expect(globalConfig.jitless).toBe(true);
  });
});
