// ArmKit UI: Image, a picture with a loading placeholder, a fallback when it cannot be loaded, a source of its own
// for the dark theme, an optional periodic reload (a camera snapshot) and an optional full-screen preview with
// zoom and pan. An island: rendered on the server, hydrated in the browser.
import { pageLang } from 'docgen/island';
import {
  useEffect,
  useId,
  useRef,
  useState,
  type CSSProperties,
  type KeyboardEvent,
  type MouseEvent,
  type PointerEvent,
  type ReactNode,
  type SyntheticEvent,
} from 'react';

export type ImageFit = 'contain' | 'cover' | 'fill' | 'none';

export interface ImageProps {
  /** Image URL: an imported asset, a `data:` or `blob:` URL, or the `http://` URL of a device. */
  src: string;
  /** Source used while the page shows the dark theme. */
  darkSrc?: string;
  /** Text alternative; `''` only for a purely decorative image. */
  alt: string;
  /** Width; numbers are pixels. */
  width?: number | string;
  /** Height; numbers are pixels. */
  height?: number | string;
  /** How the picture fills the box (CSS `object-fit`). */
  fit?: ImageFit;
  /** Corner radius in px. */
  radius?: number;
  /** Shown while loading: `true` a skeleton, `false` nothing, or a node of your own. */
  placeholder?: boolean | ReactNode;
  /** Shown when loading fails: a string is the URL of a local image, anything else is shown as it is. */
  fallback?: ReactNode;
  /** Loads the image only when it scrolls into view. */
  lazy?: boolean;
  /** Click or Enter opens the image full screen, with zoom (10 %–800 %) and pan. */
  preview?: boolean;
  /** Reloads `src` every n ms (at least 200) with a cache-busting parameter; `0` disables it. */
  refreshInterval?: number;
  className?: string;
  style?: CSSProperties;
  onLoad?: (event: SyntheticEvent<HTMLImageElement>) => void;
  onError?: (event: SyntheticEvent<HTMLImageElement>) => void;
  /** The image is clicked; with `preview`, before the preview opens (`event.preventDefault()` keeps it closed). */
  onClick?: (event: MouseEvent<HTMLDivElement>) => void;
  onPreviewChange?: (open: boolean) => void;
}

type Status = 'loading' | 'loaded' | 'error';

const MIN_ZOOM = 0.1;
const MAX_ZOOM = 8;
const ZOOM_STEP = 1.25;
const PAN_STEP = 40;
const MIN_REFRESH = 200;

