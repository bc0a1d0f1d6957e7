import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeIntersectionObserver } from '../../testing/fake-intersection-observer';
import { Field } from '../field/field';
import { ImageUpload } from './image-upload';

const CURRENT = 'https://abc.supabase.co/storage/v1/object/public/images/leaders/mensah.jpg';

beforeAll(() => {
  let n = 0;
  vi.stubGlobal(
    'URL',
    Object.assign(URL, { createObjectURL: () => `blob:preview-${(n += 1)}`, revokeObjectURL: () => {} }),
  );
});

function Photo({
  initial,
  onChange,
}: {
  initial: File | string | null;
  onChange?: (v: File | null) => void;
}) {
  const [value, setValue] = useState(initial);
  return (
    <Field label="Photo">
      <ImageUpload
        value={value}
        previewAlt="Current photo"
        onChange={(v) => {
          onChange?.(v);
          setValue(v);
        }}
      />
    </Field>
  );
}

describe('ImageUpload', () => {
  beforeEach(() => FakeIntersectionObserver.install());

  it('previews the saved image (as stored: no render request on a plan without transformations), replaces and removes it', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Photo initial={CURRENT} onChange={onChange} />);
    const preview = screen.getByRole('img', { name: 'Current photo' });
    act(() => FakeIntersectionObserver.set(preview.parentElement!, true));
    expect(preview).toHaveAttribute('src', CURRENT);
    const replace = screen.getByRole('button', { name: 'Photo' });
    expect(replace).toHaveTextContent('Replace image');

    const file = new File([new Uint8Array(10)], 'new-photo.png', { type: 'image/png' });
    await user.upload(screen.getByTestId('image-upload-input'), file);
    expect(onChange).toHaveBeenLastCalledWith(file);
    expect(screen.getByRole('img', { name: 'New image: new-photo.png' })).toHaveAttribute(
      'src',
      expect.stringMatching(/^blob:/),
    );
    expect(screen.getByText('Not saved yet')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: /remove image/i }));
    expect(onChange).toHaveBeenLastCalledWith(null);
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Photo' })).toHaveTextContent('Choose an image'),
    );
  });

  it('refuses a file that is too large with a message, keeping the current value', async () => {
    const user = userEvent.setup({ applyAccept: false });
    const onChange = vi.fn();
    render(<Photo initial={CURRENT} onChange={onChange} />);
    const big = new File([new Uint8Array(11 * 1024 * 1024)], 'poster.png', { type: 'image/png' });
    await user.upload(screen.getByTestId('image-upload-input'), big);
    expect(screen.getByRole('alert')).toHaveTextContent('poster.png is 11 MB; the limit is 10 MB.');
    expect(onChange).not.toHaveBeenCalled();
  });

  it('keeps showing a chosen File the caller still holds (e.g. after a failed save)', () => {
    const file = new File([new Uint8Array(10)], 'kept.png', { type: 'image/png' });
    render(<Photo initial={file} />);
    expect(screen.getByRole('img', { name: 'New image: kept.png' })).toBeInTheDocument();
  });

  it('says once what it takes: for one file (not "each"), and not again under a field that says it', () => {
    const { unmount } = render(<Photo initial={null} />);
    const choose = screen.getByRole('button', { name: 'Photo' });
    expect(choose).toHaveAccessibleDescription('JPG, JPEG, PNG, WEBP, GIF, AVIF, up to 10 MB');
    unmount();

    render(
      <Field label="Photo" hint="JPEG, PNG, WebP, GIF or AVIF, up to 10 MB.">
        <ImageUpload value={null} onChange={() => {}} hint="" />
      </Field>,
    );
    expect(screen.getByRole('button', { name: 'Photo' })).toHaveAccessibleDescription(
      'JPEG, PNG, WebP, GIF or AVIF, up to 10 MB.',
    );
    expect(screen.queryByText(/JPG, JPEG/)).not.toBeInTheDocument();
  });
});
