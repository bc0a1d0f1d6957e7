export interface Orderable {
  id: string;
  display_order: number;
}

/** One row's new place. */
export type OrderChange = Orderable;

/** Moves one item (by id) to another's place, as a drag or a keyboard move does. */
export function moveItem<T extends { id: string }>(
  items: readonly T[],
  activeId: string,
  overId: string,
): T[] {
  const from = items.findIndex((i) => i.id === activeId);
  const to = items.findIndex((i) => i.id === overId);
  if (from < 0 || to < 0 || from === to) return [...items];
  const next = [...items];
  const [moved] = next.splice(from, 1);
  next.splice(to, 0, moved as T);
  return next;
}

export function moveByOffset<T extends { id: string }>(items: readonly T[], id: string, offset: number): T[] {
  const from = items.findIndex((i) => i.id === id);
  const to = Math.max(0, Math.min(items.length - 1, from + offset));
  const target = items[to];
  return from < 0 || !target ? [...items] : moveItem(items, id, target.id);
}

/**
 * The display_order writes a new arrangement needs: positions 1…n, written only where they
 * changed, so a move between neighbours costs two updates instead of n.
 */
export function orderChanges<T extends Orderable>(ordered: readonly T[]): OrderChange[] {
  return ordered.flatMap((item, index) =>
    item.display_order === index + 1 ? [] : [{ id: item.id, display_order: index + 1 }],
  );
}

/** The next item's place: after every existing one. */
export const nextDisplayOrder = (items: readonly Orderable[]) =>
  items.reduce((max, item) => Math.max(max, item.display_order), 0) + 1;
