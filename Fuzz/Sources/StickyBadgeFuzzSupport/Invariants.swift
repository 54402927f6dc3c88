@_spi(Hosting) import StickyBadge

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Whether `FUZZ_TRACE` is set: then every checked frame is printed (phase, events, centre),
/// to see what a seed or a finding does.
let tracing = getenv("FUZZ_TRACE") != nil

/// Stops the fuzzer with a message; libFuzzer records the input that got here.
public func breach(_ message: String) -> Never {
  fatalError("invariant breached: \(message)")
}

/// Checks the structure of outlines: one closed subpath whose points are finite and
/// lie on or near the shapes it draws.
public enum OutlineInvariants {
  /// Requires `outline` to be empty or exactly one `M ... Z` subpath.
  public static func requireSingleClosedSubpath(
    _ outline: [PathElement], _ context: @autoclosure () -> String
  ) {
    guard let first = outline.first else { return }
    guard case .move = first else { breach("\(context()): outline does not start with a move") }
    guard case .close = outline[outline.count - 1] else {
      breach("\(context()): outline is not closed")
    }
    for element in outline.dropFirst().dropLast() {
      switch element {
      case .move: breach("\(context()): outline has a second subpath")
      case .close: breach("\(context()): outline closes before its end")
      default: break
      }
    }
  }

  /// Requires every on-curve point of `outline` to lie inside the union of the
  /// bounding boxes of `shapes` (centre, radius, half length), with a rounding margin.
  public static func requireEndpointsWithin(
    _ outline: [PathElement], shapes: [(Point, Double, Double)],
    _ context: @autoclosure () -> String
  ) {
    guard !outline.isEmpty else { return }
    var minX = Double.infinity
    var minY = Double.infinity
    var maxX = -Double.infinity
    var maxY = -Double.infinity
    var magnitude = 1.0
    for (center, radius, halfLength) in shapes where radius > 0 {
      minX = Swift.min(minX, center.x - halfLength - radius)
      maxX = Swift.max(maxX, center.x + halfLength + radius)
      minY = Swift.min(minY, center.y - radius)
      maxY = Swift.max(maxY, center.y + radius)
      magnitude = Swift.max(magnitude, abs(center.x) + abs(center.y) + radius + halfLength)
    }
    let margin = 1e-9 * magnitude
    for element in outline {
      let point: Point
      switch element {
      case .move(let p), .line(let p), .quadCurve(let p, _), .curve(let p, _, _): point = p
      case .close: continue
      }
      if point.x < minX - margin || point.x > maxX + margin || point.y < minY - margin
        || point.y > maxY + margin
      {
        breach(
          "\(context()): outline point (\(point.x), \(point.y)) outside the shapes' bounds "
            + "x \(minX)...\(maxX), y \(minY)...\(maxY)")
      }
    }
  }
}

/// Follows a badge's events and frames and stops at the first broken rule of the
/// drag state machine (Docs/Architecture.md, "The drag state machine").
public struct DragInvariants {
  let engineConfiguration: StickyBadgeConfiguration
  let restingBadge: BadgeShape
  let restingOutline: [PathElement]

  private var held = false
  /// While held: whether joined to home; nil until a frame tells (a grab mid-return).
  private var attached: Bool?
  private var awaitingRestore = false
  private var bursting = false
  private var dismissed = false
  private var lastEventTime = -Double.infinity
  private var lastFrameTime = -Double.infinity
  private var frameCount = 0
  private var hostEvents: [BadgeHostEvent] = []

  /// Starts following a session that was just made for a badge
  /// (`BadgeSession(badge:configuration:)`).
  public init(session: BadgeSession) {
    guard let restingBadge = session.restingShape, let frame = session.latestFrame else {
      breach("a session made for a badge has no shape or no frame")
    }
    self.init(
      restingBadge: restingBadge, configuration: session.effectiveConfiguration,
      firstFrame: frame)
  }

