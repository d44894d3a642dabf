// ArmKit Table: records in rows and columns, a real <table> with header cells. Sortable columns (buttons in
// the header, aria-sort), pagination, a selection column, brief tinting of changed cells for live data, and a
// body that scrolls sideways in a narrow panel instead of squeezing the columns.
// An island: rendered on the server, hydrated in the browser.
import { pageLang } from 'docgen/island';
import {
  isValidElement,
  useEffect,
  useId,
  useRef,
  useState,
  type CSSProperties,
  type KeyboardEvent,
  type MouseEvent,
  type ReactNode,
} from 'react';

export type TableKey = string | number;
export type TableSortOrder = 'ascend' | 'descend';

export interface TableColumn<T = Record<string, unknown>> {
  /** Unique key of the column; defaults to `dataIndex`. Required when `dataIndex` is not set. */
  key?: string;
  /** Header text; put units here. */
  title?: ReactNode;
  /** Field of the record shown in the column. */
  dataIndex?: keyof T;
  /** Custom cell content. */
  render?: (value: unknown, record: T, index: number) => ReactNode;
  /** Column width; numbers are pixels. */
  width?: number | string;
  align?: 'left' | 'center' | 'right';
  /** Makes the column sortable; `true` compares the values of `dataIndex`. */
  sorter?: boolean | ((a: T, b: T) => number);
  /** Initial sort of this column. */
  defaultSortOrder?: TableSortOrder;
  /** Cuts long text with "…" and shows the full text in a tooltip. */
  ellipsis?: boolean;
  /** Monospaced digits, for addresses and hexadecimal values. */
  monospace?: boolean;
}

export interface TablePagination {
  /** Rows per page; 20 by default. */
  pageSize?: number;
  /** Current page (from 1). Controlled together with `onPageChange`; otherwise the first page shown. */
  current?: number;
  /** Number of rows on the server: `dataSource` is then the current page only. */
  total?: number;
}

export interface TableRowSelection<T = Record<string, unknown>> {
  type?: 'checkbox' | 'radio';
  /** Selected rows. Controlled together with `onSelectionChange`; otherwise the initial selection. */
  selectedRowKeys: TableKey[];
  getDisabled?: (record: T) => boolean;
}

export interface TableSort {
  columnKey: string;
  order: TableSortOrder | null;
}

export interface TableProps<T = Record<string, unknown>> {
  /** Column definitions. */
  columns: TableColumn<T>[];
  /** Rows to display. */
  dataSource?: T[];
  /** Unique key of each row: a field name or a function. */
  rowKey?: keyof T | ((record: T) => TableKey);
  /** Row height 32 or 40 px. */
  size?: 'small' | 'medium';
  /** Borders around all cells. */
  bordered?: boolean;
  /** Alternating row background. */
  striped?: boolean;
  /** Overlay spinner on the body; the rows stay visible. */
  loading?: boolean;
  /** Shown when there are no rows; localised "No data" by default. */
  emptyText?: ReactNode;
  /** Maximum body height in px: the body scrolls, the header stays. */
  scrollY?: number;
  /** Pagination below the table. */
  pagination?: false | TablePagination;
  /** Adds a selection column. */
  rowSelection?: TableRowSelection<T>;
  /** Tints cells whose value changed: `true` for 800 ms, or a duration in ms. */
  highlightChanges?: boolean | number;
  /** Caption above the table; its accessible name. */
  caption?: ReactNode;
  className?: string;
  style?: CSSProperties;
  /** A row is clicked, or Enter is pressed on a focused row; makes rows focusable. */
  onRowClick?: (record: T, index: number, event: MouseEvent<HTMLTableRowElement>) => void;
  onSortChange?: (sort: TableSort) => void;
  onPageChange?: (page: number, pageSize: number) => void;
  onSelectionChange?: (keys: TableKey[], records: T[]) => void;
}

interface Sort {
  key: string;
  order: TableSortOrder;
}

const FLASH_MS = 800;

function present(node: ReactNode): boolean {
  return node !== undefined && node !== null && node !== false && node !== '';
}

function columnKey<T>(column: TableColumn<T>, index: number): string {
  return column.key ?? (column.dataIndex !== undefined ? String(column.dataIndex) : `column-${index}`);
}

/** A plain value as cell content: text for primitives, elements as they are, JSON for other objects. */
function display(value: unknown): ReactNode {
  if (value === undefined || value === null) return null;
  if (typeof value === 'string' || typeof value === 'number') return value;
  if (typeof value === 'boolean' || typeof value === 'bigint') return String(value);
  if (isValidElement(value)) return value;
  try {
    return JSON.stringify(value);
  } catch {
    return String(value);
  }
}

