/// One stretchy pull-down blob as a host shows it: the one way to drive it, for every face
/// (SwiftUI's `StretchyCircleView`, the web playground, the command line's scenarios).
///
/// A host feeds it time-stamped touches (or a drag gesture's callbacks) and display link
/// ticks, draws ``frame`` (or paints it with a `StretchyCirclePainter`) and, if it wants
/// to, drains ``takeEvents()``: `began` when a finger takes hold, `released` when it lets
/// go, `restored` at the exact time the blob is a circle again.
///
/// ```swift
/// var blob = try StretchyCircleSession(circle: Circle(center: Point(x: 24, y: 24), radius: 24))
/// blob.touchBegan(at: finger, time: now)
/// blob.touchMoved(to: finger2, time: later)
/// draw(blob.frame.outline)
/// ```
public struct StretchyCircleSession: Sendable {
  /// The blob: its spring, its pull and its outline.
  private var circle: StretchyCircle
  /// The events reported since the last ``takeEvents()``.
  private var events: [DragEvent] = []
  /// When the released blob is a circle again, until that is reported.
  private var pendingRestore: Double?

  /// Creates a session for a blob resting as `circle`.
  ///
  /// - Throws: ``ConfigurationError`` when the configuration is invalid, or the circle has
  ///   no finite centre or no radius in (0, 10000].
  public init(
    circle: Circle, configuration: StretchyCircleConfiguration = StretchyCircleConfiguration()
  ) throws(ConfigurationError) {
    self.circle = try StretchyCircle(circle: circle, configuration: configuration)
    events.reserveCapacity(4)
  }

  /// Creates a session for a blob of `radius` resting at the top of its view: `2 × radius`
  /// wide and ``viewHeight(radius:configuration:)`` tall (SwiftUI's `StretchyCircleView`).
  public init(
    radius: Double, configuration: StretchyCircleConfiguration = StretchyCircleConfiguration()
  ) throws(ConfigurationError) {
    try self.init(
      circle: Circle(center: Point(x: radius, y: radius), radius: radius),
      configuration: configuration)
  }

  // MARK: - What the host reads

  /// The resting circle.
  public var restingCircle: Circle { circle.circle }
  /// The configuration.
  public var configuration: StretchyCircleConfiguration { circle.configuration }
  /// The latest frame: the two circles, the outline to fill, how far it is pulled.
  public var frame: StretchyCircleFrame { circle.frame }

  /// The blob's phase: ``DragPhase/stretching`` while a finger holds it,
  /// ``DragPhase/returning`` from the release until it is reported `restored`, else
  /// ``DragPhase/resting``. A blob never detaches, bursts or goes away.
  public var phase: DragPhase {
    if circle.isDragging { return .stretching }
    return pendingRestore == nil ? .resting : .returning
  }

  /// Whether a finger holds the blob.
  public var isDragging: Bool { circle.isDragging }

  /// When the released blob is a circle again, while it is springing back.
  public var settleTime: Double? { circle.settleTime }

  /// Whether a host must keep drawing frames at `time`: while the blob is held, and after
  /// a release until the spring has settled (at ``settleTime`` it is at rest).
  public func needsFrames(at time: Double) -> Bool {
    circle.isDragging || circle.settleTime.map { time < $0 } ?? false
  }

  /// Whether events were reported since the last ``takeEvents()``.
  public var hasEvents: Bool { !events.isEmpty }

  /// Returns the events reported since the last call, in order, and forgets them.
  public mutating func takeEvents() -> [DragEvent] {
    let taken = events
    events.removeAll(keepingCapacity: true)
    return taken
  }

  /// Paints the latest frame with `painter` (a host's own, kept across frames: its colour
  /// and debug overlay), read where the session keeps it.
  @_spi(Hosting) public func paint(with painter: inout StretchyCirclePainter) {
    painter.paint(circle.frame)
  }

  // MARK: - Input

  /// A finger touched down at `location` at `time` (anywhere: the host decides what area
  /// starts a pull); a blob springing back is caught where it is. Advances to `time`.
  ///
  /// As for every input, a time earlier than the latest seen, or not finite, counts as the
  /// latest seen; events carry that time.
  public mutating func touchBegan(at location: Point, time: Double) {
    reportRestore(upTo: time)
    let wasDragging = circle.isDragging
    circle.touchBegan(at: location, time: time)
    if circle.isDragging && !wasDragging {
      events.append(DragEvent(.began, at: circle.currentTime))
      pendingRestore = nil
    }
    advance(to: time)
  }

  /// The finger moved to `location` at `time`: the lower circle follows its vertical
  /// travel, within bounds. Advances to `time`.
  public mutating func touchMoved(to location: Point, time: Double) {
    reportRestore(upTo: time)
    circle.touchMoved(to: location, time: time)
    advance(to: time)
  }

  /// The finger lifted (or the touch was cancelled) at `time`: the blob springs back.
  /// Advances to `time`.
  public mutating func touchEnded(time: Double) {
    reportRestore(upTo: time)
    if circle.isDragging {
      circle.touchEnded(time: time)
      events.append(DragEvent(.released, at: circle.currentTime))
      pendingRestore = circle.settleTime ?? circle.currentTime
    }
    advance(to: time)
  }

  /// Feeds a drag callback that reports the finger and where it touched down (SwiftUI's
  /// `DragGesture.onChanged`): the first one begins the pull, later ones move it.
  public mutating func dragMoved(to location: Point, from start: Point, time: Double) {
    if !circle.isDragging { touchBegan(at: start, time: time) }
    touchMoved(to: location, time: time)
  }

  /// Ends such a drag at `time` (`DragGesture.onEnded`); returns how far the blob was
  /// pulled in the latest frame and how long after `time` it is at rest again (0 when it
  /// already is), for a host that pauses its animation clock then.
  public mutating func dragEnded(time: Double) -> (offset: Double, settleDelay: Double) {
    let offset = circle.frame.offset
    touchEnded(time: time)
    return (offset, Swift.max(0, (circle.settleTime ?? time) - time))
  }

  /// Moves the clock to `time` and recomputes ``frame``, reporting `restored` when the
  /// blob came to rest by then.
  public mutating func advance(to time: Double) {
    reportRestore(upTo: time)
    circle.advance(to: time)
  }

  /// Reports `restored` when the clock, moved to `time` as every input moves it (a time that
  /// is not finite, or earlier than the latest seen, leaves it where it is), reaches it.
  private mutating func reportRestore(upTo time: Double) {
    let now = time.isFinite ? Swift.max(time, circle.currentTime) : circle.currentTime
    if let restore = pendingRestore, restore <= now {
      events.append(DragEvent(.restored, at: restore))
      pendingRestore = nil
    }
  }
}
