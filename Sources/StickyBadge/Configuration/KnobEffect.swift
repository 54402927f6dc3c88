/// Where a knob's effect shows to the user: what a row of a configuration table
/// (``ConfigurationKnob``) changes when its value changes.
///
/// Every row names one, and a test sets each row to a value other than its default and checks
/// that what it names changes, so that a knob which changes nothing cannot be added.
@_spi(Hosting) public enum KnobEffect: Hashable, Sendable, CaseIterable {
  /// The stretched shape: the badge, its home circle and the bridge between them while held.
  case outline
  /// When the badge snaps free, re-attaches and bursts along a drag.
  case phase
  /// How the badge moves after it is let go: where it is, frame by frame, on its way home.
  case motion
  /// What a dismissal shows: the burst's particles or images, or the fade, frame by frame.
  case burst
  /// The label on the badge while it is dragged.
  case label
  /// Where and when a touch takes hold of the badge: its touch target, and how far the
  /// finger moves before the pull begins.
  case touch
  /// The colours the badge and its label are painted in.
  case color

  /// The effect's name in the configuration reference: `outline`, `phase`, `motion`, `burst`,
  /// `label`, `touch` or `color`.
  public var name: StaticString {
    switch self {
    case .outline: "outline"
    case .phase: "phase"
    case .motion: "motion"
    case .burst: "burst"
    case .label: "label"
    case .touch: "touch"
    case .color: "color"
    }
  }
}
