// `<Tabs>` of `<TabItem>`s, under Docusaurus's names and props (groupId, queryString, defaultValue, values): an
// island (Island.tsx) whose panels are the page's markdown; TabsView.tsx is what it shows.
import { Children, isValidElement, type ReactElement, type ReactNode } from 'react';
import { Island } from './Island.js';
import { useMdxEnv } from './mdx-env.js';
import { TabsView, type TabsProps } from './TabsView.js';

export interface TabItemProps {
  value: string;
  label?: string;
  default?: boolean;
  children?: ReactNode;
}

export function TabItem({ children }: TabItemProps) {
  return <>{children}</>;
}

interface TabsSourceProps {
  children?: ReactNode;
  defaultValue?: string;
  /** Labels (and the order) given on Tabs rather than on each TabItem. */
  values?: { value: string; label?: string }[];
  /** Tabs of one group show the same choice across the page, and it is remembered. */
  groupId?: string;
  /** The choice in the URL's query string: `true` names the parameter after the groupId. */
  queryString?: boolean | string;
  className?: string;
}

export function Tabs({ children, defaultValue, values, groupId, queryString, className }: TabsSourceProps) {
  const env = useMdxEnv();
  const items = Children.toArray(children).filter((child): child is ReactElement<TabItemProps> => isValidElement(child));
  const tabs = items.map((item) => {
    const { value } = item.props;
    if (typeof value !== 'string' || value === '') throw new Error('Every <TabItem> of <Tabs> needs a "value".');
    return { value, label: values?.find((v) => v.value === value)?.label ?? item.props.label ?? value };
  });
  const chosen = defaultValue ?? items.find((item) => item.props.default)?.props.value ?? tabs[0]?.value ?? '';
  const props: TabsProps = { id: env.nextId('tabs'), tabs, chosen };
  if (groupId) props.groupId = groupId;
  const param = queryString === true ? groupId : queryString || undefined;
  if (param) props.param = param;
  if (className) props.className = className;
  return (
    <Island name="Tabs" props={props}>
      <TabsView {...props} panel={(index) => items[index]} />
    </Island>
  );
}
