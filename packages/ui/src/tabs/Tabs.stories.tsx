import type { Meta, StoryObj } from '@storybook/react-vite';
import { Tabs, TabsContent, TabsList, TabsTrigger } from './Tabs';

const meta = { title: 'Navigation/Tabs', component: Tabs } satisfies Meta<typeof Tabs>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  render: () => (
    <Tabs defaultValue="default" style={{ maxWidth: 560 }}>
      <TabsList aria-label="Namespaces">
        <TabsTrigger value="default">default</TabsTrigger>
        <TabsTrigger value="monitoring">monitoring</TabsTrigger>
        <TabsTrigger value="payments">payments</TabsTrigger>
        <TabsTrigger value="archived" disabled>
          archived
        </TabsTrigger>
      </TabsList>
      <TabsContent value="default">12 checks in default.</TabsContent>
      <TabsContent value="monitoring">4 checks in monitoring.</TabsContent>
      <TabsContent value="payments">7 checks in payments.</TabsContent>
    </Tabs>
  ),
};
