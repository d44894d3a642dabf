// ArmKit Slider: picks a number (or, with `range`, an interval) on a fixed scale by dragging a handle, clicking
// the track or with the keyboard. Each handle is a role="slider" element. `onChange` follows every movement;
// `onChangeComplete` fires once per interaction (pointer up, or `commitDelay` ms after the last key press).
// An island: rendered on the server, hydrated in the browser.
import { pageLang } from 'docgen/island';
import {
  isValidElement,
  useEffect,
  useId,
  useRef,
  useState,
  type CSSProperties,
  type FocusEvent,
  type KeyboardEvent,
  type PointerEvent,
  type ReactNode,
} from 'react';

export type SliderValue = number | [number, number];

export interface SliderProps {
  /** Controlled value; a pair `[from, to]` with `range`. */
  value?: SliderValue;
  /** Initial value of an uncontrolled slider; `min` when not set. */
  defaultValue?: SliderValue;
  /** Lower end of the scale. */
  min?: number;
  /** Upper end of the scale. */
  max?: number;
  /** Granularity; `null` allows only the values listed in `marks`. */
  step?: number | null;
  /** Labelled ticks on the track, by value. */
  marks?: Record<number, ReactNode>;
  /** Two handles selecting an interval. */
  range?: boolean;
  /** `range` only: minimum gap between the two handles. */
  minDistance?: number;
  /** Vertical orientation (minimum at the bottom); give the container a height. */
  vertical?: boolean;
  /** Unit appended to the value in the tooltip and in `aria-valuetext`. */
  unit?: string;
  /** `auto` shows the value while dragging or focused. */
  tooltip?: 'auto' | 'always' | 'never';
  /** Custom text for the tooltip (and `aria-valuetext` when it is a string or number). */
  formatValue?: (value: number) => ReactNode;
  /** The handles cannot be moved or focused. */
  disabled?: boolean;
  /** Visible label; the accessible name of the handle(s). */
  label?: ReactNode;
  /** Keyboard input only: ms without a further key press before `onChangeComplete` fires. */
  commitDelay?: number;
  className?: string;
  style?: CSSProperties;
  /** The value changes (dragging, a click on the track, every key press). */
  onChange?: (value: SliderValue) => void;
  /** Once per interaction: on pointer up, or `commitDelay` ms after the last key press. */
  onChangeComplete?: (value: SliderValue) => void;
  onFocus?: (event: FocusEvent<HTMLDivElement>) => void;
  onBlur?: (event: FocusEvent<HTMLDivElement>) => void;
}

type Values = readonly number[];

interface Drag {
  pointerId: number;
  handle: number;
  /** Value between the pointer and the handle's centre when the handle itself was grabbed (no jump). */
  offset: number;
  moved: boolean;
}

function present(node: ReactNode): boolean {
  return node !== undefined && node !== null && node !== false && node !== '';
}

/** Decimal places of a number as written (0.05 → 2), to round away binary noise like 0.30000000000000004. */
function decimals(n: number): number {
  if (!Number.isFinite(n)) return 0;
  const text = String(n);
  const exp = /e-(\d+)$/.exec(text);
  if (exp) return Number(exp[1]);
  const dot = text.indexOf('.');
  return dot < 0 ? 0 : text.length - dot - 1;
}

function clamp(n: number, lo: number, hi: number): number {
  return Math.min(hi, Math.max(lo, n));
}

