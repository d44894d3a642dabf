// ArmKit Select: a drop-down list for one value, or several shown as tags (mode="multiple"). The field is a
// WAI-ARIA combobox: select-only (a focusable element that shows the value) or, with showSearch, a text input that
// filters. The list is a role=listbox in a layer on top of the page (a portal into <body>, placed under or over
// the field), so scrolling containers do not clip it; focus stays on the combobox and aria-activedescendant names
// the highlighted option. An island: rendered on the server (always closed), hydrated in the browser.
import { pageLang } from 'docgen/island';
import {
  isValidElement,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type ChangeEvent,
  type CSSProperties,
  type FocusEvent,
  type KeyboardEvent,
  type MouseEvent,
  type ReactNode,
} from 'react';
import { createPortal } from 'react-dom';

export type SelectValue = string | number;

export interface SelectOption {
  label: ReactNode;
  value: SelectValue;
  disabled?: boolean;
  /** Options with the same group are listed under a heading with this text. */
  group?: string;
  /** Secondary text under the label, in the list only. */
  description?: ReactNode;
}

export type SelectMode = 'single' | 'multiple';
export type SelectSize = 'small' | 'medium' | 'large';

export interface SelectProps {
  /** Controlled value, an array with mode="multiple"; `null` means nothing selected. */
  value?: SelectValue | SelectValue[] | null;
  /** Initial value of an uncontrolled select. */
  defaultValue?: SelectValue | SelectValue[];
  options?: readonly SelectOption[];
  mode?: SelectMode;
  /** Shown while nothing is selected. */
  placeholder?: string;
  /** Visible label above the field; the accessible name of the combobox. */
  label?: ReactNode;
  /** Height 24, 32 or 40 px. */
  size?: SelectSize;
  /** The select can be neither opened nor focused. */
  disabled?: boolean;
  /** A spinner in the field and a "Loading…" row in the list. */
  loading?: boolean;
  /** A clear (×) button while a value is selected. */
  allowClear?: boolean;
  /** The field is a text input that filters the options. */
  showSearch?: boolean;
  /** With showSearch: `true` matches the label text case-insensitively, `false` shows every option. */
  filterOption?: boolean | ((input: string, option: SelectOption) => boolean);
  /** mode="multiple": number of tags shown before "+n more". */
  maxTagCount?: number;
  status?: 'error' | 'warning';
  /** Help or validation text under the field. */
  message?: ReactNode;
  /** Shown when the list is empty or the search matches nothing; localised when not set. */
  notFoundContent?: ReactNode;
  /** Maximum height of the list in px. */
  listHeight?: number;
  className?: string;
  style?: CSSProperties;
  /** The user selected or removed a value, or cleared the field. */
  onChange?: (value: SelectValue | SelectValue[] | null, option: SelectOption | SelectOption[] | null) => void;
  /** The search text changed (showSearch only). */
  onSearch?: (text: string) => void;
  onOpenChange?: (open: boolean) => void;
  /** The clear button was clicked. */
  onClear?: () => void;
  onFocus?: (event: FocusEvent<HTMLElement>) => void;
  onBlur?: (event: FocusEvent<HTMLElement>) => void;
}

/** Visible options: each with its index in the flat keyboard order, under its group. */
interface Section {
  group: string | undefined;
  items: { option: SelectOption; index: number }[];
}

/** Typed characters within this time form one type-ahead search. */
const TYPEAHEAD_MS = 600;
/** Options moved by PageUp / PageDown. */
const PAGE = 10;

/** The plain text of a label, for filtering, type-ahead and the tag's remove button. */
function textOf(node: ReactNode): string {
  if (typeof node === 'string' || typeof node === 'number') return String(node);
  if (Array.isArray(node)) return node.map(textOf).join('');
  if (isValidElement<{ children?: ReactNode }>(node)) return textOf(node.props.children);
  return '';
}

function present(node: ReactNode): boolean {
  return node !== undefined && node !== null && node !== false && node !== '';
}

function valuesOf(value: SelectValue | SelectValue[] | null | undefined): SelectValue[] {
  if (value === null || value === undefined) return [];
  return Array.isArray(value) ? value : [value];
}