export function Image({
  src,
  darkSrc,
  alt,
  width,
  height,
  fit = 'contain',
  radius = 4,
  placeholder = true,
  fallback,
  lazy = true,
  preview = false,
  refreshInterval = 0,
  className,
  style,
  onLoad,
  onError,
  onClick,
  onPreviewChange,
}: ImageProps) {
  const zh = pageLang().startsWith('zh');
  const root = useRef<HTMLDivElement>(null);
  const img = useRef<HTMLImageElement>(null);
  const [dark, setDark] = useState(false);
  const base = dark && darkSrc ? darkSrc : src;
  // The state of the current source; a new source (or theme) starts loading again, a refreshed frame does not.
  const [load, setLoad] = useState<{ base: string; status: Status }>({ base, status: 'loading' });
  const status: Status = load.base === base ? load.status : 'loading';
  if (load.base !== base) setLoad({ base, status: 'loading' });
  const [frame, setFrame] = useState(0);
  const framePending = useRef(false);
  const [fallbackBroken, setFallbackBroken] = useState(false);
  const [open, setOpen] = useState(false);
  const isOpen = useRef(false); // closing may be reported twice (the close button, then the dialog's close event)

  const url = frame && refreshable(base) ? withFrame(base, frame) : base;

  // The theme is the page's: it is known only in the browser, and it may change at any time.
  useEffect(() => {
    if (!darkSrc) return;
    const html = document.documentElement;
    const read = () => setDark(html.dataset.theme === 'dark');
    read();
    const observer = new MutationObserver(read);
    observer.observe(html, { attributes: true, attributeFilter: ['data-theme'] });
    return () => observer.disconnect();
  }, [darkSrc]);

  // An image that finished before the page was hydrated fired its load or error event before React listened.
  useEffect(() => {
    const element = img.current;
    if (!element?.complete || !element.getAttribute('src')) return;
    setLoad((current) => (current.status !== 'loading' ? current : { base: current.base, status: element.naturalWidth > 0 ? 'loaded' : 'error' }));
  }, []);

  // Periodic reload: a new frame only when the last one has arrived, and not while the page or the image is hidden.
  useEffect(() => {
    if (!(refreshInterval > 0) || !refreshable(base)) return;
    const timer = setInterval(
      () => {
        if (framePending.current || document.visibilityState === 'hidden' || !root.current?.getClientRects().length) return;
        framePending.current = true;
        setFrame(Date.now());
      },
      Math.max(MIN_REFRESH, refreshInterval),
    );
    return () => clearInterval(timer);
  }, [refreshInterval, base]);

  const fallbackUrl = typeof fallback === 'string' ? fallback : '';
  useEffect(() => setFallbackBroken(false), [fallbackUrl]);

  function loaded(event: SyntheticEvent<HTMLImageElement>) {
    framePending.current = false;
    setLoad({ base, status: 'loaded' });
    onLoad?.(event);
  }

  function failed(event: SyntheticEvent<HTMLImageElement>) {
    framePending.current = false;
    setLoad({ base, status: 'error' });
    onError?.(event);
  }

  const canPreview = preview && status !== 'error';

  function click(event: MouseEvent<HTMLDivElement>) {
    onClick?.(event);
    if (!canPreview || event.defaultPrevented || isOpen.current) return;
    isOpen.current = true;
    setOpen(true);
    onPreviewChange?.(true);
  }

  function keyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (!canPreview || event.target !== event.currentTarget || (event.key !== 'Enter' && event.key !== ' ')) return;
    event.preventDefault();
    event.currentTarget.click(); // the same path as a pointer click, with a real MouseEvent for onClick
  }

  function closePreview() {
    if (!isOpen.current) return;
    isOpen.current = false;
    setOpen(false);
    onPreviewChange?.(false);
  }

  // Focus goes back to the image once the dialog is gone (while it is open, the rest of the page is inert).
  const wasOpen = useRef(false);
  useEffect(() => {
    if (wasOpen.current && !open) root.current?.focus();
    wasOpen.current = open;
  }, [open]);

  const size: CSSProperties = { width: cssSize(width), height: cssSize(height), borderRadius: radius };
  const classes = [
    'ak-image',
    `ak-image-${status}`,
    width === undefined && 'ak-image-auto-width',
    height === undefined && 'ak-image-auto-height',
    canPreview && 'ak-image-previewable',
    className,
  ]
    .filter(Boolean)
    .join(' ');
  const unavailable = zh ? '图片无法加载' : 'Image unavailable';

  let overlay: ReactNode = null;
  if (status === 'loading' && placeholder !== false && placeholder != null) {
    overlay =
      placeholder === true ? (
        <span className="ak-image-skeleton" aria-hidden="true">
          <PictureIcon />
        </span>
      ) : (
        <span className="ak-image-placeholder">{placeholder}</span>
      );
  } else if (status === 'error') {
    if (typeof fallback === 'string' && fallback !== '' && !fallbackBroken) {
      overlay = <img className="ak-image-fallback-img" src={fallback} alt={alt} style={{ objectFit: fit }} onError={() => setFallbackBroken(true)} />;
    } else if (fallback != null && fallback !== false && typeof fallback !== 'string') {
      overlay = <span className="ak-image-placeholder">{fallback}</span>;
    } else {
      overlay = (
        <span className="ak-image-fallback" role={alt ? 'img' : undefined} aria-label={alt ? (zh ? `${alt}（${unavailable}）` : `${alt} (${unavailable})`) : undefined} aria-hidden={alt ? undefined : true}>
          <BrokenIcon />
          <span className="ak-image-fallback-text" aria-hidden="true">
            {unavailable}
          </span>
        </span>
      );
    }
  }

  return (
    <>
      <div
        ref={root}
        className={classes}
        style={{ ...size, ...style }}
        role={canPreview ? 'button' : undefined}
        tabIndex={canPreview ? 0 : undefined}
        aria-label={canPreview ? alt || (zh ? '查看大图' : 'Open preview') : undefined}
        aria-haspopup={canPreview ? 'dialog' : undefined}
        onClick={onClick || canPreview ? click : undefined}
        onKeyDown={canPreview ? keyDown : undefined}
      >
        <img
          ref={img}
          className="ak-image-img"
          src={url || undefined}
          alt={alt}
          loading={lazy ? 'lazy' : 'eager'}
          decoding="async"
          draggable={canPreview ? false : undefined}
          aria-hidden={status === 'error' || undefined}
          style={{ objectFit: fit, width: width === undefined ? undefined : '100%', height: height === undefined ? undefined : '100%' }}
          onLoad={loaded}
          onError={failed}
        />
        {overlay}
        {canPreview && status === 'loaded' && (
          <span className="ak-image-zoom-hint" aria-hidden="true">
            <ZoomIcon />
          </span>
        )}
      </div>
      {open && <Preview url={url} alt={alt} zh={zh} onClose={closePreview} />}
    </>
  );
}