/** Ascending order of two cell values: numbers by size, text naturally ("DI 2" before "DI 10"). */
function compareValues(a: unknown, b: unknown, lang: string): number {
  if ((typeof a === 'number' || typeof a === 'boolean') && (typeof b === 'number' || typeof b === 'boolean')) return Number(a) - Number(b);
  return String(a).localeCompare(String(b), lang, { numeric: true, sensitivity: 'base' });
}

function same(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  try {
    return JSON.stringify(a) === JSON.stringify(b);
  } catch {
    return false;
  }
}

/** The page buttons to show: all of them when few, else the ends and the neighbours of `current`, with gaps. */
function pageList(current: number, count: number): (number | 'gap')[] {
  if (count <= 7) return Array.from({ length: count }, (_, i) => i + 1);
  const from = Math.max(2, Math.min(current - 1, count - 4));
  const to = Math.min(count - 1, Math.max(current + 1, 5));
  const list: (number | 'gap')[] = [1];
  if (from > 2) list.push('gap');
  for (let p = from; p <= to; p++) list.push(p);
  if (to < count - 1) list.push('gap');
  list.push(count);
  return list;
}

export function Table<T extends object = Record<string, unknown>>({
  columns,
  dataSource = [],
  rowKey = 'key' as keyof T,
  size = 'medium',
  bordered = false,
  striped = true,
  loading = false,
  emptyText,
  scrollY,
  pagination = false,
  rowSelection,
  highlightChanges = false,
  caption,
  className,
  style,
  onRowClick,
  onSortChange,
  onPageChange,
  onSelectionChange,
}: TableProps<T>) {
  const id = useId();
  const lang = pageLang();
  const zh = lang.startsWith('zh');
  const cols = Array.isArray(columns) ? columns : [];
  const rows = Array.isArray(dataSource) ? dataSource : [];

  const keyOf = (record: T, index: number): TableKey => {
    const k = typeof rowKey === 'function' ? rowKey(record) : (record as Record<PropertyKey, unknown>)[rowKey as PropertyKey];
    return typeof k === 'string' || typeof k === 'number' ? k : index;
  };
  const valueOf = (record: T, column: TableColumn<T>): unknown =>
    column.dataIndex === undefined ? undefined : (record as Record<PropertyKey, unknown>)[column.dataIndex as PropertyKey];

  // Sorting: one column at a time, starting from the first column with a defaultSortOrder.
  const [sort, setSort] = useState<Sort | null>(() => {
    const index = cols.findIndex((c) => c.sorter && c.defaultSortOrder);
    const column = cols[index];
    return column?.defaultSortOrder ? { key: columnKey(column, index), order: column.defaultSortOrder } : null;
  });
  const sortIndex = sort ? cols.findIndex((c, i) => columnKey(c, i) === sort.key && c.sorter) : -1;
  const sortColumn = cols[sortIndex];
  let sorted = rows.map((record, index) => ({ record, index }));
  if (sort && sortColumn) {
    const by = sortColumn.sorter;
    const sign = sort.order === 'descend' ? -1 : 1;
    sorted = sorted.slice().sort((x, y) => {
      if (typeof by === 'function') return sign * by(x.record, y.record) || x.index - y.index;
      const a = valueOf(x.record, sortColumn);
      const b = valueOf(y.record, sortColumn);
      const aEmpty = a === undefined || a === null || a === '';
      const bEmpty = b === undefined || b === null || b === '';
      if (aEmpty || bEmpty) return aEmpty === bEmpty ? x.index - y.index : aEmpty ? 1 : -1; // empty cells last
      return sign * compareValues(a, b, lang) || x.index - y.index;
    });
  }

  function toggleSort(column: TableColumn<T>, index: number) {
    const key = columnKey(column, index);
    const order: TableSortOrder | null = sort?.key !== key ? 'ascend' : sort.order === 'ascend' ? 'descend' : null;
    setSort(order ? { key, order } : null);
    onSortChange?.({ columnKey: key, order });
  }

  // Pagination. `current` is followed when it changes; with onPageChange it is the page shown (controlled).
  const paged = pagination !== false && pagination !== undefined && pagination !== null;
  const pageSize = paged && pagination.pageSize && pagination.pageSize > 0 ? Math.floor(pagination.pageSize) : 20;
  const server = paged && typeof pagination.total === 'number';
  const total = server ? Math.max(0, pagination.total ?? 0) : rows.length;
  const pageCount = Math.max(1, Math.ceil(total / pageSize));
  const givenPage = paged ? pagination.current : undefined;
  const [innerPage, setInnerPage] = useState(givenPage ?? 1);
  useEffect(() => {
    if (givenPage !== undefined) setInnerPage(givenPage);
  }, [givenPage]);
  const page = Math.min(pageCount, Math.max(1, Math.floor((givenPage !== undefined && onPageChange ? givenPage : innerPage) || 1)));
  const shown = paged && !server ? sorted.slice((page - 1) * pageSize, page * pageSize) : sorted;
  const pageFocus = useRef<HTMLElement | null>(null);
  const nav = useRef<HTMLElement>(null);

  function goTo(target: number, event: MouseEvent<HTMLButtonElement>) {
    const next = Math.min(pageCount, Math.max(1, target));
    if (next === page) return;
    // Previous/Next that become disabled would drop the focus: it moves to the new current page instead.
    if ((next === 1 || next === pageCount) && event.currentTarget.dataset.step) pageFocus.current = event.currentTarget;
    setInnerPage(next);
    onPageChange?.(next, pageSize);
  }

  useEffect(() => {
    if (!pageFocus.current) return;
    const from = pageFocus.current;
    pageFocus.current = null;
    if ((from as HTMLButtonElement).disabled) nav.current?.querySelector<HTMLElement>('[aria-current="page"]')?.focus();
  }, [page]);

  // Selection: with onSelectionChange, `selectedRowKeys` is the selection (controlled); without, its start.
  const givenKeys = rowSelection?.selectedRowKeys;
  const givenKeysText = JSON.stringify(givenKeys ?? []);
  const [innerKeys, setInnerKeys] = useState<TableKey[]>(() => (Array.isArray(givenKeys) ? givenKeys : []));
  useEffect(() => {
    setInnerKeys(JSON.parse(givenKeysText) as TableKey[]);
  }, [givenKeysText]);
  const selectedKeys = rowSelection ? (onSelectionChange && Array.isArray(givenKeys) ? givenKeys : innerKeys) : [];
  const selected = new Set(selectedKeys.map(String));
  const radio = rowSelection?.type === 'radio';

  function select(keys: TableKey[]) {
    setInnerKeys(keys);
    const wanted = new Set(keys.map(String));
    onSelectionChange?.(keys, rows.filter((record, index) => wanted.has(String(keyOf(record, index)))));
  }

  const selectable = shown.filter(({ record }) => !rowSelection?.getDisabled?.(record));
  const selectableOn = selectable.filter(({ record, index }) => selected.has(String(keyOf(record, index))));
  const allOn = selectable.length > 0 && selectableOn.length === selectable.length;
  const someOn = selectableOn.length > 0 && !allOn;
  const selectAll = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (selectAll.current) selectAll.current.indeterminate = someOn;
  }, [someOn]);

  function toggleAll() {
    const pageKeys = new Set(selectable.map(({ record, index }) => String(keyOf(record, index))));
    if (allOn) select(selectedKeys.filter((k) => !pageKeys.has(String(k))));
    else select([...selectedKeys, ...selectable.map(({ record, index }) => keyOf(record, index)).filter((k) => !selected.has(String(k)))]);
  }

  function toggleRow(key: TableKey) {
    if (radio) return select([key]);
    select(selected.has(String(key)) ? selectedKeys.filter((k) => String(k) !== String(key)) : [...selectedKeys, key]);
  }

  // Changed cells (by row key and dataIndex), tinted for a while after the data changes.
  const flashMs = typeof highlightChanges === 'number' ? Math.max(0, highlightChanges) : FLASH_MS;
  const previous = useRef<Map<string, unknown> | null>(null);
  const [flash, setFlash] = useState<ReadonlyMap<string, number>>(() => new Map());
  const timers = useRef(new Set<ReturnType<typeof setTimeout>>());
  const flashCount = useRef(0);
  useEffect(() => {
    if (!highlightChanges) {
      previous.current = null;
      return;
    }
    const now = new Map<string, unknown>();
    rows.forEach((record, index) => {
      const k = keyOf(record, index);
      for (const column of cols) if (column.dataIndex !== undefined) now.set(`${k}\u0000${String(column.dataIndex)}`, valueOf(record, column));
    });
    const before = previous.current;
    previous.current = now;
    if (!before) return;
    const changed = [...now].filter(([cell, v]) => before.has(cell) && !same(before.get(cell), v)).map(([cell]) => cell);
    if (!changed.length) return;
    const generation = ++flashCount.current;
    setFlash((f) => {
      const next = new Map(f);
      for (const cell of changed) next.set(cell, generation);
      return next;
    });
    const timer = setTimeout(() => {
      timers.current.delete(timer);
      setFlash((f) => {
        const next = new Map(f);
        for (const cell of changed) if (next.get(cell) === generation) next.delete(cell); // not if it changed again
        return next;
      });
    }, flashMs);
    timers.current.add(timer);
    // Compared whenever new data arrives; the other values are read as they are then.
  }, [dataSource, highlightChanges]);
  useEffect(() => {
    const all = timers.current;
    return () => all.forEach(clearTimeout);
  }, []);

  // Rows are focusable with onRowClick: one tab stop (roving tabindex), Up/Down/Home/End move between rows.
  const [activeRow, setActiveRow] = useState(0);
  const body = useRef<HTMLTableSectionElement>(null);
  const focusRow = (index: number) => {
    const target = body.current?.querySelectorAll<HTMLTableRowElement>(':scope > tr[data-row]')[index];
    if (target) {
      setActiveRow(index);
      target.focus();
    }
  };

  function rowKeyDown(index: number, event: KeyboardEvent<HTMLTableRowElement>) {
    if (event.target !== event.currentTarget) return; // keys of a control inside the row are its own
    const last = shown.length - 1;
    const to = event.key === 'ArrowDown' ? index + 1 : event.key === 'ArrowUp' ? index - 1 : event.key === 'Home' ? 0 : event.key === 'End' ? last : null;
    if (to !== null) {
      event.preventDefault();
      focusRow(Math.min(last, Math.max(0, to)));
    } else if (event.key === 'Enter') {
      event.preventDefault();
      event.currentTarget.click(); // the same path as a click, with a real MouseEvent for onRowClick
    }
  }

  function rowClick(record: T, index: number, event: MouseEvent<HTMLTableRowElement>) {
    const control = (event.target as Element).closest('a, button, input, select, textarea, label, [role="button"]');
    if (control && event.currentTarget.contains(control)) return; // a click on a control in the row is not a row click
    setActiveRow(index);
    onRowClick?.(record, index, event);
  }

  // The scroller: focusable (so it can be scrolled with the keyboard) and shaded at an edge only while it overflows.
  const scroller = useRef<HTMLDivElement>(null);
  const [overflow, setOverflow] = useState({ x: false, y: false, left: false, right: false });
  useEffect(() => {
    const el = scroller.current;
    if (!el) return;
    const measure = () => {
      const x = el.scrollWidth > el.clientWidth + 1;
      const next = { x, y: el.scrollHeight > el.clientHeight + 1, left: x && el.scrollLeft > 1, right: x && el.scrollLeft + el.clientWidth < el.scrollWidth - 1 };
      setOverflow((o) => (o.x === next.x && o.y === next.y && o.left === next.left && o.right === next.right ? o : next));
    };
    measure();
    el.addEventListener('scroll', measure, { passive: true });
    const observer = typeof ResizeObserver === 'undefined' ? undefined : new ResizeObserver(measure);
    observer?.observe(el);
    if (el.firstElementChild) observer?.observe(el.firstElementChild);
    return () => {
      el.removeEventListener('scroll', measure);
      observer?.disconnect();
    };
  }, []);

  const captionId = `${id}caption`;
  const hasCaption = present(caption);
  const selectWordId = `${id}select`;
  const colCount = cols.length + (rowSelection ? 1 : 0);
  const active = Math.min(activeRow, Math.max(0, shown.length - 1));

  const classes = ['ak-table-wrapper', `ak-table-${size === 'small' ? 'small' : 'medium'}`];
  if (bordered) classes.push('ak-table-bordered');
  if (striped) classes.push('ak-table-striped');
  if (loading) classes.push('ak-table-is-loading');
  if (overflow.left) classes.push('ak-table-shade-left');
  if (overflow.right) classes.push('ak-table-shade-right');
  if (className) classes.push(className);

  const scrollable = overflow.x || overflow.y;
  const first = total === 0 ? 0 : (page - 1) * pageSize + 1;
  const lastShown = Math.min(total, page * pageSize);

  return (
    <div className={classes.join(' ')} style={{ ...style, ['--ak-table-flash-ms' as string]: `${flashMs}ms` }}>
      {hasCaption && (
        <div className="ak-table-caption" id={captionId}>
          {caption}
        </div>
      )}
      <div className="ak-table-frame">
        <div
          ref={scroller}
          className="ak-table-scroll"
          style={scrollY ? { maxHeight: scrollY } : undefined}
          tabIndex={scrollable ? 0 : undefined}
          role={scrollable ? 'region' : undefined}
          aria-labelledby={scrollable && hasCaption ? captionId : undefined}
          aria-label={scrollable && !hasCaption ? (zh ? '可滚动的表格' : 'Scrollable table') : undefined}
        >
          <table className="ak-table" aria-labelledby={hasCaption ? captionId : undefined} aria-busy={loading || undefined}>
            <thead>
              <tr>
                {rowSelection && (
                  <th scope="col" className="ak-table-selection">
                    {radio ? (
                      <span className="ak-table-sr">{zh ? '选择' : 'Select'}</span>
                    ) : (
                      <input
                        ref={selectAll}
                        type="checkbox"
                        className="ak-table-check"
                        checked={allOn}
                        disabled={selectable.length === 0}
                        aria-label={zh ? '选择本页全部行' : 'Select all rows on this page'}
                        onChange={toggleAll}
                      />
                    )}
                  </th>
                )}
                {cols.map((column, index) => {
                  const key = columnKey(column, index);
                  const order = sort?.key === key && column.sorter ? sort.order : null;
                  const cellClass = ['ak-table-th', column.align && column.align !== 'left' ? `ak-table-align-${column.align}` : ''].filter(Boolean).join(' ');
                  const width = typeof column.width === 'number' ? `${column.width}px` : column.width;
                  return (
                    <th
                      key={key}
                      scope="col"
                      className={cellClass}
                      style={width ? { width, minWidth: column.ellipsis ? undefined : width } : undefined}
                      aria-sort={column.sorter ? (order === 'ascend' ? 'ascending' : order === 'descend' ? 'descending' : 'none') : undefined}
                    >
                      {column.sorter ? (
                        <button type="button" className="ak-table-sorter" onClick={() => toggleSort(column, index)}>
                          <span>{column.title}</span>
                          <SortIcon order={order} />
                        </button>
                      ) : (
                        column.title
                      )}
                    </th>
                  );
                })}
              </tr>
            </thead>
            <tbody ref={body}>
              {shown.length === 0 ? (
                <tr className="ak-table-empty-row">
                  <td colSpan={Math.max(1, colCount)} className="ak-table-empty">
                    {loading ? null : present(emptyText) ? emptyText : <EmptyState text={zh ? '暂无数据' : 'No data'} />}
                  </td>
                </tr>
              ) : (
                shown.map(({ record, index: sourceIndex }, index) => {
                  const key = keyOf(record, sourceIndex);
                  const isSelected = selected.has(String(key));
                  const disabled = rowSelection?.getDisabled?.(record) ?? false;
                  const firstCellId = `${id}r${index}`;
                  const rowClass = ['ak-table-row', isSelected ? 'ak-table-row-selected' : '', onRowClick ? 'ak-table-row-clickable' : ''].filter(Boolean).join(' ');
                  return (
                    <tr
                      key={String(key)}
                      data-row=""
                      className={rowClass}
                      tabIndex={onRowClick ? (index === active ? 0 : -1) : undefined}
                      onClick={onRowClick ? (event) => rowClick(record, index, event) : undefined}
                      onKeyDown={onRowClick ? (event) => rowKeyDown(index, event) : undefined}
                      onFocus={onRowClick ? (event) => event.target === event.currentTarget && setActiveRow(index) : undefined}
                    >
                      {rowSelection && (
                        <td className="ak-table-selection">
                          <input
                            type={radio ? 'radio' : 'checkbox'}
                            className="ak-table-check"
                            name={radio ? `${id}pick` : undefined}
                            checked={isSelected}
                            disabled={disabled}
                            aria-labelledby={`${selectWordId} ${firstCellId}`}
                            onChange={() => toggleRow(key)}
                          />
                        </td>
                      )}
                      {cols.map((column, c) => {
                        const value = valueOf(record, column);
                        const content = column.render ? column.render(value, record, index) : display(value);
                        const cell = `${key}\u0000${String(column.dataIndex)}`;
                        const generation = column.dataIndex === undefined ? undefined : flash.get(cell);
                        const cellClass = [
                          'ak-table-td',
                          column.align && column.align !== 'left' ? `ak-table-align-${column.align}` : '',
                          column.monospace ? 'ak-table-mono' : '',
                          generation ? `ak-table-changed ak-table-changed-${generation % 2 ? 'a' : 'b'}` : '',
                        ]
                          .filter(Boolean)
                          .join(' ');
                        const width = typeof column.width === 'number' ? `${column.width}px` : column.width;
                        const title = typeof content === 'string' || typeof content === 'number' ? String(content) : undefined;
                        return (
                          <td key={columnKey(column, c)} id={c === 0 ? firstCellId : undefined} className={cellClass}>
                            {column.ellipsis ? (
                              <span className="ak-table-ellipsis" title={title} style={width ? { maxWidth: width } : undefined}>
                                {content}
                              </span>
                            ) : (
                              content
                            )}
                          </td>
                        );
                      })}
                    </tr>
                  );
                })
              )}
            </tbody>
          </table>
        </div>
        {loading && (
          <div className="ak-table-loading">
            <span className="ak-table-spinner" aria-hidden="true" />
          </div>
        )}
        <span className="ak-table-sr" role="status">
          {loading ? (zh ? '正在加载' : 'Loading') : ''}
        </span>
        {rowSelection && (
          <span className="ak-table-sr" id={selectWordId}>
            {zh ? '选择' : 'Select'}
          </span>
        )}
      </div>
      {paged && (
        <nav className="ak-table-pagination" aria-label={zh ? '分页' : 'Pagination'} ref={nav}>
          <span className="ak-table-range">{zh ? `第 ${first}–${lastShown} 条，共 ${total} 条` : `${first}–${lastShown} of ${total}`}</span>
          <span className="ak-table-pages">
            <button type="button" className="ak-table-page ak-table-page-step" data-step="prev" aria-label={zh ? '上一页' : 'Previous page'} disabled={page <= 1} onClick={(event) => goTo(page - 1, event)}>
              <Chevron direction="left" />
            </button>
            {pageList(page, pageCount).map((p, i) =>
              p === 'gap' ? (
                <span key={`gap${i}`} className="ak-table-page-gap" aria-hidden="true">
                  …
                </span>
              ) : (
                <button
                  key={p}
                  type="button"
                  className={p === page ? 'ak-table-page ak-table-page-current' : 'ak-table-page'}
                  aria-current={p === page ? 'page' : undefined}
                  aria-label={zh ? `第 ${p} 页` : `Page ${p}`}
                  onClick={(event) => goTo(p, event)}
                >
                  {p}
                </button>
              ),
            )}
            <button type="button" className="ak-table-page ak-table-page-step" data-step="next" aria-label={zh ? '下一页' : 'Next page'} disabled={page >= pageCount} onClick={(event) => goTo(page + 1, event)}>
              <Chevron direction="right" />
            </button>
          </span>
        </nav>
      )}
    </div>
  );
}

