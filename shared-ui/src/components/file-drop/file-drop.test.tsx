import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { BUCKETS } from '../../data/storage/buckets';
import { Field } from '../field/field';
import { FileDrop, type FileDropItem } from './file-drop';

const png = (name: string, bytes = 1024) => new File([new Uint8Array(bytes)], name, { type: 'image/png' });

function Uploader({ onAccepted }: { onAccepted?: (files: File[]) => void }) {
  const [items, setItems] = useState<FileDropItem[]>([]);
  return (
    <Field label="Photos">
      <FileDrop
        accept={BUCKETS.images.types}
        maxSize={2048}
        items={items}
        onFilesAccepted={(files) => {
          onAccepted?.(files);
          setItems((all) => [
            ...all,
            ...files.map((file, i): FileDropItem => ({
              id: file.name,
              file,
              status: i === 0 ? 'uploading' : 'error',
              progress: 40,
              error: 'Network error',
            })),
          ]);
        }}
        onRemove={(id) => setItems((all) => all.filter((x) => x.id !== id))}
        onRetry={(id) =>
          setItems((all) => all.map((x) => (x.id === id ? { ...x, status: 'uploading', progress: 0 } : x)))
        }
      />
    </Field>
  );
}

describe('FileDrop', () => {
  it('is labelled by its field and opens the picker from the keyboard', async () => {
    const user = userEvent.setup();
    render(<Uploader />);
    const button = screen.getByRole('button', { name: 'Photos' });
    expect(button).toHaveAccessibleDescription(/JPG, JPEG, PNG, WEBP, GIF, AVIF, up to 2 KB each/);
    const input = screen.getByTestId('file-drop-input') as HTMLInputElement;
    const click = vi.spyOn(input, 'click');
    await user.tab();
    expect(button).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(click).toHaveBeenCalled();
  });

  it('accepts files, explains each rejection, and shows per-file progress with remove and retry', async () => {
    const user = userEvent.setup({ applyAccept: false });
    const onAccepted = vi.fn();
    render(<Uploader onAccepted={onAccepted} />);
    const input = screen.getByTestId('file-drop-input');
    await user.upload(input, [
      png('choir.png'),
      png('pulpit.png'),
      png('huge.png', 4096),
      new File(['x'], 'notes.txt', { type: 'text/plain' }),
    ]);
    await waitFor(() => expect(onAccepted).toHaveBeenCalled());
    expect(onAccepted.mock.calls[0]![0].map((f: File) => f.name)).toEqual(['choir.png', 'pulpit.png']);

    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('huge.png is 4 KB; the limit is 2 KB.');
    expect(alert).toHaveTextContent(
      'notes.txt is not an accepted file type. Use JPG, JPEG, PNG, WEBP, GIF, AVIF.',
    );

    expect(screen.getByRole('progressbar', { name: 'Uploading choir.png' })).toHaveAttribute(
      'aria-valuenow',
      '40',
    );
    expect(screen.getByText(/Network error/)).toBeInTheDocument();
    // An uploading file cannot be removed mid-way; a failed one can be retried or removed.
    expect(screen.queryByRole('button', { name: 'Remove choir.png' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Retry pulpit.png' }));
    expect(screen.getByRole('progressbar', { name: 'Uploading pulpit.png' })).toHaveAttribute(
      'aria-valuenow',
      '0',
    );

    await user.click(screen.getAllByRole('button', { name: 'Dismiss message' })[0]!);
    expect(screen.getByRole('alert')).not.toHaveTextContent('huge.png');
  });

  it('accepts files dropped on the zone and marks the zone while dragging', async () => {
    const onAccepted = vi.fn();
    render(<Uploader onAccepted={onAccepted} />);
    const zone = screen.getByRole('button', { name: 'Photos' }).parentElement!;
    const file = png('dropped.png');
    const dataTransfer = {
      files: [file],
      items: [{ kind: 'file', type: file.type, getAsFile: () => file }],
      types: ['Files'],
    };
    fireEvent.dragEnter(zone, { dataTransfer });
    await waitFor(() => expect(zone).toHaveAttribute('data-drag-active', 'true'));
    fireEvent.drop(zone, { dataTransfer });
    await waitFor(() => expect(onAccepted).toHaveBeenCalledWith([file]));
    expect(zone).toHaveAttribute('data-drag-active', 'false');
    expect(screen.getByRole('progressbar', { name: 'Uploading dropped.png' })).toBeInTheDocument();
  });

  it('removes a file', async () => {
    const user = userEvent.setup();
    const onRemove = vi.fn();
    render(
      <FileDrop
        onFilesAccepted={() => {}}
        items={[{ id: 'a', file: png('done.png'), status: 'done' }]}
        onRemove={onRemove}
      />,
    );
    expect(screen.getByText(/Uploaded/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Remove done.png' }));
    expect(onRemove).toHaveBeenCalledWith('a');
  });
});
