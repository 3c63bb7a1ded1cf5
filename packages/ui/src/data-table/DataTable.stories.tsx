import type { Meta, StoryObj } from '@storybook/react-vite';
import { createColumnHelper } from '@tanstack/react-table';
import { Badge } from '../tag/Tag';
import { DataTable } from './DataTable';

interface Check {
  id: string;
  name: string;
  namespace: string;
  status: 'healthy' | 'unhealthy';
  latency: number;
  uptime: number;
}

const namespaces = ['default', 'monitoring', 'payments', 'search'];
// Deterministic rows so screenshots and the accessibility run see the same table every time.
function makeChecks(count: number): Check[] {
  return Array.from({ length: count }, (_, i) => ({
    id: `check-${i}`,
    name: `http-${['api', 'web', 'db', 'queue', 'auth'][i % 5]}-${String(i).padStart(5, '0')}`,
    namespace: namespaces[i % namespaces.length]!,
    status: i % 7 === 3 ? 'unhealthy' : 'healthy',
    latency: 20 + ((i * 53) % 480),
    uptime: 100 - ((i * 13) % 40) / 10,
  }));
}

const column = createColumnHelper<Check>();
const columns = [
  column.accessor('name', { header: 'Name' }),
  column.accessor('namespace', { header: 'Namespace' }),
  column.accessor('status', {
    header: 'Status',
    cell: (info) => <Badge tone={info.getValue() === 'healthy' ? 'success' : 'danger'}>{info.getValue()}</Badge>,
  }),
  column.accessor('latency', { header: 'Latency', cell: (info) => `${info.getValue()} ms` }),
  column.accessor('uptime', { header: 'Uptime', cell: (info) => `${info.getValue().toFixed(1)} %` }),
];

const meta = { title: 'Data display/DataTable', component: DataTable } satisfies Meta<typeof DataTable>;
export default meta;
type Story = StoryObj<typeof meta>;

const small = makeChecks(240);
const large = makeChecks(10_000);

export const Paginated: Story = {
  args: { data: [], columns: [] },
  render: () => <DataTable data={small} columns={columns} defaultPageSize={10} aria-label="Health checks" />,
};

export const Sorted: Story = {
  args: { data: [], columns: [] },
  render: () => <DataTable data={small} columns={columns} defaultPageSize={10} defaultSorting={[{ id: 'latency', desc: true }]} aria-label="Health checks" />,
};

export const Virtual: Story = {
  args: { data: [], columns: [] },
  render: () => <DataTable data={large} columns={columns} mode="virtual" height={420} aria-label="10,000 health checks" />,
};

export const Empty: Story = {
  args: { data: [], columns: [] },
  render: () => <DataTable data={[]} columns={columns} aria-label="Health checks" />,
};

export const Loading: Story = {
  args: { data: [], columns: [] },
  render: () => <DataTable data={[]} columns={columns} loading aria-label="Health checks" />,
};

export const ClickableRows: Story = {
  args: { data: [], columns: [] },
  render: () => <DataTable data={small.slice(0, 6)} columns={columns} mode="all" onRowClick={() => {}} aria-label="Health checks" />,
};
