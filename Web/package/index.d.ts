// knobs: written by `stickybadge knobs --write` from the core's tables
/** Configuration knob values by name (Docs/Configuration.md); unspecified knobs keep the
 * core's defaults. Written from the core's table by `stickybadge knobs --write`. */
export interface StickyBadgeConfiguration {
  /** How far the badge's centre may move from home before the bridge snaps (it snaps once farther; exactly at it, it holds). 0.01 … 10000 pt, default 80. */
  snapDistance?: number;
  /** A detached badge brought back closer than this re-attaches (exactly at it, it stays detached). At least 0.001 below `snapDistance` (hysteresis: the threshold never flickers). 0 … 10000 pt, default 40. */
  reattachDistance?: number;
  /** The two pull modes of the QQ-bubble write-up (000): the dragged badge is the big circle (as in QQ), or the big circle stays home. 0 bigCircleStays, 1 bigCircleMoves. 0 … 1, default 1. */
  pullMode?: number;
  /** Fraction of its radius the big circle loses at the snap distance (linear in distance). 0 … 1, default 0. */
  bigCircleShrinkRate?: number;
  /** Fraction of its radius the small circle loses at the snap distance. 0 … 1, default 0.65. */
  smallCircleShrinkRate?: number;
  /** Neither circle gets smaller than this fraction of the radius. 0 … 1, default 0.35. */
  minimumScale?: number;
  /** How the bridge is built: tangent-continuous metaball, or the original write-ups' construction, with corners. 0 metaball, 1 classic. 0 … 1, default 0. */
  connectorStyle?: number;
  /** Where the bridge attaches, 0 (narrow) to 1 (outer common tangents). 0 … 1, default 0.5. */
  connectorSpread?: number;
  /** Length of the bridge's Bézier handles relative to the radii. 0 … 10, default 2.4. */
  handleFactor?: number;
  /** The exponential narrowing of the Swift-badge write-up (003): the waist narrows by `base^(distance / waistNarrowingDistance)`; 1 adds none (that write-up: 0.1). 0.0001 … 1, default 1. */
  waistNarrowingBase?: number;
  /** The distance over which the waist narrows by `waistNarrowingBase` (the Swift-badge write-up: 200). 0.01 … 100000 pt, default 200. */
  waistNarrowingDistance?: number;
  /** The spring home, of unit mass: its stiffness and damping, stored as they are (the playground's sliders tune its duration and bounce). Swift source and JSON describe it as in SwiftUI, `Spring(duration:bounce:)` (JSON `{"duration", "bounce"}`, `{"response", "dampingRatio"}` or `{"stiffness", "damping"}`). 0.01 … 10000000 1/s², default 246.7401. */
  "returnSpring.stiffness"?: number;
  /** The spring home's damping (see `returnSpring.stiffness`). 0.01 … 100000 1/s, default 14.1372. */
  "returnSpring.damping"?: number;
  /** The shake of the Swift-badge write-up (003): the badge is flung this far past home before springing back (that write-up: 50). 0 … 10000 pt, default 0. */
  returnOvershoot?: number;
  /** A seeded particle burst in the badge colour, or N image frames for hosts that play images (the exploding-button write-up, 001: 8 frames over 1 s). 0 particles, 1 frames. 0 … 1, default 0. */
  "burst.style"?: number;
  /** How many particles fly out (a paint list has room for 512). 0 … 512, default 14. */
  "burst.particleCount"?: number;
  /** The mean initial speed of the particles. 0 … 10000 pt/s, default 160. */
  "burst.particleSpeed"?: number;
  /** The radius of a particle as a fraction of the badge radius. 0 … 4 × radius, default 0.32. */
  "burst.particleSize"?: number;
  /** How long the burst lasts. 0.001 … 10 s, default 0.35. */
  "burst.duration"?: number;
  /** How many images the host plays for the `frames` style. 1 … 240, default 8. */
  "burst.frameCount"?: number;
  /** The particle generator's seed: the same seed gives the same burst everywhere. 0 … 2147483647, default 2015. */
  "burst.seed"?: number;
  /** Without animation a released badge jumps home and a dismissed one vanishes. 0 or 1. 0 … 1, default 1. */
  isAnimated?: number;
  /** Hide the count while dragging (the QQ-bubble write-up, 000, hides it once snapped). 0 or 1. 0 … 1, default 0. */
  hidesLabelWhileDragging?: number;
  /** Extra touch target around the dot, on every side. 0 … 200 pt, default 14. */
  touchMargin?: number;
  /** How far the finger must move from where it touched down before the pull begins (at exactly this distance it begins), so a swipe that starts on a badge in a scrolling list still scrolls the list; 0 begins at touch-down. 0 … 200 pt, default 0. */
  dragStartDistance?: number;
  /** The bounce becomes critically damped and the burst a fade (set from the system's Reduce Motion). 0 or 1. 0 … 1, default 0. */
  reducesMotion?: number;
  /** The badge colour (JSON: `"#RRGGBB"` or `"#RRGGBBAA"`). 0 … 1, default 0.9686. */
  "color.red"?: number;
  /** The badge colour's green. 0 … 1, default 0.298. */
  "color.green"?: number;
  /** The badge colour's blue. 0 … 1, default 0.1922. */
  "color.blue"?: number;
  /** The badge colour's opacity. 0 … 1, default 1. */
  "color.alpha"?: number;
  /** The label colour (JSON: `"#RRGGBB"` or `"#RRGGBBAA"`). 0 … 1, default 1. */
  "labelColor.red"?: number;
  /** The label colour's green. 0 … 1, default 1. */
  "labelColor.green"?: number;
  /** The label colour's blue. 0 … 1, default 1. */
  "labelColor.blue"?: number;
  /** The label colour's opacity. 0 … 1, default 1. */
  "labelColor.alpha"?: number;
}
// end of knobs
// presets: written by `stickybadge knobs --write` from the core's table
/** A preset's name: the core's named configurations (Docs/WriteUps.md). Written from the
 * core's table by `stickybadge knobs --write`. */
