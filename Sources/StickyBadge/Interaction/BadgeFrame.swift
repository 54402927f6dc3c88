/// Where a badge is in its life.
public enum DragPhase: String, Hashable, Sendable, CaseIterable {
  /// At home, nothing happening.
  case resting
  /// A finger holds the badge, still joined to home by the bridge.
  case stretching
  /// A finger holds the badge, pulled past the snap distance: the bridge has snapped.
  case detached
  /// Released inside the snap distance (or cancelled): springing home.
  case returning
  /// Released while detached (or dismissed from code): the burst is playing.
  case bursting
  /// Gone: the message counts as read. Nothing comes back from here.
  case dismissed
}

/// Something that happened to a badge, reported exactly once per occurrence.
public enum DragEventKind: String, Hashable, Sendable, CaseIterable {
  /// A touch took hold of the badge (at rest or during its return).
  case began
  /// The badge was pulled past the snap distance and the bridge broke.
  case snapped
  /// A detached badge came back within the re-attach distance and joined up again.
  case reattached
  /// The finger let go (or the touch was cancelled).
  case released
  /// The badge came to rest at home again.
  case restored
  /// The burst finished and the badge is gone.
  case dismissed
}

/// An event and the exact time it happened, which does not depend on the frame rate.
public struct DragEvent: Hashable, Sendable {
  /// What happened.
  public var kind: DragEventKind
  /// When it happened, in seconds.
  public var time: Double

  /// Creates an event.
  public init(_ kind: DragEventKind, at time: Double) {
    self.kind = kind
    self.time = time
  }
}

/// Where and how to draw the badge's label.
public struct LabelPlacement: Hashable, Sendable {
  /// The centre of the text.
  public var center: Point
  /// The text's scale relative to its resting size.
  public var scale: Double
  /// The text's opacity, 0 when hidden.
  public var opacity: Double

  /// Creates a label placement.
  public init(center: Point, scale: Double, opacity: Double) {
    self.center = center
    self.scale = scale
    self.opacity = opacity
  }
}

/// Everything a host needs to draw one frame: fill ``outline`` with the badge colour
/// at ``opacity``, draw the label as ``label`` says, draw each particle (or burst image
/// ``burstFrameIndex``).
public struct BadgeFrame: Hashable, Sendable {
  /// The time of the frame.
  public var time: Double
  /// The phase at that time.
  public var phase: DragPhase
  /// The dot left at home, when one is drawn (stretching, and returning while attached).
  public var anchor: Circle?
  /// The dragged badge's shape and position.
  public var badge: BadgeShape
  /// The label.
  public var label: LabelPlacement
  /// The single closed silhouette to fill; empty when nothing is to be drawn.
  public var outline: [PathElement]
  /// The burst particles, empty outside a particle burst.
  public var particles: [PaintCircle]
  /// Which burst image to show, for the image-frame burst style.
  public var burstFrameIndex: Int?
  /// The opacity of the whole badge (below 1 while fading out under Reduce Motion).
  public var opacity: Double
  /// The events since the previous frame, in order.
  public var events: [DragEvent]

  /// Creates a frame.
  public init(
    time: Double, phase: DragPhase, anchor: Circle?, badge: BadgeShape, label: LabelPlacement,
    outline: [PathElement], particles: [PaintCircle], burstFrameIndex: Int?, opacity: Double,
    events: [DragEvent]
  ) {
    self.time = time
    self.phase = phase
    self.anchor = anchor
    self.badge = badge
    self.label = label
    self.outline = outline
    self.particles = particles
    self.burstFrameIndex = burstFrameIndex
    self.opacity = opacity
    self.events = events
  }

  /// Whether every number in the frame is finite.
  public var isFinite: Bool {
    guard time.isFinite, badge.center.isFinite, badge.radius.isFinite, badge.halfLength.isFinite,
      label.center.isFinite, label.scale.isFinite, label.opacity.isFinite, opacity.isFinite
    else { return false }
    if let anchor, !(anchor.center.isFinite && anchor.radius.isFinite) { return false }
    for element in outline where !element.isFinite { return false }
    for particle in particles
    where !(particle.center.isFinite && particle.radius.isFinite && particle.opacity.isFinite) {
      return false
    }
    for event in events where !event.time.isFinite { return false }
    return true
  }
}
