/** Configuration knob values by name ("snapDistance", "burst.style", ...); see README.md. */
export type StickyBadgeConfiguration = Record<string, number>;

/** A row of the core's configuration table: one value of the configuration buffer (the
 * default is the value `sb_config_defaults` writes there). */
export interface ConfigurationKnob {
  /** The knob's path, as `configuration` takes it: "snapDistance", "burst.particleCount". */
  name: string;
  /** "number", "integer", "boolean" (0 or 1), "choice" (an index into `choices`),
   * "spring" (stiffness, then damping) or "color" (red, green, blue, alpha, 0 to 1). */
  kind: string;
  /** "pt", "s", "pt/s", ... or "". */
  unit: string;
  /** A short label for a control. */
  label: string;
  /** A choice's cases, in index order (empty for other kinds). */
  choices: string[];
  /** The valid range: the core rejects values outside it. */
  minimum: number;
  maximum: number;
  /** The range and step of a tuning slider. */
  tuningMinimum: number;
  tuningMaximum: number;
  step: number;
}

/** Reads the configuration table from a StickyBadge wasm module's exports. */
export function readConfigurationTable(exports: WebAssembly.Exports): ConfigurationKnob[];

/** The detail of every `stickybadge-*` DOM event. */
export interface StickyBadgeEventDetail {
  /** The event's time on the page's frame clock, in seconds. */
  time: number;
  /** For `stickybadge-release`: "burst" or "returnHome"; for `stickybadge-haptic`: the cue. */
  outcome: string | null;
  /** The badge's count (null for a dot). */
  count: number | null;
}

export interface AttachOptions {
  /** The count; a number up to `max`, then "max+". Default: the element's text as a number. */
  count?: number | null;
  /** The largest count shown as a number (default: no limit). */
  max?: number | null;
  /** Called once when the badge is dismissed (dragged off, or Delete/Backspace). */
  onDismiss?: (event: { time: number; target: EventTarget }) => void;
  /** Knob values by name; unspecified knobs keep the core's defaults. */
  configuration?: StickyBadgeConfiguration;
  /** The font family the label is drawn in during the drag (default "DejaVu Sans"). */
  fontFamily?: string;
}

/** A badge made by attachStickyBadge (or behind a <sticky-badge>). */
export interface StickyBadge {
  readonly element: HTMLElement;
  readonly count: number | null;
  /** The text VoiceOver-style readers get: "12 unread messages". */
  readonly accessibilityLabel: string | null;
  setCount(count: number | null, max?: number | null): void;
  setConfiguration(configuration: StickyBadgeConfiguration | null): void;
  /** Bursts (or fades) the badge; false when it was already dismissed. */
  dismiss(): boolean;
  /** Removes every listener and frees the badge. */
  detach(): void;
}

export function attachStickyBadge(element: HTMLElement, options?: AttachOptions): StickyBadge;

/** The `<sticky-badge>` element: attributes count, max, colour (or color), configuration (JSON). */
export class StickyBadgeElement extends HTMLElement {
  count: number | null;
  readonly badge: StickyBadge | null;
  dismiss(): boolean;
}

export interface ClearAllGroup {
  add(badge: StickyBadge | StickyBadgeElement): void;
  remove(badge: StickyBadge | StickyBadgeElement): void;
  reset(): void;
  destroy(): void;
}

/** "Clear all": dragging `trigger` off bursts every member in turn, top to bottom. */
export function createClearAllGroup(
  trigger: StickyBadge | StickyBadgeElement,
  members?: Array<StickyBadge | StickyBadgeElement>,
): ClearAllGroup;

declare global {
  interface HTMLElementTagNameMap {
    "sticky-badge": StickyBadgeElement;
  }
  interface HTMLElementEventMap {
    "stickybadge-dismiss": CustomEvent<StickyBadgeEventDetail>;
    "stickybadge-began": CustomEvent<StickyBadgeEventDetail>;
    "stickybadge-snapped": CustomEvent<StickyBadgeEventDetail>;
    "stickybadge-reattached": CustomEvent<StickyBadgeEventDetail>;
    "stickybadge-released": CustomEvent<StickyBadgeEventDetail>;
    "stickybadge-restored": CustomEvent<StickyBadgeEventDetail>;
    "stickybadge-release": CustomEvent<StickyBadgeEventDetail>;
    "stickybadge-haptic": CustomEvent<StickyBadgeEventDetail>;
    "stickybadge-clearall": CustomEvent<StickyBadgeEventDetail>;
  }
}