/** The full-screen preview: a modal dialog with the image, zoom buttons, and pan by dragging or the arrow keys. */
function Preview({ url, alt, zh, onClose }: { url: string; alt: string; zh: boolean; onClose: () => void }) {
  const captionId = useId();
  const dialog = useRef<HTMLDialogElement>(null);
  const stage = useRef<HTMLDivElement>(null);
  const closeButton = useRef<HTMLButtonElement>(null);
  const [view, setView] = useState({ zoom: 1, x: 0, y: 0 });
  const drag = useRef<{ id: number; x: number; y: number; moved: boolean; beside: boolean } | undefined>(undefined);

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    element.showModal();
    closeButton.current?.focus();
    const html = document.documentElement;
    const overflow = html.style.overflow;
    html.style.overflow = 'hidden'; // the page behind does not scroll under the wheel
    return () => {
      html.style.overflow = overflow;
      if (element.open) element.close();
    };
  }, []);

  // The wheel zooms around the pointer; React's wheel listener is passive, this one may prevent the scroll.
  useEffect(() => {
    const element = stage.current;
    if (!element) return;
    const wheel = (event: WheelEvent) => {
      event.preventDefault();
      const box = element.getBoundingClientRect();
      const factor = Math.exp(-event.deltaY * (event.deltaMode === 1 ? 0.05 : 0.0015));
      zoomBy(factor, event.clientX - box.left - box.width / 2, event.clientY - box.top - box.height / 2);
    };
    element.addEventListener('wheel', wheel, { passive: false });
    return () => element.removeEventListener('wheel', wheel);
  }, []);

  /** Zooms by `factor`, keeping the point (px, py) from the stage's centre where it is. */
  function zoomBy(factor: number, px = 0, py = 0) {
    setView((current) => {
      const zoom = Math.min(MAX_ZOOM, Math.max(MIN_ZOOM, current.zoom * factor));
      const ratio = zoom / current.zoom;
      return { zoom, x: px - (px - current.x) * ratio, y: py - (py - current.y) * ratio };
    });
  }

  function keyDown(event: KeyboardEvent<HTMLDialogElement>) {
    const key = event.key;
    if (key === 'Tab') return trapFocus(event);
    if (event.target instanceof HTMLButtonElement && (key === 'Enter' || key === ' ')) return;
    const pan: Record<string, [number, number]> = { ArrowLeft: [PAN_STEP, 0], ArrowRight: [-PAN_STEP, 0], ArrowUp: [0, PAN_STEP], ArrowDown: [0, -PAN_STEP] };
    const move = pan[key];
    if (move) setView((current) => ({ ...current, x: current.x + move[0], y: current.y + move[1] }));
    else if (key === '+' || key === '=') zoomBy(ZOOM_STEP);
    else if (key === '-' || key === '_') zoomBy(1 / ZOOM_STEP);
    else if (key === '0') setView({ zoom: 1, x: 0, y: 0 });
    else return;
    event.preventDefault();
  }

  function trapFocus(event: KeyboardEvent<HTMLDialogElement>) {
    const focusable = [...event.currentTarget.querySelectorAll<HTMLElement>('button, [tabindex="0"]')];
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    if (!first || !last) return;
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  }

  function pointerDown(event: PointerEvent<HTMLDivElement>) {
    if (event.button !== 0) return;
    event.currentTarget.setPointerCapture(event.pointerId);
    // Captured, the pointer's later events all target the stage: where it went down is noted now.
    drag.current = { id: event.pointerId, x: event.clientX, y: event.clientY, moved: false, beside: event.target === event.currentTarget };
  }

  function pointerMove(event: PointerEvent<HTMLDivElement>) {
    const current = drag.current;
    if (!current || current.id !== event.pointerId) return;
    const dx = event.clientX - current.x;
    const dy = event.clientY - current.y;
    if (!current.moved && Math.hypot(dx, dy) < 3) return;
    current.moved = true;
    current.x = event.clientX;
    current.y = event.clientY;
    setView((view) => ({ ...view, x: view.x + dx, y: view.y + dy }));
  }

  function pointerUp(event: PointerEvent<HTMLDivElement>) {
    const current = drag.current;
    if (!current || current.id !== event.pointerId) return;
    drag.current = undefined;
    // A click beside the picture (not the end of a drag) closes the preview.
    if (!current.moved && current.beside && event.type === 'pointerup') onClose();
  }

  const percent = Math.round(view.zoom * 100);
  const label = alt || (zh ? '图片预览' : 'Image preview');
  return (
    <dialog
      ref={dialog}
      className="ak-image-preview"
      aria-label={label}
      aria-describedby={alt ? captionId : undefined}
      onClose={onClose}
      onKeyDown={keyDown}
    >
      <div className="ak-image-preview-bar">
        <button type="button" className="ak-image-preview-button" aria-label={zh ? '缩小' : 'Zoom out'} aria-disabled={view.zoom <= MIN_ZOOM || undefined} onClick={() => zoomBy(1 / ZOOM_STEP)}>
          <svg viewBox="0 0 16 16" aria-hidden="true" focusable="false">
            <path d="M3.5 8h9" />
          </svg>
        </button>
        <output className="ak-image-preview-zoom" aria-live="polite">
          {percent}%
        </output>
        <button type="button" className="ak-image-preview-button" aria-label={zh ? '放大' : 'Zoom in'} aria-disabled={view.zoom >= MAX_ZOOM || undefined} onClick={() => zoomBy(ZOOM_STEP)}>
          <svg viewBox="0 0 16 16" aria-hidden="true" focusable="false">
            <path d="M3.5 8h9M8 3.5v9" />
          </svg>
        </button>
        <button type="button" className="ak-image-preview-button" aria-label={zh ? '还原' : 'Reset zoom'} onClick={() => setView({ zoom: 1, x: 0, y: 0 })}>
          <svg viewBox="0 0 16 16" aria-hidden="true" focusable="false">
            <path d="M3.2 9.5A5 5 0 1 0 4.6 4.4M4.3 1.8v2.9h2.9" />
          </svg>
        </button>
        <button ref={closeButton} type="button" className="ak-image-preview-button" aria-label={zh ? '关闭' : 'Close'} onClick={onClose}>
          <svg viewBox="0 0 16 16" aria-hidden="true" focusable="false">
            <path d="M4 4l8 8M12 4l-8 8" />
          </svg>
        </button>
      </div>
      <div
        ref={stage}
        className="ak-image-preview-stage"
        onPointerDown={pointerDown}
        onPointerMove={pointerMove}
        onPointerUp={pointerUp}
        onPointerCancel={pointerUp}
      >
        <img
          className="ak-image-preview-img"
          src={url}
          alt={alt}
          draggable={false}
          style={{ transform: `translate(${view.x}px, ${view.y}px) scale(${view.zoom})` }}
        />
      </div>
      <p className="ak-image-preview-caption" id={captionId} hidden={!alt}>
        {alt}
      </p>
      <p className="ak-image-preview-keys" aria-hidden="true">
        {zh ? '滚轮或 + / − 缩放 · 拖动或方向键移动 · 0 还原 · Esc 关闭' : 'Wheel or + / − to zoom · drag or arrow keys to pan · 0 to reset · Esc to close'}
      </p>
    </dialog>
  );
}