export type StickyBadgePresetName = "qq" | "qqBubbleBigCircleStays" | "qqBubbleBigCircleMoves" | "explodingButton" | "swiftBadge" | "azMetaBall";
// end of presets

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

/** The detail of every `stickybadge-*` DOM event. */
export interface StickyBadgeEventDetail {
  /** The event's time on the page's frame clock, in seconds. */
  time: number;
  /** For `stickybadge-release`: "burst" or "returnHome"; for `stickybadge-haptic`: the cue. */
  outcome: string | null;
  /** The badge's count (null for a dot). */
  count: number | null;
}

/** The detail of a `stickybadge-error` event: a configuration the badge did not take. */
export interface StickyBadgeErrorDetail {
  /** The core's message, the CLI's text for the same configuration:
   * "configuration.snapDistance: must be in [0.01, 10000], got -5". */
  message: string;
}

export interface AttachOptions {
  /** The count; a number up to `max`, then "max+". Default: the element's text as a number. */
  count?: number | null;
  /** The largest count shown as a number (default: no limit). */
  max?: number | null;
  /** Called once when the badge is dismissed (dragged off, or Delete/Backspace). */
  onDismiss?: (event: { time: number; target: EventTarget }) => void;
  /** Knob values by name; unspecified knobs keep the core's defaults. Invalid ones are not
   * taken: the badge starts with the defaults and fires `stickybadge-error`. */
  configuration?: StickyBadgeConfiguration;
  /** The font family the label is drawn in during the drag (default "DejaVu Sans"). */
  fontFamily?: string;
}

/** A drag phase of the core. */
export type DragPhase = "resting" | "stretching" | "detached" | "returning" | "bursting" | "dismissed";

/** A badge's latest frame, for tools and tests (StickyBadge.inspect()). */
export interface BadgeInspection {
  phase: DragPhase;
  /** The badge's centre in viewport points (at rest: its element's centre now). */
  center: [number, number];
  /** 0 once dismissed; between 0 and 1 while it fades. */
  opacity: number;
  /** Burst particles in the frame. */
  particles: number;
  /** Path elements of the frame's outline (0 at rest, drawn by the element itself). */
  outlineElements: number;
}

/** A badge made by attachStickyBadge (or behind a <sticky-badge>). */
export interface StickyBadge {
  readonly element: HTMLElement;
  readonly count: number | null;
  /** The text VoiceOver-style readers get: "12 unread messages". */
  readonly accessibilityLabel: string | null;
  /** The drag phase now (null while hidden). */
  readonly phase: DragPhase | null;
  /** The latest frame (null while hidden or detached). */
  inspect(): BadgeInspection | null;
  setCount(count: number | null, max?: number | null): void;
  /** Takes `configuration` for the next drag and returns true; one the core refuses is not
   * taken (false): the badge keeps its configuration and fires `stickybadge-error`. */
  setConfiguration(configuration: StickyBadgeConfiguration | null): boolean;
  /** Bursts (or fades) the badge; false when it was already dismissed. */
  dismiss(): boolean;
  /** Removes every listener and frees the badge. */
  detach(): void;
}