export function Slider({
  value,
  defaultValue,
  min = 0,
  max = 100,
  step = 1,
  marks,
  range = false,
  minDistance = 0,
  vertical = false,
  unit,
  tooltip = 'auto',
  formatValue,
  disabled = false,
  label,
  commitDelay = 300,
  className,
  style,
  onChange,
  onChangeComplete,
  onFocus,
  onBlur,
}: SliderProps) {
  const id = useId();
  const zh = pageLang().startsWith('zh');
  const lo = Math.min(min, max);
  const hi = Math.max(min, max);
  const span = hi - lo || 1;
  const gap = range ? Math.max(0, minDistance) : 0;
  const grid = step !== null && step > 0 ? step : null;
  const places = Math.max(decimals(lo), grid === null ? 0 : decimals(grid));

  // The mark values inside the scale, ascending (JSON keys arrive as strings).
  const markEntries = Object.entries(marks ?? {})
    .map(([key, content]): [number, ReactNode] => [Number(key), content as ReactNode])
    .filter(([n]) => Number.isFinite(n) && n >= lo && n <= hi)
    .sort((a, b) => a[0] - b[0]);
  const markList = markEntries.map(([n]) => n);
  const onlyMarks = grid === null && markList.length > 0;

  /** The allowed value nearest to `n`: on the step grid (or `max`), or one of the marks with `step={null}`. */
  function snap(n: number): number {
    const v = clamp(n, lo, hi);
    if (v >= hi && !onlyMarks) return hi; // `max` is always reachable, also when it is off the step grid
    if (onlyMarks) {
      let best = markList[0] ?? lo;
      for (const m of markList) if (Math.abs(m - v) < Math.abs(best - v)) best = m;
      return best;
    }
    if (grid === null) return Number(v.toFixed(places));
    const snapped = Number((lo + Math.round((v - lo) / grid) * grid).toFixed(places));
    return snapped > hi ? hi : snapped;
  }

  /** The allowed value nearest to `n` for handle `index`, keeping the other handle `gap` away. */
  function constrain(vals: Values, index: number, n: number): number {
    if (vals.length < 2) return snap(n);
    const floor = index === 1 ? (vals[0] ?? lo) + gap : lo;
    const ceiling = index === 0 ? (vals[1] ?? hi) - gap : hi;
    if (floor > ceiling) return vals[index] ?? lo;
    if (onlyMarks) {
      const fits = markList.filter((m) => m >= floor - 1e-9 && m <= ceiling + 1e-9);
      if (!fits.length) return vals[index] ?? lo;
      let best = fits[0] ?? lo;
      for (const m of fits) if (Math.abs(m - n) < Math.abs(best - n)) best = m;
      return best;
    }
    let v = snap(clamp(n, floor, ceiling));
    if (grid !== null) {
      if (v > ceiling + 1e-9) v = Number((v - grid).toFixed(places));
      if (v < floor - 1e-9) v = Number((v + grid).toFixed(places));
    }
    return clamp(v, floor, ceiling);
  }

  /** A value given by props as the internal list of one or two numbers, snapped and in order. */
  function normalise(given: SliderValue | undefined): number[] {
    if (range) {
      const pair = Array.isArray(given) ? given : [lo, typeof given === 'number' ? given : lo + gap];
      const a = snap(Math.min(pair[0] ?? lo, pair[1] ?? hi));
      const b = snap(Math.max(pair[0] ?? lo, pair[1] ?? hi));
      return [a, b];
    }
    const single = Array.isArray(given) ? given[0] : given;
    return [snap(typeof single === 'number' && Number.isFinite(single) ? single : lo)];
  }

  const controlled = value !== undefined;
  const [inner, setInner] = useState<number[]>(() => normalise(defaultValue));
  const current: Values = controlled ? normalise(value) : inner.length === (range ? 2 : 1) ? inner : normalise(inner as SliderValue);

  const [dragging, setDragging] = useState<number | null>(null);
  const [focused, setFocused] = useState<number | null>(null);
  const latest = useRef<Values>(current);
  latest.current = current;
  const drag = useRef<Drag | undefined>(undefined);
  const commitTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const control = useRef<HTMLDivElement>(null);
  const handles = useRef<(HTMLDivElement | null)[]>([]);
  // The latest callbacks, for the commit timer that fires after this render.
  const callbacks = useRef({ onChange, onChangeComplete });
  callbacks.current = { onChange, onChangeComplete };

  useEffect(() => () => clearTimeout(commitTimer.current), []);

  const out = (vals: Values): SliderValue => (range ? [vals[0] ?? lo, vals[1] ?? hi] : (vals[0] ?? lo));

  /** Moves handle `index` to (the allowed value nearest) `n`; reports it when it differs. */
  function move(index: number, n: number): boolean {
    const before = latest.current;
    const next = constrain(before, index, n);
    if (next === before[index]) return false;
    const vals = before.slice();
    vals[index] = next;
    latest.current = vals;
    if (!controlled) setInner(vals);
    callbacks.current.onChange?.(out(vals));
    return true;
  }

  function commit() {
    clearTimeout(commitTimer.current);
    commitTimer.current = undefined;
    callbacks.current.onChangeComplete?.(out(latest.current));
  }

  function fraction(n: number): number {
    return clamp((n - lo) / span, 0, 1);
  }

  /** The value under a pointer position, from the rail's box. */
  function valueAt(event: PointerEvent<HTMLDivElement>): number {
    const box = control.current?.getBoundingClientRect();
    if (!box) return lo;
    const f = vertical ? (box.bottom - event.clientY) / (box.height || 1) : (event.clientX - box.left) / (box.width || 1);
    return lo + clamp(f, 0, 1) * span;
  }

  function pointerDown(event: PointerEvent<HTMLDivElement>) {
    if (disabled || drag.current || (event.pointerType === 'mouse' && event.button !== 0)) return;
    const at = valueAt(event);
    const vals = latest.current;
    const grabbed = handles.current.findIndex((h) => h !== null && h.contains(event.target as Node));
    let index = grabbed;
    if (index < 0) {
      index = 0;
      if (vals.length === 2) {
        const d0 = Math.abs(at - (vals[0] ?? lo));
        const d1 = Math.abs(at - (vals[1] ?? hi));
        // Equal distances (handles on top of each other): the side of the click decides.
        index = d1 < d0 || (d1 === d0 && at > (vals[1] ?? hi)) ? 1 : 0;
      }
    }
    event.preventDefault(); // no text selection, no native focus on the rail: the handle is focused below
    clearTimeout(commitTimer.current); // a pending keyboard commit is folded into this interaction
    commitTimer.current = undefined;
    event.currentTarget.setPointerCapture(event.pointerId);
    drag.current = { pointerId: event.pointerId, handle: index, offset: grabbed >= 0 ? (vals[index] ?? lo) - at : 0, moved: false };
    handles.current[index]?.focus({ preventScroll: true });
    setDragging(index);
    if (grabbed < 0 && move(index, at)) drag.current.moved = true;
  }

  function pointerMove(event: PointerEvent<HTMLDivElement>) {
    const d = drag.current;
    if (!d || d.pointerId !== event.pointerId) return;
    if (move(d.handle, valueAt(event) + d.offset)) d.moved = true;
  }

  function pointerEnd(event: PointerEvent<HTMLDivElement>) {
    const d = drag.current;
    if (!d || d.pointerId !== event.pointerId) return;
    drag.current = undefined;
    setDragging(null);
    if (event.currentTarget.hasPointerCapture(event.pointerId)) event.currentTarget.releasePointerCapture(event.pointerId);
    if (d.moved) commit();
  }

  function keyDown(index: number, event: KeyboardEvent<HTMLDivElement>) {
    if (disabled) return;
    const vals = latest.current;
    const now = vals[index] ?? lo;
    let target: number;
    let units = 0;
    switch (event.key) {
      case 'ArrowRight':
      case 'ArrowUp':
        units = 1;
        break;
      case 'ArrowLeft':
      case 'ArrowDown':
        units = -1;
        break;
      case 'PageUp':
        units = 10;
        break;
      case 'PageDown':
        units = -10;
        break;
      case 'Home':
        target = lo;
        break;
      case 'End':
        target = hi;
        break;
      default:
        return;
    }
    event.preventDefault();
    if (units !== 0) {
      if (onlyMarks) {
        // `step={null}`: one unit is one mark.
        let at = markList.findIndex((m) => m >= now - 1e-9);
        if (at < 0) at = markList.length - 1;
        const to = clamp(at + units, 0, markList.length - 1);
        target = markList[to] ?? now;
        // Skip marks the other handle's distance rules out, in the direction of travel.
        if (vals.length === 2 && constrain(vals, index, target) === now) {
          for (let i = to; i >= 0 && i < markList.length; i += units > 0 ? 1 : -1) {
            const m = markList[i] ?? now;
            if (constrain(vals, index, m) === m) {
              target = m;
              break;
            }
          }
        }
      } else {
        // Without a grid (`step={null}` and no marks) one unit is a hundredth of the scale.
        target = now + units * (grid ?? span / 100);
      }
    }
    if (!move(index, target!)) return;
    clearTimeout(commitTimer.current);
    commitTimer.current = setTimeout(commit, Math.max(0, commitDelay));
  }

  function text(n: number): ReactNode {
    if (formatValue) return formatValue(n);
    return unit ? `${n} ${unit}` : String(n);
  }

  function valueText(n: number): string | undefined {
    const shown = text(n);
    if (typeof shown === 'string' || typeof shown === 'number') return shown === String(n) ? undefined : String(shown);
    return unit ? `${n} ${unit}` : undefined;
  }

  const labelId = `${id}label`;
  const hasLabel = present(label);
  const handleNames = range ? (zh ? ['起点', '终点'] : ['from', 'to']) : [];
  const start = current.length === 2 ? fraction(current[0] ?? lo) : 0;
  const end = fraction(current[current.length - 1] ?? lo);
  const side = vertical ? 'bottom' : 'left';
  const extent = vertical ? 'height' : 'width';

  const classes = ['ak-slider', vertical ? 'ak-slider-vertical' : 'ak-slider-horizontal'];
  if (range) classes.push('ak-slider-range');
  if (disabled) classes.push('ak-slider-disabled');
  if (markList.length) classes.push('ak-slider-with-marks');
  if (dragging !== null) classes.push('ak-slider-dragging');
  if (tooltip === 'always') classes.push('ak-slider-tooltip-always');
  if (className) classes.push(className);

  return (
    <div className={classes.join(' ')} style={style}>
      {hasLabel && (
        <div className="ak-slider-label" id={labelId}>
          {label}
        </div>
      )}
      <div
        className="ak-slider-control"
        ref={control}
        onPointerDown={pointerDown}
        onPointerMove={pointerMove}
        onPointerUp={pointerEnd}
        onPointerCancel={pointerEnd}
        onLostPointerCapture={pointerEnd}
      >
        <div className="ak-slider-rail" aria-hidden="true" />
        <div className="ak-slider-track" aria-hidden="true" style={{ [side]: `${start * 100}%`, [extent]: `${(end - start) * 100}%` }} />
        {markList.map((m) => {
          const inside = current.length === 2 ? m >= (current[0] ?? lo) && m <= (current[1] ?? hi) : m <= (current[0] ?? lo);
          return <span key={`dot${m}`} className={inside ? 'ak-slider-dot ak-slider-dot-active' : 'ak-slider-dot'} aria-hidden="true" style={{ [side]: `${fraction(m) * 100}%` }} />;
        })}
        {current.map((n, index) => {
          const show = tooltip === 'always' || (tooltip === 'auto' && (dragging === index || focused === index));
          const name = handleNames[index];
          const nameId = `${id}h${index}`;
          const labelledBy = [hasLabel ? labelId : '', name ? nameId : ''].filter(Boolean).join(' ');
          return (
            <div
              key={index}
              ref={(el) => {
                handles.current[index] = el;
              }}
              className={dragging === index ? 'ak-slider-handle ak-slider-handle-active' : 'ak-slider-handle'}
              style={{ [side]: `${fraction(n) * 100}%` }}
              role="slider"
              tabIndex={disabled ? undefined : 0}
              aria-valuemin={current.length === 2 && index === 1 ? (current[0] ?? lo) + gap : lo}
              aria-valuemax={current.length === 2 && index === 0 ? (current[1] ?? hi) - gap : hi}
              aria-valuenow={n}
              aria-valuetext={valueText(n)}
              aria-orientation={vertical ? 'vertical' : 'horizontal'}
              aria-disabled={disabled || undefined}
              aria-labelledby={labelledBy || undefined}
              onKeyDown={(event) => keyDown(index, event)}
              onFocus={(event) => {
                setFocused(index);
                onFocus?.(event);
              }}
              onBlur={(event) => {
                setFocused((f) => (f === index ? null : f));
                onBlur?.(event);
              }}
            >
              {name && (
                <span className="ak-slider-sr" id={nameId}>
                  {name}
                </span>
              )}
              {show && (
                <span className="ak-slider-tooltip" aria-hidden="true">
                  {text(n)}
                </span>
              )}
            </div>
          );
        })}
      </div>
      {markList.length > 0 && (
        <div className="ak-slider-marks" aria-hidden="true">
          {markEntries.map(([m, content]) => {
            return (
              <span key={m} className="ak-slider-mark" style={{ [side]: `${fraction(m) * 100}%` }}>
                {isValidElement(content) || typeof content !== 'object' ? content : null}
              </span>
            );
          })}
        </div>
      )}
    </div>
  );
}