  /// Starts following the frames of a badge made from `restingBadge` and
  /// `configuration` whose first frame is `firstFrame` (e.g. through a scenario player).
  @_spi(Hosting) public init(
    restingBadge: BadgeShape, configuration: StickyBadgeConfiguration, firstFrame: BadgeFrame
  ) {
    engineConfiguration = configuration
    self.restingBadge = restingBadge
    var outline: [PathElement] = []
    OutlineBuilder.appendBadge(restingBadge, into: &outline)
    restingOutline = outline
    check(firstFrame)
  }

  /// Checks the session's latest frame with the drag events it reported since the previous
  /// check (taken from it), as an app sees them; call after every input and `advance(to:)`.
  /// A session that dropped its frame (a dismissal at once) has nothing more to check.
  public mutating func check(_ session: inout BadgeSession) {
    session.takeEvents(into: &hostEvents)
    guard var frame = session.latestFrame else { return }
    guard frame.phase == session.phase else {
      breach("frame phase \(frame.phase) differs from the session's \(session.phase)")
    }
    frame.events = hostEvents.compactMap { if case .drag(let event) = $0 { event } else { nil } }
    check(frame)
  }

  /// Checks the next frame.
  @_spi(Hosting) public mutating func check(_ frame: BadgeFrame) {
    frameCount += 1
    let place = "frame \(frameCount) at t=\(frame.time) (\(frame.phase))"
    if tracing {
      let events = frame.events.map { "\($0.kind)@\($0.time)" }.joined(separator: " ")
      print(
        "\(place) badge (\(frame.badge.center.x), \(frame.badge.center.y)) r \(frame.badge.radius) \(events)"
      )
    }
    guard frame.isFinite else { breach("\(place): non-finite number in \(frame)") }
    guard frame.time >= lastFrameTime else {
      breach("\(place): time went backwards from \(lastFrameTime)")
    }
    lastFrameTime = frame.time

    for event in frame.events { apply(event, frame: frame, place) }

    let home = restingBadge.center
    let distance = frame.badge.center.distance(to: home)
    for value in [frame.opacity, frame.label.opacity] where !(0...1).contains(value) {
      breach("\(place): opacity \(value) outside [0, 1]")
    }
    guard frame.label.scale >= 0, frame.label.scale <= 1 else {
      breach("\(place): label scale \(frame.label.scale)")
    }
    // Sizes only shrink, allowing for rounding. The burst derives its half length from a
    // ratio of radii (`halfLength * burst.radius / restingBadge.radius`), which is only as
    // precise as a subnormal radius (below 1e-300 points): a few per cent there.
    let lengthTolerance = restingBadge.radius < 1e-300 ? 0.5 : 1e-12
    guard frame.badge.radius >= 0, frame.badge.radius <= restingBadge.radius * (1 + 1e-12) + 1e-300,
      frame.badge.halfLength >= 0,
      frame.badge.halfLength <= restingBadge.halfLength * (1 + lengthTolerance) + 1e-300
    else { breach("\(place): badge \(frame.badge) larger than at rest \(restingBadge)") }

    switch frame.phase {
    case .resting:
      guard !held, !awaitingRestore, !bursting, !dismissed else {
        breach(
          "\(place): resting while held=\(held) awaitingRestore=\(awaitingRestore) "
            + "bursting=\(bursting) dismissed=\(dismissed)")
      }
      guard frame.badge == restingBadge, frame.anchor == nil, frame.outline == restingOutline,
        frame.label.center == home
      else {
        breach(
          "\(place): resting badge away from home: \(frame.badge), anchor \(String(describing: frame.anchor))"
        )
      }
    case .stretching:
      requireHeld(attached: true, place)
      guard let anchor = frame.anchor, anchor.center == home, anchor.radius <= restingBadge.radius
      else {
        breach("\(place): stretching without a proper anchor: \(String(describing: frame.anchor))")
      }
      guard distance <= engineConfiguration.snapDistance else {
        breach(
          "\(place): still attached at \(distance) > snap \(engineConfiguration.snapDistance)")
      }
    case .detached:
      requireHeld(attached: false, place)
      guard frame.anchor == nil else { breach("\(place): detached badge keeps an anchor") }
      guard distance >= engineConfiguration.reattachDistance else {
        breach(
          "\(place): detached at \(distance) < reattach \(engineConfiguration.reattachDistance)")
      }
    case .returning:
      guard !held, awaitingRestore, !bursting, !dismissed else {
        breach(
          "\(place): returning while held=\(held) awaitingRestore=\(awaitingRestore) bursting=\(bursting)"
        )
      }
    case .bursting:
      guard !held, !dismissed else { breach("\(place): bursting while held or dismissed") }
      bursting = true
      awaitingRestore = false
      let burst = engineConfiguration.burst
      if engineConfiguration.isAnimated && !engineConfiguration.reducesMotion
        && burst.style == .particles
      {
        guard frame.particles.count == burst.particleCount else {
          breach("\(place): \(frame.particles.count) particles, configured \(burst.particleCount)")
        }
      }
      for particle in frame.particles
      where particle.radius < 0 || !(0...1).contains(particle.opacity) {
        breach("\(place): bad particle \(particle)")
      }
    case .dismissed:
      guard dismissed else { breach("\(place): dismissed phase without a dismissed event") }
      guard frame.outline.isEmpty, frame.particles.isEmpty, frame.opacity == 0 else {
        breach("\(place): a dismissed badge is still drawn")
      }
    }
    if bursting && frame.phase != .bursting && frame.phase != .dismissed {
      breach("\(place): a bursting badge came back")
    }
    if dismissed && frame.phase != .dismissed { breach("\(place): a dismissed badge came back") }

    // The outline: one closed subpath, drawn whenever there is something to draw.
    OutlineInvariants.requireSingleClosedSubpath(frame.outline, place)
    let drawsShape =
      frame.phase != .dismissed
      && !(frame.phase == .bursting && !engineConfiguration.reducesMotion)
    let hasSize = frame.badge.radius > 0 || (frame.anchor?.radius ?? 0) > 0
    if drawsShape && hasSize && frame.outline.isEmpty {
      breach("\(place): nothing drawn for \(frame.badge)")
    }
    var shapes = [(frame.badge.center, frame.badge.radius, frame.badge.halfLength)]
    if let anchor = frame.anchor { shapes.append((anchor.center, anchor.radius, 0)) }
    OutlineInvariants.requireEndpointsWithin(frame.outline, shapes: shapes, place)
  }

