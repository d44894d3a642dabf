// `<Tabs>` of `<TabItem>`s, under Docusaurus's names and props (groupId, queryString, defaultValue, values). The
// server renders every panel, each under its label, so that a page without JavaScript shows them all; a tab
// bar above them is for the reader with JavaScript (styles.css shows one or the other).
import { Children, isValidElement, type ReactElement, type ReactNode } from 'react';

export interface TabItemProps {
  value: string;
  label?: string;
  default?: boolean;
  children?: ReactNode;
}

export function TabItem({ children }: TabItemProps) {
  return <>{children}</>;
}

interface TabsProps {
  children?: ReactNode;
  defaultValue?: string;
  /** Labels (and the order) given on Tabs rather than on each TabItem. */
  values?: { value: string; label?: string }[];
  /** Tabs of one group show the same choice across the page (and are remembered). */
  groupId?: string;
  /** The choice in the URL's query string: `true` uses the groupId as the parameter's name. */
  queryString?: boolean | string;
  className?: string;
}

export function Tabs({ children, defaultValue, values, groupId, queryString, className }: TabsProps) {
  const items = Children.toArray(children).filter((child): child is ReactElement<TabItemProps> => isValidElement(child));
  const tabs = items.map((item) => {
    const { value } = item.props;
    if (typeof value !== 'string' || value === '') throw new Error('Every <TabItem> of <Tabs> needs a "value".');
    return { value, label: values?.find((v) => v.value === value)?.label ?? item.props.label ?? value, item };
  });
  const chosen = defaultValue ?? tabs.find((tab) => tab.item.props.default)?.value ?? tabs[0]?.value;
  const param = queryString === true ? groupId : queryString || undefined;
  return (
    <div className={`tabs${className ? ` ${className}` : ''}`} data-group-id={groupId} data-query-string={param}>
      <div className="tabs-list" role="tablist">
        {tabs.map(({ value, label }) => (
          <button key={value} type="button" role="tab" className="tabs-tab" data-value={value} aria-selected={value === chosen} tabIndex={value === chosen ? 0 : -1}>
            {label}
          </button>
        ))}
      </div>
      {tabs.map(({ value, label, item }) => (
        <div key={value} className="tabs-panel" role="tabpanel" data-value={value} data-chosen={value === chosen ? '' : undefined}>
          <div className="tabs-panel-label">{label}</div>
          {item}
        </div>
      ))}
    </div>
  );
}
