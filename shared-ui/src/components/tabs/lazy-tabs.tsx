import { lazyComponent } from '../../lib/lazy-component';
import type { TabItem, TabsProps } from './tabs';

/** While the tab code loads, the selected panel's content already shows. */
function SelectedPanel({ items, value, defaultValue }: TabsProps) {
  const selected = items.find((item) => item.value === (value ?? defaultValue)) ?? items[0];
  return <div aria-busy="true">{selected?.content}</div>;
}

export const Tabs = lazyComponent<TabsProps>(
  () => import('./tabs').then((m) => m.Tabs),
  (props) => <SelectedPanel {...props} />,
);

export type { TabItem, TabsProps };
