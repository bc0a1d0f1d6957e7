import { act, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { SPLASH_DURATION_MS } from '../constants';
import { UiProviders } from './ui-providers';

const notificationsRegion = () => document.querySelector('section[aria-label^="Notifications"]');

describe('UiProviders', () => {
  it('mounts no Toaster until a toast is raised, not even once code that can raise one has loaded; the first toast shows', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'performance'] });
    render(<UiProviders>page</UiProviders>);
    await act(async () => void vi.advanceTimersByTime(SPLASH_DURATION_MS + 1000));
    vi.useRealTimers();
    expect(screen.getByText('page')).toBeTruthy();
    // Past the first screen, with nothing that toasts loaded: no sonner.
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(notificationsRegion()).toBeNull();

    // A page whose code can toast (a save, a purge) loads `shared-ui/notifications`: still no sonner.
    const { toast } = await import('../notifications');
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(notificationsRegion()).toBeNull();

    // Its first toast arrives before the Toaster has: both come, and the toast shows.
    act(() => void toast.success('Saved “Welcome”'));
    expect(await screen.findByText('Saved “Welcome”')).toBeTruthy();
    expect(notificationsRegion()).not.toBeNull();
  });
});
