import { CalendarDays, List } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from 'shared-ui';
import { Field, NativeSelect } from 'shared-ui/inputs';
import type { EventsView } from '../lib/events-params';
import styles from './events-toolbar.module.css';

interface EventsToolbarProps {
  view: EventsView;
  onView: (view: EventsView) => void;
  past: boolean;
  onPast: (past: boolean) => void;
  category: string | undefined;
  categories: string[];
  onCategory: (category: string | undefined) => void;
}

/** A pair of buttons of which one is on, e.g. List / Month. */
function Toggle<T extends string>({
  label,
  value,
  options,
  onChange,
}: {
  label: string;
  value: T;
  options: { value: T; label: string; icon?: ReactNode }[];
  onChange: (value: T) => void;
}) {
  return (
    <div role="group" aria-label={label} className={styles.toggle}>
      {options.map((o) => (
        <Button
          key={o.value}
          variant={o.value === value ? 'primary' : 'secondary'}
          aria-pressed={o.value === value}
          icon={o.icon}
          onClick={() => onChange(o.value)}
        >
          {o.label}
        </Button>
      ))}
    </div>
  );
}

/** How /events is shown: list or month, upcoming or past (the list), and which category. */
export function EventsToolbar(props: EventsToolbarProps) {
  return (
    <div className={styles.toolbar}>
      <Toggle
        label="Show events as"
        value={props.view}
        onChange={props.onView}
        options={[
          { value: 'list', label: 'List', icon: <List size={18} /> },
          { value: 'month', label: 'Month', icon: <CalendarDays size={18} /> },
        ]}
      />
      {props.view === 'list' && (
        <Toggle
          label="Which events"
          value={props.past ? 'past' : 'upcoming'}
          onChange={(value) => props.onPast(value === 'past')}
          options={[
            { value: 'upcoming', label: 'Upcoming' },
            { value: 'past', label: 'Past' },
          ]}
        />
      )}
      {props.categories.length > 1 && (
        <Field label="Category" className={styles.category}>
          <NativeSelect
            value={props.category ?? ''}
            onValueChange={(value) => props.onCategory(value || undefined)}
            options={[
              { value: '', label: 'All categories' },
              ...props.categories.map((c) => ({ value: c, label: c })),
            ]}
          />
        </Field>
      )}
    </div>
  );
}
