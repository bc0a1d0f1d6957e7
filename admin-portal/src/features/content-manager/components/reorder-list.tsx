import {
  DndContext,
  KeyboardSensor,
  PointerSensor,
  closestCenter,
  useSensor,
  useSensors,
  type DragEndEvent,
} from '@dnd-kit/core';
import {
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { ArrowDown, ArrowUp, GripVertical } from 'lucide-react';
import { Button } from 'shared-ui';
import { moveByOffset, moveItem, type Orderable } from '../api/reorder';
import styles from './reorder-list.module.css';

export interface ReorderListProps<T extends Orderable> {
  items: readonly T[];
  labelOf: (item: T) => string;
  onReorder: (ordered: T[]) => void;
  disabled?: boolean;
  /** Names the list for assistive technology, e.g. "Order of leaders". */
  label: string;
}

/**
 * Drag by the handle (mouse, touch, or keyboard: focus the handle, Space to lift, arrows to move,
 * Space to drop) or use the Up/Down buttons (full touch size, the way on a phone). Each move is saved at once.
 */
export function ReorderList<T extends Orderable>({
  items,
  labelOf,
  onReorder,
  disabled,
  label,
}: ReorderListProps<T>) {
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (over && active.id !== over.id) onReorder(moveItem(items, String(active.id), String(over.id)));
  };
  const nameOf = (id: string | number) => labelOf(items.find((i) => i.id === id) as T);
  const positionOf = (id: string | number) => items.findIndex((i) => i.id === id) + 1;
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={onDragEnd}
      accessibility={{
        announcements: {
          onDragStart: ({ active }) => `Picked up ${nameOf(active.id)}.`,
          onDragOver: ({ active, over }) =>
            over ? `${nameOf(active.id)} is over position ${positionOf(over.id)}.` : undefined,
          onDragEnd: ({ active, over }) =>
            over
              ? `${nameOf(active.id)} dropped at position ${positionOf(over.id)}.`
              : `${nameOf(active.id)} dropped.`,
          onDragCancel: ({ active }) => `Moving ${nameOf(active.id)} was cancelled.`,
        },
      }}
    >
      <SortableContext items={items.map((i) => i.id)} strategy={verticalListSortingStrategy}>
        <ol className={styles.list} aria-label={label}>
          {items.map((item, index) => (
            <SortableRow
              key={item.id}
              item={item}
              label={labelOf(item)}
              position={index + 1}
              count={items.length}
              disabled={disabled}
              onMove={(offset) => onReorder(moveByOffset(items, item.id, offset))}
            />
          ))}
        </ol>
      </SortableContext>
    </DndContext>
  );
}

function SortableRow({
  item,
  label,
  position,
  count,
  disabled,
  onMove,
}: {
  item: Orderable;
  label: string;
  position: number;
  count: number;
  disabled?: boolean;
  onMove: (offset: number) => void;
}) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } =
    useSortable({
      id: item.id,
      disabled,
    });
  return (
    <li
      ref={setNodeRef}
      className={styles.item}
      data-dragging={isDragging || undefined}
      style={{ transform: CSS.Transform.toString(transform), transition }}
    >
      <button
        type="button"
        ref={setActivatorNodeRef}
        className={styles.handle}
        aria-label={`Drag ${label} (position ${position} of ${count})`}
        {...attributes}
        {...listeners}
      >
        <GripVertical size={20} aria-hidden="true" />
      </button>
      <span className={styles.position} aria-hidden="true">
        {position}
      </span>
      <span className={styles.label}>{label}</span>
      <span className={styles.moves}>
        <Button
          variant="ghost"
          iconOnly
          aria-label={`Move ${label} up`}
          disabled={disabled || position === 1}
          onClick={() => onMove(-1)}
        >
          <ArrowUp size={18} aria-hidden="true" />
        </Button>
        <Button
          variant="ghost"
          iconOnly
          aria-label={`Move ${label} down`}
          disabled={disabled || position === count}
          onClick={() => onMove(1)}
        >
          <ArrowDown size={18} aria-hidden="true" />
        </Button>
      </span>
    </li>
  );
}
