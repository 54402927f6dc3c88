// What <sticky-badge> offers a page: its attributes, properties, methods, events (with the
// framework components' prop for each), CSS parts and custom properties, and the framework
// components that wrap it. The one description of the element's interface:
// write-element-docs.js writes custom-elements.json (the Custom Elements Manifest editors
// and wrapper generators read) and the README's tables from it, and test/element-docs.test.js
// fails when either is out of step with it, or it with src/element.js and index.d.ts.

/** The `detail` every `stickybadge-*` event carries (index.d.ts: StickyBadgeEventDetail). */
const DETAIL = "CustomEvent<StickyBadgeEventDetail>";

export const stickyBadge = {
  tagName: "sticky-badge",
  className: "StickyBadgeElement",
  module: "src/element.js",
  summary: "The QQ-style draggable unread badge: pull it to stretch, let go far away to burst it.",
  attributes: [
    { name: "count", field: "count", type: "string",
      description: "The count: a number shows it (up to `max`, then \"max+\", however large); empty or not a number shows a dot; 0 hides the badge. Setting it again brings a dismissed badge back." },
    { name: "max", type: "string",
      description: "The largest count shown as a number (default: the core's 99)." },
    { name: "colour", type: "string",
      description: "The badge's colour, any CSS colour (sets `--sticky-badge-color`)." },
    { name: "color", type: "string", description: "The same as `colour`." },
    { name: "preset", type: "StickyBadgePresetName",
      description: "A named configuration of the core (`swiftBadge`; see the presets): its knobs, with `configuration`'s set on top. An unknown name is said (`stickybadge-error`, listing the presets) and the badge keeps the defaults." },
    { name: "configuration", type: "string",
      description: "Knob values by name, as JSON (`{\"snapDistance\": 90}`), set on top of the `preset`'s; see the options table." },
    { name: "hidden", type: "boolean",
      description: "Hides the badge; set while it is held or animating, it stops at once and nothing is dismissed. A count of 0 hides the badge too, and a later count shows it again; no count shows a badge the page hid." },
  ],
  properties: [
    { name: "count", type: "number | null", attribute: "count",
      description: "The count shown (null: a dot); setting it sets the `count` attribute." },
    { name: "badge", type: "StickyBadge | null", readonly: true,
      description: "The badge behind the element while it is in a document (null otherwise); reading its state (count, spoken label, phase) makes no session of the core." },
  ],
  methods: [
    { name: "dismiss", returns: "boolean",
      description: "Bursts (or fades) the badge from code; false when it was already dismissed." },
  ],
  events: [
    { name: "stickybadge-dismiss", prop: "onDismiss", type: DETAIL,
      description: "The badge was dismissed (dragged off, Delete or Backspace, `dismiss()`): exactly once per dismissal." },
    { name: "stickybadge-began", prop: "onBegin", type: DETAIL, description: "A drag began." },
    { name: "stickybadge-snapped", prop: "onSnap", type: DETAIL, description: "The badge snapped off its home." },
    { name: "stickybadge-reattached", prop: "onReattach", type: DETAIL, description: "A snapped badge was brought back near home and re-attached." },
    { name: "stickybadge-released", prop: "onRelease", type: DETAIL, description: "The pointer let go." },
    { name: "stickybadge-restored", prop: "onRestore", type: DETAIL, description: "The badge is back at rest at home (after a short pull, no dismissal)." },
    { name: "stickybadge-release", prop: "onReleaseOutcome", type: DETAIL,
      description: "The outcome of a release, known when the pointer lets go: `detail.outcome` is \"burst\" or \"returnHome\"." },
    { name: "stickybadge-haptic", prop: "onHaptic", type: DETAIL,
      description: "A haptic cue of the core: `detail.outcome` names it." },
    { name: "stickybadge-clearall", prop: "onClearAll", type: DETAIL,
      description: "On a clear-all group's trigger: every member has burst." },
    { name: "stickybadge-error", prop: "onError", type: "CustomEvent<StickyBadgeErrorDetail>",
      description: "A `configuration` or `preset` the badge did not take (not JSON, an unknown preset, an unknown knob, a value the core refuses): `detail.message` is the core's message, the CLI's text (\"configuration.snapDistance: must be in [0.01, 10000], got -5\"); the console shows it too, and the badge keeps working with its previous configuration." },
  ],
  cssParts: [
    { name: "badge", description: "The capsule with the label (focusable, `role=\"button\"`)." },
  ],
  cssProperties: [
    { name: "--sticky-badge-color", description: "The badge's colour.", default: "the core's web red, #D4412A (WCAG AA under its white label)" },
    { name: "--sticky-badge-label-color", description: "The label's colour.", default: "the core's white" },
    { name: "--sticky-badge-font-size", description: "The label's font size; the badge sizes itself from it.", default: "13px" },
  ],
  components: [
    { module: "src/frameworks/react.js", entry: "stickybadge/react", framework: "React 18",
      exports: [
        { kind: "variable", name: "StickyBadge", description: "<sticky-badge> as a React component: its attributes as props (a controlled `count`), its events as the props of the event table, a ref to the element, `clearAll` for a clear-all group's trigger." },
        { kind: "function", name: "ClearAll", description: "A clear-all group: the <StickyBadge clearAll> inside it is the trigger; dragging it off bursts every other <StickyBadge> inside it." },
      ] },
    { module: "src/frameworks/preact.js", entry: "stickybadge/preact", framework: "Preact 8 and 10",
      exports: [
        { kind: "class", name: "StickyBadge", description: "<sticky-badge> as a Preact component, with the React component's props; `element` is the element." },
        { kind: "class", name: "ClearAll", description: "A clear-all group around one child, as the React component's." },
      ] },
    { module: "src/frameworks/vue.js", entry: "stickybadge/vue", framework: "Vue 2",
      exports: [
        { kind: "variable", name: "StickyBadge", description: "<sticky-badge> as a Vue 2 component: its attributes as props, its events as Vue events (the event props without \"on\", in kebab case: `@dismiss`), `clear-all` for a clear-all group's trigger; `$el` is the element." },
        { kind: "variable", name: "ClearAll", description: "A clear-all group around one child, as the React component's." },
      ] },
  ],
};
