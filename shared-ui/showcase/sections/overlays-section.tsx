import { Menu } from 'lucide-react';
import { useState } from 'react';
import {
  Button,
  ConfirmDialog,
  Dialog,
  DialogClose,
  ImageViewer,
  Sheet,
  SheetClose,
  type ViewerImage,
} from '../../src';
import { Tabs } from '../../src/admin';
import { Field, Input } from '../../src/inputs';
import { Pagination } from '../../src/components/pagination';
import { Tooltip } from '../../src/components/tooltip';
import styles from '../showcase.module.css';
import { storageImage } from './images';
import { Section } from './section';

const VIEWER_IMAGES: ViewerImage[] = [
  {
    src: storageImage('viewer-1'),
    alt: 'The choir on Easter Sunday',
    caption: 'Easter Sunday choir',
    width: 1200,
    height: 800,
  },
  {
    src: storageImage('viewer-2'),
    alt: 'The congregation in prayer',
    caption: 'Prayer night',
    width: 1200,
    height: 800,
  },
  { src: storageImage('viewer-3'), alt: 'Children’s ministry class', width: 1200, height: 800 },
];

export function OverlaysSection() {
  const [confirmOpen, setConfirmOpen] = useState(false);
  const [viewerIndex, setViewerIndex] = useState<number | null>(null);
  const [page, setPage] = useState(3);
  return (
    <Section title="Dialogs, sheet, tabs, tooltip and pagination">
      <div className={styles.row}>
        <Dialog
          title="Edit announcement"
          description="Changes show on the home page."
          trigger={<Button variant="secondary">Open dialog</Button>}
          footer={
            <>
              <DialogClose>
                <Button variant="secondary">Cancel</Button>
              </DialogClose>
              <Button>Save</Button>
            </>
          }
        >
          <Field label="Title">
            <Input defaultValue="Youth camp registration" />
          </Field>
        </Dialog>
        <ConfirmDialog
          open={confirmOpen}
          onOpenChange={setConfirmOpen}
          trigger={<Button variant="danger">Delete leader</Button>}
          title="Delete this leader?"
          description="Their profile will no longer show on the site."
          confirmLabel="Delete"
          tone="danger"
          onConfirm={() => new Promise((resolve) => setTimeout(resolve, 300))}
        />
        <Sheet
          title="Menu"
          side="left"
          trigger={
            <Button variant="secondary" icon={<Menu size={18} />}>
              Open menu
            </Button>
          }
        >
          <nav aria-label="Main" className={styles.nav}>
            {['Home', 'About', 'Events', 'Sermons'].map((label) => (
              <SheetClose key={label}>
                <a href={`#${label.toLowerCase()}`}>{label}</a>
              </SheetClose>
            ))}
          </nav>
        </Sheet>
        <Tooltip content="Opens the full-screen viewer">
          <Button variant="secondary" onClick={() => setViewerIndex(0)}>
            Open image viewer
          </Button>
        </Tooltip>
      </div>
      {viewerIndex !== null ? (
        <ImageViewer
          images={VIEWER_IMAGES}
          index={viewerIndex}
          onIndexChange={setViewerIndex}
          onClose={() => setViewerIndex(null)}
          title="Easter 2024"
        />
      ) : null}
      <Tabs
        aria-label="Sermon details"
        items={[
          { value: 'summary', label: 'Summary', content: <p>Walking in faith — Hebrews 11.</p> },
          { value: 'slides', label: 'Slides', content: <p>Download the slides (PPTX).</p> },
          { value: 'audio', label: 'Audio', content: <p>Audio coming soon.</p>, disabled: true },
        ]}
      />
      <Pagination
        page={page}
        pageCount={12}
        onPageChange={setPage}
        getHref={(p) => `?page=${p}`}
        aria-label="Sermon pages"
      />
    </Section>
  );
}
