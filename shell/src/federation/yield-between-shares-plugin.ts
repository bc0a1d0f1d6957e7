import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { yieldToMain } from 'shared-ui/yield-to-main';

/**
 * Each shared module the page asks for is resolved in a task of its own.
 *
 * Importing the bootstrap asks the federation runtime for every shared module it uses (React, the router,
 * shared-ui, the auth store…), and the runtime resolved them all, with the chunk loads each one starts, in one
 * chain of microtasks: one task of 30-55 ms on our 2-core machine, which Lighthouse's phone (4× slower) counts
 * as 120-220 ms, 70-170 ms of it blocking. A remote's route table asks for its shared modules the same way.
 * Waiting for a new task before each lookup splits that chain where it is cheapest to: between modules.
 */
export function yieldBetweenSharesPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'shell-yield-between-shares',
    async beforeLoadShare(args) {
      await yieldToMain();
      return args;
    },
  };
}
