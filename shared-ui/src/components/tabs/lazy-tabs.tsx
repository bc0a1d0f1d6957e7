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

/**
 * Starts the tabs' code coming, for a page's route: the panel shown meanwhile is not the one the tabs then show,
 * so what it holds would mount a second time (a table's search box losing what was being typed into it).
 */
export const preloadTabs = Tabs.preload;

export type { TabItem, TabsProps };
