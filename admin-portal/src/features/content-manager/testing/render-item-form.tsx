import { QueryClient, QueryClientProvider } from 'shared-ui/query';
import { render } from '@testing-library/react';
import { Button } from 'shared-ui';
import { announcementsDomain, type Announcement } from 'shared-ui/data';
import type { ColumnSpecs } from '../api/column-spec';
import { defineContent } from '../api/content-config';
import { listRead } from '../api/list-read';
import { ItemForm } from '../components/item-form';

type Writes = ReturnType<typeof defineContent<'announcements'>>['writes'];

interface Options {
  /** The manager's singular and plural names. */
  names: [string, string];
  columns: ColumnSpecs<'announcements'>;
  /** Spies in place of the table's real writes. */
  writes: Partial<Writes>;
  existing: Announcement | null;
  formId: string;
  onSaved?: (row: Announcement) => void;
}

/** A manager over the announcements table with `columns`, its writes replaced by `writes`' spies. */
export function itemFormConfig({
  names: [singular, plural],
  columns,
  writes,
}: Pick<Options, 'names' | 'columns' | 'writes'>) {
  const manager = defineContent(listRead(announcementsDomain), singular, plural, {
    description: '',
    columns,
  });
  return { ...manager, writes: { ...manager.writes, ...writes } };
}

/** What ItemForm tests render in: mutations do not retry, so a refusal shows at once. */
export const testQueryClient = () => new QueryClient({ defaultOptions: { mutations: { retry: false } } });

/** Renders an ItemForm over the announcements table with its Save button outside the form, as a sheet's footer holds it. */
export function renderItemForm({ existing, formId, onSaved, ...manager }: Options) {
  const config = itemFormConfig(manager);
  render(
    <QueryClientProvider client={testQueryClient()}>
      <ItemForm config={config} existing={existing} formId={formId} onSaved={onSaved} />
      <Button type="submit" form={formId}>
        Save
      </Button>
    </QueryClientProvider>,
  );
}
