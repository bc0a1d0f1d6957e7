import { render, screen } from '@testing-library/react';
import { StrictMode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useObjectUrl } from './use-object-url';

function Preview({ file }: { file: File | null }) {
  const url = useObjectUrl(file);
  return <output>{url ?? 'none'}</output>;
}

describe('useObjectUrl', () => {
  const revoked = new Set<string>();
  beforeEach(() => {
    let n = 0;
    revoked.clear();
    vi.spyOn(URL, 'createObjectURL').mockImplementation(() => `blob:test-${(n += 1)}`);
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation((url) => void revoked.add(url));
  });
  afterEach(() => vi.restoreAllMocks());

  it('answers a live URL under StrictMode, a new one when the file changes, and revokes each it made', () => {
    const first = new File(['a'], 'a.png', { type: 'image/png' });
    const { rerender, unmount } = render(
      <StrictMode>
        <Preview file={first} />
      </StrictMode>,
    );
    const shown = screen.getByRole('status').textContent!;
    expect(shown).toMatch(/^blob:/);
    expect(revoked.has(shown)).toBe(false);

    const second = new File(['b'], 'b.png', { type: 'image/png' });
    rerender(
      <StrictMode>
        <Preview file={second} />
      </StrictMode>,
    );
    const next = screen.getByRole('status').textContent!;
    expect(next).not.toBe(shown);
    expect(revoked.has(shown)).toBe(true);
    expect(revoked.has(next)).toBe(false);

    rerender(
      <StrictMode>
        <Preview file={null} />
      </StrictMode>,
    );
    expect(screen.getByRole('status')).toHaveTextContent('none');
    unmount();
    expect(revoked.has(next)).toBe(true);
  });
});