/** The `<sticky-badge>` element: attributes count, max, colour (or color), configuration (JSON).
 * Shown at rest at once; `badge` is null until the core has loaded. Undefined where there is
 * no DOM (a server render). */
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

/** The DOM event types fired for the core's drag events, as the core names them: "stickybadge-began", "stickybadge-snapped", … */
export const dragEventTypes: readonly string[];

/** Runs every badge's clock at `timeScale` times the page's (0.25: slow motion); a positive,
 * finite number, else a RangeError. The event times (`detail.time`) follow it. */
export function setTimeScale(timeScale: number): void;

/** The package's time, in seconds, at a page time stamp in milliseconds (an event's
 * `timeStamp`, performance.now()): the clock of the `stickybadge-*` events' `time`. */
export function secondsAt(milliseconds: number): number;

/** What needs the core (loadStickyBadge resolves to it once the wasm module has loaded). */
export interface StickyBadgeCore {
  /** Reads the configuration table from a StickyBadge wasm module's exports: its names and
   * valid ranges, joined to the package's tuning fields (throws when their lengths differ). */
  readConfigurationTable(exports: WebAssembly.Exports): ConfigurationKnob[];

  /** Makes an existing element (a counter <span>) draggable with the sticky effect. */
  attachStickyBadge(element: HTMLElement, options?: AttachOptions): StickyBadge;

  /** Draws every badge in motion with the core's debug overlay: the snap and re-attach
   * distances, the shapes and Bézier handles of the outline, markers on its points. */
  setDebugOverlay(on: boolean): void;

  /** Calls `observer` with the milliseconds each overlay frame spent stepping the core and
   * drawing (null: stop). */
  setFrameObserver(observer: ((milliseconds: number) => void) | null): void;

  /** Whether an animation frame is pending: a badge moves on its own (returns, bursts). */
  isAnimating(): boolean;

  /** The core's configuration table (the same descriptors as readConfigurationTable). */
  configurationTable(): readonly ConfigurationKnob[];

  /** The core's default value of every knob, by name. */
  defaultConfiguration(): StickyBadgeConfiguration;

  /** The presets' names, in the core's order: what `preset` takes. */
  presetNames(): readonly StickyBadgePresetName[];

  /** The knobs preset `name` sets (those that differ from the defaults); null when the core
   * has no such preset. */
  presetConfiguration(name: string): StickyBadgeConfiguration | null;

  /** The core's verdict on knob values (the others at their defaults): null when valid, else
   * its message, the CLI's text ("configuration.reattachDistance: must be smaller than
   * snapDistance (250 >= 80)"). */
  validateConfiguration(configuration: StickyBadgeConfiguration): string | null;

  /** A spring's duration (seconds) and bounce for its stored stiffness and damping. */
  springTuning(stiffness: number, damping: number): { duration: number; bounce: number };

  /** The stored stiffness and damping of the spring with this duration and bounce. */
  springStored(duration: number, bounce: number): { stiffness: number; damping: number };

  /** The core module's memory size and the bytes its allocator has handed out. */
  memoryUsage(): { memoryBytes: number; heapBytes: number };

  /** "Clear all": dragging `trigger` off bursts every member in turn, top to bottom. */
  createClearAllGroup(
    trigger: StickyBadge | StickyBadgeElement,
    members?: Array<StickyBadge | StickyBadgeElement>,
  ): ClearAllGroup;
}

/** A badge attached from the entry before the core arrived: usable at once (its calls are
 * made when the core arrives); `ready` resolves to the core's badge. */
export interface PendingStickyBadge extends StickyBadge {
  readonly ready: Promise<StickyBadge>;
  /** The core's badge, or null before the core arrived. */
  readonly badge: StickyBadge | null;
}

/** Makes an existing element (a counter <span>) draggable: the core is loaded now and the
 * badge returned at once; its calls wait for the core and are made when it arrives. */
export function attachStickyBadge(element: HTMLElement, options?: AttachOptions): PendingStickyBadge;

/** "Clear all", usable at once (the core is loaded now): dragging `trigger` off bursts every
 * member in turn, top to bottom. */
export function createClearAllGroup(
  trigger: StickyBadge | StickyBadgeElement,
  members?: Array<StickyBadge | StickyBadgeElement>,
): ClearAllGroup & { readonly ready: Promise<ClearAllGroup> };

/**
 * Loads the core now (once per page; a page's <sticky-badge> elements load it themselves
 * when it is idle or a badge is touched) and resolves to what needs it; rejects when
 * stickybadge.wasm cannot be loaded (the console says so once; every badge stays static).
 */
export function loadStickyBadge(): Promise<StickyBadgeCore>;

