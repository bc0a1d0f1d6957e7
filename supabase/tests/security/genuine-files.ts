import { zip } from '../../seed/files.ts';

const CONTENT_TYPES =
  '<Types><Override PartName="/ppt/presentation.xml" ContentType="application/vnd.openxmlformats-officedocument.presentationml.presentation.main+xml"/></Types>';

/**
 * Minimal files of the presentation formats whose bytes the storage API checks (the seed renders the
 * PDFs and ODPs). `padTo` adds a stored part so an upload is large enough to show progress.
 */
export const genuine = {
  pptx: (padTo = 0) =>
    zip([
      { name: '[Content_Types].xml', data: Buffer.from(CONTENT_TYPES) },
      { name: 'ppt/presentation.xml', data: Buffer.from('<p:presentation/>') },
      ...(padTo > 0 ? [{ name: 'ppt/media/padding.bin', data: Buffer.alloc(padTo, 1), store: true }] : []),
    ]),
  /** An OLE compound file header, as every .ppt starts. */
  ppt: () => Buffer.concat([Buffer.from('d0cf11e0a1b11ae1', 'hex'), Buffer.alloc(1024)]),
  key: () => zip([{ name: 'Index/Document.iwa', data: Buffer.from('keynote') }]),
};