  private mutating func requireHeld(attached expected: Bool, _ place: String) {
    guard held else { breach("\(place): dragged without a began event") }
    if let attached, attached != expected {
      breach("\(place): phase says attached=\(expected), events said \(attached)")
    }
    attached = expected
  }

  private mutating func apply(_ event: DragEvent, frame: BadgeFrame, _ place: String) {
    let what = "\(place): event \(event.kind) at \(event.time)"
    guard !dismissed else { breach("\(what) after dismissed") }
    guard event.time >= lastEventTime else {
      breach("\(what) earlier than the previous event \(lastEventTime)")
    }
    guard event.time <= frame.time else { breach("\(what) later than its frame") }
    lastEventTime = event.time
    switch event.kind {
    case .began:
      guard !held, !bursting else {
        breach("\(what): began while held=\(held) bursting=\(bursting)")
      }
      held = true
      attached = nil
      awaitingRestore = false
    case .snapped:
      guard held, attached != false else { breach("\(what): snapped without an attached drag") }
      attached = false
    case .reattached:
      guard held, attached != true else { breach("\(what): reattached without a detached drag") }
      attached = true
    case .released:
      guard held else { breach("\(what): released without a drag (twice?)") }
      held = false
      attached = nil
      awaitingRestore = true
    case .restored:
      guard awaitingRestore, !held, !bursting else {
        breach("\(what): restored without a release (twice?)")
      }
      awaitingRestore = false
    case .dismissed:
      guard !held else { breach("\(what): dismissed while held") }
      dismissed = true
      awaitingRestore = false
    }
  }
}