/** The attributes of `<sticky-badge>`, as HTML and JSX take them (numbers become text). */
export interface StickyBadgeAttributes {
  /** The count: a number (up to `max`, then "max+"); "" or null: a dot; 0: hidden. */
  count?: number | string | null;
  /** The largest count shown as a number (default: the core's 99). */
  max?: number | string | null;
  /** The badge's colour, any CSS colour. */
  colour?: string;
  /** The same as `colour`. */
  color?: string;
  /** A named configuration of the core; `configuration`'s knobs are set on top of it. */
  preset?: StickyBadgePresetName;
  /** Knob values by name, as JSON: `JSON.stringify({ snapDistance: 90 })`, set on top of
   * the `preset`'s. */
  configuration?: string;
}

/**
 * What JSX (React, Preact, ...) takes on `<sticky-badge>`: its attributes, the common global
 * ones and a ref to the element. React 18 does not turn custom-element events into props:
 * listen on the ref (`ref.current.addEventListener("stickybadge-dismiss", ...)`, typed by
 * HTMLElementEventMap below).
 */
export interface StickyBadgeJSXProps extends StickyBadgeAttributes {
  id?: string;
  class?: string;
  className?: string;
  style?: string | Record<string, string | number>;
  slot?: string;
  title?: string;
  hidden?: boolean;
  ref?: { current: StickyBadgeElement | null } | ((element: StickyBadgeElement | null) => void) | null;
}

/** The framework components' event props (stickybadge/react, stickybadge/preact; Vue: the
 * same names without "on", in kebab case: `@dismiss`, `@release-outcome`), each called with
 * the element's event. */
export interface StickyBadgeEventProps {
  /** `stickybadge-dismiss`: the badge was dismissed (dragged off, Delete or Backspace, `dismiss()`, a clear-all). */
  onDismiss?: (event: CustomEvent<StickyBadgeEventDetail>) => void;
  /** `stickybadge-began`: a drag began. */
  onBegin?: (event: CustomEvent<StickyBadgeEventDetail>) => void;
  /** `stickybadge-snapped`: the badge snapped off its home. */
  onSnap?: (event: CustomEvent<StickyBadgeEventDetail>) => void;
  /** `stickybadge-reattached`: a snapped badge was brought back near home and re-attached. */
  onReattach?: (event: CustomEvent<StickyBadgeEventDetail>) => void;
  /** `stickybadge-released`: the pointer let go. */
  onRelease?: (event: CustomEvent<StickyBadgeEventDetail>) => void;
  /** `stickybadge-restored`: the badge is back at rest at home (no dismissal). */
  onRestore?: (event: CustomEvent<StickyBadgeEventDetail>) => void;
  /** `stickybadge-release`: the outcome of a release, "burst" or "returnHome" (`detail.outcome`). */
  onReleaseOutcome?: (event: CustomEvent<StickyBadgeEventDetail>) => void;
  /** `stickybadge-haptic`: a haptic cue of the core (`detail.outcome` names it). */
  onHaptic?: (event: CustomEvent<StickyBadgeEventDetail>) => void;
  /** `stickybadge-clearall`: on a clear-all group's trigger, every member has burst. */
  onClearAll?: (event: CustomEvent<StickyBadgeEventDetail>) => void;
  /** `stickybadge-error`: a `configuration` the badge did not take (`detail.message`). */
  onError?: (event: CustomEvent<StickyBadgeErrorDetail>) => void;
}

/** What the framework components take besides their event props. */
export interface StickyBadgeComponentAttributes {
  /** The count the badge shows, always (controlled): a number (up to `max`, then "max+");
   * null or absent: a dot; 0: hidden. Set it to 0 when the badge is dismissed; a new count
   * brings a dismissed badge back. */
  count?: number | null;
  /** The largest count shown as a number (default: the core's 99). */
  max?: number | null;
  /** The badge's colour, any CSS colour. */
  colour?: string;
  /** The same as `colour`. */
  color?: string;
  /** A named configuration of the core; `configuration`'s knobs are set on top of it. */
  preset?: StickyBadgePresetName;
  /** Knob values by name, or their JSON, set on top of the `preset`'s. */
  configuration?: StickyBadgeConfiguration | string | null;
  /** This badge is its clear-all group's trigger (the total): dragging it off bursts every
   * other badge inside the same <ClearAll>. */
  clearAll?: boolean;
}

declare global {
  namespace JSX {
    interface IntrinsicElements {
      "sticky-badge": StickyBadgeJSXProps;
    }
  }
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
    "stickybadge-error": CustomEvent<StickyBadgeErrorDetail>;
  }
}
