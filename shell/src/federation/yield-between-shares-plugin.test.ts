import { describe, expect, it } from 'vitest';
import { yieldBetweenSharesPlugin } from './yield-between-shares-plugin';

type BeforeLoadShare = NonNullable<ReturnType<typeof yieldBetweenSharesPlugin>['beforeLoadShare']>;
type Args = Parameters<BeforeLoadShare>[0];

describe('yieldBetweenSharesPlugin', () => {
  it('hands the lookup on unchanged, in a later task than the one that asked', async () => {
    const args = { pkgName: 'react', shared: {}, origin: {} } as unknown as Args;
    const order: string[] = [];
    setTimeout(() => order.push('queued task'), 0);
    const result = await yieldBetweenSharesPlugin().beforeLoadShare!(args);
    order.push('lookup');
    expect(result).toBe(args);
    expect(order).toEqual(['queued task', 'lookup']);
  });
});
