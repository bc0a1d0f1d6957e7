import { Badge } from 'shared-ui';
import type { Notice } from 'shared-ui/data';

export function NoticeBadges({ notice }: { notice: Notice }) {
  if (!notice.pinned && !notice.category) return null;
  return (
    <>
      {notice.pinned && <Badge tone="accent">Pinned</Badge>}
      {notice.category && <Badge tone="brand">{notice.category}</Badge>}
    </>
  );
}
