import { describe, expect, it, vi } from 'vitest';
import { runSavePipeline, type SavePipelineDeps } from './save-pipeline';

interface Row {
  id: string;
  image_url: string | null;
}

const file = (name: string) => new File(['x'], name, { type: 'image/png' });
const pathOf = (url: string | null) => (url?.startsWith('obj:') ? url.slice(4) : null);

function deps(overrides: Partial<SavePipelineDeps<Row>> = {}): SavePipelineDeps<Row> {
  return {
    files: {},
    upload: vi.fn(async (_field: string, f: File) => ({
      path: `new/${f.name}`,
      url: `obj:new/${f.name}`,
      meta: { width: 1, height: 1, variants: [], placeholder: 'x' },
    })),
    write: vi.fn(async (urls: Record<string, string>) => ({
      id: '1',
      image_url: urls.image_url ?? 'obj:old.png',
    })),
    remove: vi.fn(async () => []),
    objectPathsBefore: { image_url: 'old.png' },
    objectPathsAfter: (row) => ({ image_url: pathOf(row.image_url) }),
    ...overrides,
  };
}

describe('runSavePipeline', () => {
  it('uploads, saves the row with the new URL, then removes the replaced object', async () => {
    const d = deps({ files: { image_url: file('a.png') } });
    const outcome = await runSavePipeline(d);
    // A picture's meta (its variants and placeholder) is written with its URL, in the same save.
    expect(d.write).toHaveBeenCalledWith(
      { image_url: 'obj:new/a.png' },
      { image_url: { width: 1, height: 1, variants: [], placeholder: 'x' } },
    );
    expect(outcome.row.image_url).toBe('obj:new/a.png');
    expect(d.remove).toHaveBeenCalledTimes(1);
    expect(d.remove).toHaveBeenCalledWith(['old.png']);
    expect(outcome.removed).toEqual(['old.png']);
  });

  it('removes the uploaded object when the row save fails (no orphan) and rethrows', async () => {
    const failure = new Error('API down');
    const d = deps({
      files: { image_url: file('a.png') },
      write: vi.fn(async () => Promise.reject(failure)),
    });
    await expect(runSavePipeline(d)).rejects.toBe(failure);
    expect(d.remove).toHaveBeenCalledWith(['new/a.png']);
    expect(d.remove).not.toHaveBeenCalledWith(['old.png']);
  });

  it('removes what this attempt uploaded when a later upload fails, and never writes the row', async () => {
    const upload = vi
      .fn()
      .mockResolvedValueOnce({ path: 'new/a.png', url: 'obj:new/a.png' })
      .mockRejectedValueOnce(new Error('file type not allowed'));
    const d = deps({ files: { image_url: file('a.png'), cover: file('b.gif') }, upload });
    await expect(runSavePipeline(d)).rejects.toThrow('file type not allowed');
    expect(d.write).not.toHaveBeenCalled();
    expect(d.remove).toHaveBeenCalledWith(['new/a.png']);
  });

  it('keeps the old object while the row still points at it', async () => {
    const d = deps();
    const outcome = await runSavePipeline(d);
    expect(d.remove).not.toHaveBeenCalled();
    expect(outcome.removed).toEqual([]);
  });

  it('removes the object of an image the form cleared', async () => {
    const d = deps({ write: vi.fn(async () => ({ id: '1', image_url: null })) });
    await runSavePipeline(d);
    expect(d.remove).toHaveBeenCalledWith(['old.png']);
  });

  it('reports, but does not fail on, a cleanup that could not run after the row was saved', async () => {
    const d = deps({
      files: { image_url: file('a.png') },
      remove: vi.fn(async () => Promise.reject(new Error('offline'))),
    });
    const outcome = await runSavePipeline(d);
    expect(outcome.row.image_url).toBe('obj:new/a.png');
    expect(outcome.cleanupFailed).toEqual(['old.png']);
  });

  it('a retry after a failed save uploads again and succeeds', async () => {
    const write = vi
      .fn()
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockImplementation(async (urls: Record<string, string>) => ({ id: '1', image_url: urls.image_url }));
    const d = deps({ files: { image_url: file('a.png') }, write });
    await expect(runSavePipeline(d)).rejects.toThrow('Failed to fetch');
    const outcome = await runSavePipeline(d);
    expect(outcome.row.image_url).toBe('obj:new/a.png');
    expect(d.upload).toHaveBeenCalledTimes(2);
  });
});
