/// Everything a host needs to draw one frame: fill ``outline`` with the badge colour
/// at ``opacity``, draw the label as ``label`` says, draw each particle (or burst image
/// ``burstFrameIndex``).
@_spi(Hosting) public struct BadgeFrame: Hashable, Sendable {
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
