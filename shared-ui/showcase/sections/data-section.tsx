import { Button } from '../../src';
import { DataTable, type DataTableColumn } from '../../src/admin';
import { Section } from './section';

interface Leader {
  id: string;
  name: string;
  role: string;
  ministry: string;
  order: number;
}

const LEADERS: Leader[] = [
  { id: '1', name: 'Kwame Mensah', role: 'Presiding Elder', ministry: 'Church council', order: 1 },
  { id: '2', name: 'Ama Owusu', role: 'Leader', ministry: 'Women’s ministry', order: 2 },
  { id: '3', name: 'Kofi Boateng', role: 'Pastor', ministry: 'Youth', order: 3 },
  { id: '4', name: 'Akosua Adjei', role: 'Director', ministry: 'Choir', order: 4 },
];

const COLUMNS: DataTableColumn<Leader>[] = [
  { id: 'name', header: 'Name', value: (l) => l.name, rowHeader: true },
  { id: 'role', header: 'Role', value: (l) => l.role },
  { id: 'ministry', header: 'Ministry', value: (l) => l.ministry, hideOnMobile: true },
  { id: 'order', header: 'Order', value: (l) => l.order, align: 'end', searchable: false },
];

export function DataSection() {
  return (
    <Section title="Data table">
      <DataTable
        caption="Leaders"
        columns={COLUMNS}
        rows={LEADERS}
        getRowId={(l) => l.id}
        initialSort={{ columnId: 'order', direction: 'ascending' }}
        toolbar={<Button size="sm">New leader</Button>}
        rowActions={(l) => (
          <Button size="sm" variant="secondary" aria-label={`Edit ${l.name}`}>
            Edit
          </Button>
        )}
      />
      <DataTable<Leader>
        caption="Ministries"
        columns={COLUMNS.slice(0, 3)}
        rows={undefined}
        loading
        getRowId={(l) => l.id}
        loadingRows={2}
        search={false}
      />
    </Section>
  );
}