export function Select({
  value,
  defaultValue,
  options = [],
  mode = 'single',
  placeholder,
  label,
  size = 'medium',
  disabled = false,
  loading = false,
  allowClear = false,
  showSearch = false,
  filterOption = true,
  maxTagCount,
  status,
  message,
  notFoundContent,
  listHeight = 256,
  className,
  style,
  onChange,
  onSearch,
  onOpenChange,
  onClear,
  onFocus,
  onBlur,
}: SelectProps) {
  const id = useId();
  const multiple = mode === 'multiple';
  const [inner, setInner] = useState<SelectValue[]>(() => valuesOf(defaultValue));
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [search, setSearch] = useState('');
  const openRef = useRef(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const fieldRef = useRef<HTMLDivElement>(null);
  const comboRef = useRef<HTMLElement | null>(null);
  const popupRef = useRef<HTMLDivElement>(null);
  const listRef = useRef<HTMLDivElement>(null);
  const typeahead = useRef({ text: '', timer: undefined as ReturnType<typeof setTimeout> | undefined });

  const zh = pageLang().startsWith('zh');
  const controlled = value !== undefined;
  const selected = controlled ? valuesOf(value) : inner;
  const chosen = multiple ? selected : selected.slice(0, 1);
  const listId = `${id}list`;
  const labelId = `${id}label`;
  const messageId = `${id}message`;
  const optionId = (index: number) => `${id}opt${index}`;
  const hasLabel = present(label);
  const hasMessage = present(message);

  function optionOf(v: SelectValue): SelectOption {
    return options.find((o) => o.value === v) ?? { value: v, label: String(v) };
  }

  function matches(text: string, option: SelectOption): boolean {
    if (!showSearch || text === '' || filterOption === false) return true;
    if (typeof filterOption === 'function') return filterOption(text, option);
    return textOf(option.label).toLowerCase().includes(text.toLowerCase());
  }

  /** The options shown for a search text, grouped, and the same in keyboard order. */
  function listFor(text: string): { sections: Section[]; flat: SelectOption[] } {
    const groups = new Map<string, SelectOption[]>();
    for (const option of options) {
      if (!matches(text, option)) continue;
      const key = option.group ?? '';
      const list = groups.get(key);
      if (list) list.push(option);
      else groups.set(key, [option]);
    }
    const sections: Section[] = [];
    const flat: SelectOption[] = [];
    for (const [group, items] of groups) {
      sections.push({ group: group === '' ? undefined : group, items: items.map((option, i) => ({ option, index: flat.length + i })) });
      flat.push(...items);
    }
    return { sections, flat };
  }

  const { sections, flat } = listFor(search);

  /** The first enabled option from `from` on, in direction `step`; -1 when there is none. */
  function enabledFrom(list: SelectOption[], from: number, step: 1 | -1): number {
    for (let i = from; i >= 0 && i < list.length; i += step) if (!list[i]!.disabled) return i;
    return -1;
  }

  function firstEnabled(list: SelectOption[]): number {
    return enabledFrom(list, 0, 1);
  }

  function move(to: number, step: 1 | -1) {
    const clamped = Math.max(0, Math.min(flat.length - 1, to));
    const next = enabledFrom(flat, clamped, step);
    if (next !== -1) setActive(next);
    else {
      const back = enabledFrom(flat, clamped, step === 1 ? -1 : 1);
      if (back !== -1) setActive(back);
    }
  }

  function openList(at?: number) {
    if (disabled) return;
    if (at !== undefined) setActive(at);
    else {
      const index = chosen.length ? flat.findIndex((o) => o.value === chosen[0] && !o.disabled) : -1;
      setActive(index !== -1 ? index : firstEnabled(flat));
    }
    if (openRef.current) return;
    openRef.current = true;
    setOpen(true);
    onOpenChange?.(true);
  }

  function closeList() {
    if (!openRef.current) return;
    openRef.current = false;
    setOpen(false);
    if (search !== '') {
      setSearch('');
      onSearch?.('');
    }
    typeahead.current.text = '';
    onOpenChange?.(false);
  }

  function commit(next: SelectValue[]) {
    if (!controlled) setInner(next);
    if (multiple) onChange?.(next, next.map(optionOf));
    else {
      const v = next[0];
      onChange?.(v ?? null, v === undefined ? null : optionOf(v));
    }
  }

  function choose(option: SelectOption | undefined) {
    if (!option || option.disabled) return;
    if (!multiple) {
      if (chosen[0] !== option.value) commit([option.value]);
      closeList();
      return;
    }
    const has = chosen.includes(option.value);
    commit(has ? chosen.filter((v) => v !== option.value) : [...chosen, option.value]);
    if (search !== '') {
      setSearch('');
      onSearch?.('');
      const index = listFor('').flat.indexOf(option);
      if (index !== -1) setActive(index);
    }
  }

  function remove(v: SelectValue) {
    if (disabled) return;
    commit(chosen.filter((item) => item !== v));
  }

  function clear(event: MouseEvent<HTMLButtonElement>) {
    event.stopPropagation();
    onClear?.();
    if (search !== '') {
      setSearch('');
      onSearch?.('');
    }
    commit([]);
    comboRef.current?.focus();
  }

  /** Type-ahead of a select-only combobox: jumps to the next option whose text starts with what was typed. */
  function typeAhead(char: string) {
    const state = typeahead.current;
    clearTimeout(state.timer);
    state.text += char.toLowerCase();
    state.timer = setTimeout(() => (state.text = ''), TYPEAHEAD_MS);
    const repeated = [...state.text].every((c) => c === state.text[0]);
    const prefix = repeated ? state.text[0]! : state.text;
    const start = openRef.current ? active : chosen.length ? flat.findIndex((o) => o.value === chosen[0]) : -1;
    // A new search begins after the current option; a longer one may stay on it.
    const offset = state.text.length === 1 || repeated ? 1 : 0;
    for (let k = 0; k < flat.length; k++) {
      const index = (((start + offset + k) % flat.length) + flat.length) % flat.length;
      const option = flat[index]!;
      if (!option.disabled && textOf(option.label).trim().toLowerCase().startsWith(prefix)) {
        if (openRef.current) setActive(index);
        else openList(index);
        return;
      }
    }
    if (!openRef.current) openList();
  }

  function keyDown(event: KeyboardEvent<HTMLElement>) {
    if (disabled) return;
    const { key, altKey, ctrlKey, metaKey } = event;
    const printable = key.length === 1 && !ctrlKey && !metaKey && !altKey;
    const searchEmpty = !showSearch || search === '';

    if (key === 'Backspace' && multiple && searchEmpty && chosen.length) {
      event.preventDefault();
      remove(chosen[chosen.length - 1]!);
      return;
    }

    if (!openRef.current) {
      if (key === 'ArrowDown' || key === 'ArrowUp' || key === 'Enter' || (key === ' ' && !showSearch)) {
        event.preventDefault();
        openList();
      } else if (!showSearch && (key === 'Home' || key === 'End')) {
        event.preventDefault();
        openList(key === 'Home' ? firstEnabled(flat) : enabledFrom(flat, flat.length - 1, -1));
      } else if (!showSearch && printable) {
        event.preventDefault();
        typeAhead(key);
      }
      return;
    }

    switch (key) {
      case 'ArrowDown':
        event.preventDefault();
        if (!altKey) move(active + 1, 1);
        return;
      case 'ArrowUp':
        event.preventDefault();
        if (altKey) {
          if (!multiple) choose(flat[active]);
          closeList();
        } else move(active - 1, -1);
        return;
      case 'PageDown':
        event.preventDefault();
        move(active + PAGE, 1);
        return;
      case 'PageUp':
        event.preventDefault();
        move(active - PAGE, -1);
        return;
      case 'Home':
      case 'End':
        if (showSearch) return; // the caret in the search text
        event.preventDefault();
        move(key === 'Home' ? 0 : flat.length - 1, key === 'Home' ? 1 : -1);
        return;
      case 'Enter':
        event.preventDefault();
        choose(flat[active]);
        return;
      case 'Escape':
        event.preventDefault();
        event.stopPropagation();
        closeList();
        return;
      case 'Tab':
        if (!multiple) choose(flat[active]);
        closeList();
        return;
    }
    if (key === ' ' && !showSearch && typeahead.current.text === '') {
      event.preventDefault();
      choose(flat[active]);
    } else if (printable && !showSearch) {
      event.preventDefault();
      typeAhead(key);
    }
  }

  function searchChange(event: ChangeEvent<HTMLInputElement>) {
    const text = event.target.value;
    setSearch(text);
    onSearch?.(text);
    const list = listFor(text).flat;
    openList(firstEnabled(list));
  }

  function fieldMouseDown(event: MouseEvent<HTMLDivElement>) {
    if (disabled || event.button !== 0) return;
    const target = event.target as Element;
    if (target.closest('.ak-select-clear, .ak-select-tag-remove')) return;
    // A press on the combobox focuses it as a click does (no keyboard focus ring); elsewhere in the field (the
    // arrow, a tag) focus would be lost, so the combobox takes it.
    const onCombo = !!comboRef.current?.contains(target);
    if (!onCombo) {
      event.preventDefault();
      comboRef.current?.focus();
    }
    if (!openRef.current) openList();
    else if (!(showSearch && onCombo)) closeList();
  }

  function inside(node: EventTarget | null): boolean {
    return node instanceof Node && (!!rootRef.current?.contains(node) || !!popupRef.current?.contains(node));
  }

  function focusIn(event: FocusEvent<HTMLElement>) {
    if (!inside(event.relatedTarget)) onFocus?.(event);
  }

  function focusOut(event: FocusEvent<HTMLElement>) {
    if (inside(event.relatedTarget)) return;
    closeList();
    onBlur?.(event);
  }

  // While open: a press outside the field and the list closes it.
  useEffect(() => {
    if (!open) return;
    const press = (event: PointerEvent) => {
      if (!inside(event.target)) closeList();
    };
    document.addEventListener('pointerdown', press, true);
    return () => document.removeEventListener('pointerdown', press, true);
  });

  // The list sits under the field, or over it when there is more room there; it follows scrolling and resizing.
  useLayoutEffect(() => {
    if (!open) return;
    const field = fieldRef.current;
    const popup = popupRef.current;
    if (!field || !popup) return;
    const place = () => {
      const rect = field.getBoundingClientRect();
      const height = popup.offsetHeight;
      const below = window.innerHeight - rect.bottom;
      const up = below < height + 8 && rect.top > below;
      const width = Math.max(rect.width, 160);
      const left = Math.max(4, Math.min(rect.left, document.documentElement.clientWidth - width - 4));
      popup.style.top = `${up ? rect.top - height - 4 : rect.bottom + 4}px`;
      popup.style.left = `${left}px`;
      popup.style.width = `${width}px`;
      popup.classList.toggle('ak-select-popup-up', up);
    };
    place();
    const observer = new ResizeObserver(place);
    observer.observe(field);
    observer.observe(popup);
    window.addEventListener('scroll', place, true);
    window.addEventListener('resize', place);
    return () => {
      observer.disconnect();
      window.removeEventListener('scroll', place, true);
      window.removeEventListener('resize', place);
    };
  }, [open]);

  // The highlighted option stays in view inside the list.
  useEffect(() => {
    const list = listRef.current;
    if (!open || !list || active < 0) return;
    const item = document.getElementById(optionId(active));
    if (!item) return;
    if (item.offsetTop < list.scrollTop) list.scrollTop = item.offsetTop;
    else if (item.offsetTop + item.offsetHeight > list.scrollTop + list.clientHeight) list.scrollTop = item.offsetTop + item.offsetHeight - list.clientHeight;
  }, [open, active]);

  useEffect(() => () => clearTimeout(typeahead.current.timer), []);

  const activeOption = open && active >= 0 ? flat[active] : undefined;
  const hasValue = chosen.length > 0;
  const showClear = allowClear && hasValue && !disabled;
  const placeholderText = placeholder ?? '';
  const notFound = notFoundContent ?? (zh ? '无选项' : 'No options');

  const comboProps = {
    id: `${id}combo`,
    role: 'combobox' as const,
    'aria-haspopup': 'listbox' as const,
    'aria-expanded': open,
    'aria-controls': listId,
    'aria-activedescendant': activeOption ? optionId(active) : undefined,
    'aria-labelledby': hasLabel ? labelId : undefined,
    'aria-describedby': hasMessage ? messageId : undefined,
    'aria-invalid': status === 'error' || undefined,
    'aria-disabled': disabled || undefined,
    'aria-busy': loading || undefined,
    onKeyDown: keyDown,
  };

  // The value as text: a single value, or the tags of several.
  const valueLabel = !multiple && hasValue ? optionOf(chosen[0]!).label : undefined;
  const shownTags = multiple ? chosen.slice(0, maxTagCount !== undefined && maxTagCount >= 0 ? maxTagCount : chosen.length) : [];
  const hiddenTags = multiple ? chosen.length - shownTags.length : 0;

  let combobox: ReactNode;
  if (showSearch) {
    combobox = (
      <input
        {...comboProps}
        ref={(node) => {
          comboRef.current = node;
        }}
        type="text"
        className="ak-select-search"
        value={search}
        placeholder={hasValue ? undefined : placeholderText}
        disabled={disabled}
        autoComplete="off"
        spellCheck={false}
        aria-autocomplete="list"
        size={multiple ? 1 : undefined}
        style={multiple ? { width: `${search.length + 2}ch` } : undefined}
        onChange={searchChange}
      />
    );
  } else {
    combobox = (
      <div
        {...comboProps}
        ref={(node) => {
          comboRef.current = node;
        }}
        tabIndex={disabled ? undefined : 0}
        className="ak-select-combobox"
      >
        {!multiple && hasValue && <span className="ak-select-value">{valueLabel}</span>}
        {!hasValue && <span className="ak-select-placeholder">{placeholderText}</span>}
        {multiple && hasValue && <span className="ak-select-sr">{chosen.map((v) => textOf(optionOf(v).label)).join(', ')}</span>}
      </div>
    );
  }

  const fieldClasses = ['ak-select', `ak-select-${size === 'small' || size === 'large' ? size : 'medium'}`, multiple ? 'ak-select-multiple' : 'ak-select-single'];
  if (showSearch) fieldClasses.push('ak-select-searchable');
  if (open) fieldClasses.push('ak-select-open');
  if (status === 'error' || status === 'warning') fieldClasses.push(`ak-select-${status}`);
  if (disabled) fieldClasses.push('ak-select-disabled');
  const rootClasses = ['ak-select-root'];
  if (disabled) rootClasses.push('ak-select-root-disabled');
  if (className) rootClasses.push(className);

  const LabelTag = showSearch ? 'label' : 'span';

  const popup = open ? (
    <div ref={popupRef} className={`ak-select-popup ak-select-popup-${size}`} onMouseDown={(event) => event.preventDefault()}>
      <div
        ref={listRef}
        id={listId}
        role="listbox"
        className="ak-select-list"
        aria-labelledby={hasLabel ? labelId : undefined}
        aria-multiselectable={multiple || undefined}
        aria-busy={loading || undefined}
        style={{ maxHeight: listHeight }}
      >
        {sections.map((section, s) => {
          const items = section.items.map(({ option, index }) => {
            const isSelected = chosen.includes(option.value);
            const classes = ['ak-select-option'];
            if (index === active) classes.push('ak-select-option-active');
            if (isSelected) classes.push('ak-select-option-selected');
            if (option.disabled) classes.push('ak-select-option-disabled');
            return (
              <div
                key={`${typeof option.value}:${option.value}`}
                id={optionId(index)}
                role="option"
                aria-selected={isSelected}
                aria-disabled={option.disabled || undefined}
                className={classes.join(' ')}
                onMouseMove={() => {
                  if (!option.disabled && index !== active) setActive(index);
                }}
                onClick={() => choose(option)}
              >
                <span className="ak-select-option-text">
                  <span className="ak-select-option-label">{option.label}</span>
                  {present(option.description) && <span className="ak-select-option-description">{option.description}</span>}
                </span>
                {isSelected && (
                  <svg className="ak-select-check" viewBox="0 0 16 16" width="14" height="14" aria-hidden="true" focusable="false">
                    <path d="M3 8.5l3.2 3.2L13 5" stroke="currentColor" strokeWidth="2" fill="none" strokeLinecap="round" strokeLinejoin="round" />
                  </svg>
                )}
              </div>
            );
          });
          if (section.group === undefined) return items;
          const headingId = `${id}group${s}`;
          return (
            <div key={`group:${section.group}`} role="group" aria-labelledby={headingId} className="ak-select-group">
              <div role="presentation" id={headingId} className="ak-select-group-label">
                {section.group}
              </div>
              {items}
            </div>
          );
        })}
      </div>
      {loading ? (
        <div className="ak-select-status" role="status">
          <span className="ak-select-spinner" aria-hidden="true" />
          {zh ? '加载中…' : 'Loading…'}
        </div>
      ) : (
        flat.length === 0 && <div className="ak-select-status ak-select-empty">{notFound}</div>
      )}
    </div>
  ) : null;

  return (
    <div ref={rootRef} className={rootClasses.join(' ')} style={style} onFocus={focusIn} onBlur={focusOut}>
      {hasLabel && (
        <LabelTag
          className="ak-select-label"
          id={labelId}
          htmlFor={showSearch ? `${id}combo` : undefined}
          onClick={showSearch ? undefined : () => comboRef.current?.focus()}
        >
          {label}
        </LabelTag>
      )}
      <div ref={fieldRef} className={fieldClasses.join(' ')} onMouseDown={fieldMouseDown}>
        <div className="ak-select-selection">
          {shownTags.map((v) => {
            const text = textOf(optionOf(v).label);
            return (
              <span key={`${typeof v}:${v}`} className="ak-select-tag">
                <span className="ak-select-tag-text">{optionOf(v).label}</span>
                {!disabled && (
                  <button
                    type="button"
                    tabIndex={-1}
                    className="ak-select-tag-remove"
                    aria-label={zh ? `移除 ${text}` : `Remove ${text}`}
                    onMouseDown={(event) => event.preventDefault()}
                    onClick={() => {
                      remove(v);
                      comboRef.current?.focus();
                    }}
                  >
                    <svg viewBox="0 0 16 16" width="10" height="10" aria-hidden="true" focusable="false">
                      <path d="M4 4l8 8M12 4l-8 8" stroke="currentColor" strokeWidth="2" strokeLinecap="round" fill="none" />
                    </svg>
                  </button>
                )}
              </span>
            );
          })}
          {hiddenTags > 0 && <span className="ak-select-tag ak-select-tag-more">{zh ? `+${hiddenTags} 项` : `+${hiddenTags} more`}</span>}
          {showSearch && !multiple && hasValue && search === '' && (
            <span className="ak-select-value ak-select-value-behind" aria-hidden="true">
              {valueLabel}
            </span>
          )}
          {combobox}
        </div>
        {showClear && (
          <button type="button" className="ak-select-clear" aria-label={zh ? '清除' : 'Clear'} onClick={clear}>
            <svg viewBox="0 0 16 16" width="12" height="12" aria-hidden="true" focusable="false">
              <path d="M4 4l8 8M12 4l-8 8" stroke="currentColor" strokeWidth="2" strokeLinecap="round" fill="none" />
            </svg>
          </button>
        )}
        <span className="ak-select-icon" aria-hidden="true">
          {loading ? (
            <span className="ak-select-spinner" />
          ) : (
            <svg viewBox="0 0 16 16" width="12" height="12" focusable="false">
              <path d="M3.5 6l4.5 4.5L12.5 6" stroke="currentColor" strokeWidth="1.8" fill="none" strokeLinecap="round" strokeLinejoin="round" />
            </svg>
          )}
        </span>
      </div>
      {hasMessage && (
        <div className={`ak-select-message${status ? ` ak-select-message-${status}` : ''}`} id={messageId}>
          {message}
        </div>
      )}
      {popup && createPortal(popup, document.body)}
    </div>
  );
}