/** Two stacked triangles in the header; the one of the current order is highlighted. */
function SortIcon({ order }: { order: TableSortOrder | null }) {
  return (
    <svg className="ak-table-sort-icon" viewBox="0 0 10 14" width="8" height="12" aria-hidden="true" focusable="false">
      <path d="M5 1l4 4.5H1z" className={order === 'ascend' ? 'ak-table-sort-on' : undefined} />
      <path d="M5 13L1 8.5h8z" className={order === 'descend' ? 'ak-table-sort-on' : undefined} />
    </svg>
  );
}

function Chevron({ direction }: { direction: 'left' | 'right' }) {
  return (
    <svg viewBox="0 0 16 16" width="14" height="14" aria-hidden="true" focusable="false">
      <path d={direction === 'left' ? 'M10 3.5L5.5 8l4.5 4.5' : 'M6 3.5L10.5 8 6 12.5'} stroke="currentColor" strokeWidth="1.8" fill="none" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

/** The default empty state: an outlined tray and the localised text. */
function EmptyState({ text }: { text: string }) {
  return (
    <span className="ak-table-empty-default">
      <svg viewBox="0 0 40 28" width="40" height="28" aria-hidden="true" focusable="false">
        <path d="M4 14l6-10h20l6 10v10H4z" fill="none" stroke="currentColor" strokeWidth="1.5" strokeLinejoin="round" />
        <path d="M4 14h10l2 4h8l2-4h10" fill="none" stroke="currentColor" strokeWidth="1.5" strokeLinejoin="round" />
      </svg>
      <span>{text}</span>
    </span>
  );
}