function cssSize(value: number | string | undefined): string | undefined {
  return typeof value === 'number' ? `${value}px` : value;
}

/** Whether a cache-busting parameter can be added: not to `data:` or `blob:` URLs, which never change. */
function refreshable(url: string): boolean {
  return url !== '' && !/^(data|blob):/i.test(url);
}

/** The URL with the frame's cache-busting parameter, before any `#fragment`. */
function withFrame(url: string, frame: number): string {
  const hash = url.indexOf('#');
  const path = hash === -1 ? url : url.slice(0, hash);
  const fragment = hash === -1 ? '' : url.slice(hash);
  return `${path}${path.includes('?') ? '&' : '?'}_akframe=${frame}${fragment}`;
}

function PictureIcon() {
  return (
    <svg viewBox="0 0 24 24" width="28" height="28" aria-hidden="true" focusable="false">
      <rect x="3" y="4.5" width="18" height="15" rx="2" fill="none" stroke="currentColor" strokeWidth="1.6" />
      <circle cx="8.5" cy="9.5" r="1.6" fill="currentColor" />
      <path d="M4 17.5l5-5 3.5 3.5 2.5-2.5 5 4.5" fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinejoin="round" />
    </svg>
  );
}

function BrokenIcon() {
  return (
    <svg viewBox="0 0 24 24" width="26" height="26" aria-hidden="true" focusable="false">
      <path d="M3 6.5a2 2 0 012-2h14a2 2 0 012 2v11a2 2 0 01-2 2H5a2 2 0 01-2-2z" fill="none" stroke="currentColor" strokeWidth="1.6" />
      <path d="M4 17l5-5 3 3M3.5 3.5l17 17" fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

function ZoomIcon() {
  return (
    <svg viewBox="0 0 16 16" width="14" height="14" aria-hidden="true" focusable="false">
      <circle cx="7" cy="7" r="4.5" fill="none" stroke="currentColor" strokeWidth="1.6" />
      <path d="M10.3 10.3L14 14M7 5v4M5 7h4" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" />
    </svg>
  );
}
