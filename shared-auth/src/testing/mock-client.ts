import { vi } from 'vitest';
import type { AuthRedirect } from '../session/auth-redirect';
import { createFakeSupabase, type FakeSupabase } from './fake-supabase';

/**
 * Test files replace the real client module with this one:
 * `vi.mock('../supabase-client', async () => (await import('../testing/mock-client')).mockClientModule)`.
 * It imports nothing that imports the client, so the mock can load without a cycle.
 */
export const mockState: { fake: FakeSupabase; redirect: AuthRedirect } = {
  fake: createFakeSupabase(),
  redirect: { recovery: false, invite: false, errorCode: null },
};

export const mockClientModule = {
  configureSupabase: vi.fn(),
  loadSupabase: async () => mockState.fake.client,
  supabaseLoaded: async () => mockState.fake.client,
  loadedSupabase: () => mockState.fake.client,
  getSupabase: () => mockState.fake.client,
  signedInReader: (accessToken: string) => mockState.fake.signedInReader(accessToken),
  initialAuthRedirect: () => mockState.redirect,
};
