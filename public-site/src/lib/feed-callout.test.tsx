import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { CopyLinkButton, FeedCallout } from './feed-callout';

const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock('shared-ui/notifications', () => ({ toast }));

beforeEach(() => {
  toast.success.mockClear();
  toast.error.mockClear();
});

const copyButton = (
  <CopyLinkButton url={() => 'https://example.com/feed'} copied="Copied!" refused="Copy it yourself.">
    Copy link
  </CopyLinkButton>
);

describe('FeedCallout', () => {
  it('is a complementary region named by its title, with the description, actions and what follows', () => {
    render(
      <FeedCallout id="feed" title="Listen as a podcast" description="Every week." actions={copyButton}>
        <p>How to add it</p>
      </FeedCallout>,
    );
    const region = screen.getByRole('complementary', { name: 'Listen as a podcast' });
    expect(region).toHaveTextContent('Every week.');
    expect(region).toContainElement(screen.getByRole('button', { name: 'Copy link' }));
    expect(region).toHaveTextContent('How to add it');
  });
});

describe('CopyLinkButton', () => {
  it('puts the feed’s address on the clipboard and says where to paste it', async () => {
    const user = userEvent.setup();
    render(copyButton);
    await user.click(screen.getByRole('button', { name: 'Copy link' }));
    await expect(navigator.clipboard.readText()).resolves.toBe('https://example.com/feed');
    expect(toast.success).toHaveBeenCalledWith('Copied!');
  });

  it('says what to do instead when the browser refuses to copy', async () => {
    const user = userEvent.setup();
    render(copyButton);
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValueOnce(new Error('denied'));
    await user.click(screen.getByRole('button', { name: 'Copy link' }));
    expect(toast.error).toHaveBeenCalledWith('Copy it yourself.');
    expect(toast.success).not.toHaveBeenCalled();
  });
});
