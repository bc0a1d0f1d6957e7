import { act, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { SPLASH_DURATION_MS } from '../constants';
import { UiProviders } from './ui-providers';

const notificationsRegion = () => document.querySelector('section[aria-label^="Notifications"]');

describe('UiProviders', () => {
  it('mounts no Toaster on a page whose code raises no toasts, then one as soon as that code loads', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'performance'] });
    render(<UiProviders>page</UiProviders>);
    await act(async () => void vi.advanceTimersByTime(SPLASH_DURATION_MS + 1000));
    vi.useRealTimers();
    expect(screen.getByText('page')).toBeTruthy();
    // Past the first screen, with nothing that toasts loaded: no sonner.
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(notificationsRegion()).toBeNull();

    // A page that toasts loads `shared-ui/notifications` and raises one before the Toaster has arrived.
    const { toast } = await import('../notifications');
    act(() => void toast.success('Saved “Welcome”'));
    expect(await screen.findByText('Saved “Welcome”')).toBeTruthy();
    expect(notificationsRegion()).not.toBeNull();
  });
});
