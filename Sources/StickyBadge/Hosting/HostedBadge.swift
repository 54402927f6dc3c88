/// One badge as a host that keeps its badges by handle drives it (the web package's
/// `<sticky-badge>`): its session, the count it shows, and its frames painted into a paint
/// list, every decision between the host's calls made here.
///
/// The host sets the count (``setCount(_:maximum:time:)``), places the badge where its
/// element is (``place(x:y:width:height:)``), feeds pointer input
/// (``pointer(_:at:from:time:)``) and, once per frame while ``needsFrames``, calls
/// ``advance(to:)`` and draws ``paintList`` when it painted. It drains ``takeEvents()``
/// and reports each event that ``reports(_:)`` allows.
///
/// A class: a host keeps each badge in a table and changes it where it is.
///
/// ```swift
/// let badge = HostedBadge(configuration: StickyBadgeConfiguration())
/// badge.setCount(12, maximum: .nan, time: now)
/// badge.place(x: 100, y: 40, width: 25, height: 18)
/// badge.pointer(.began, at: p, from: p, time: now)
/// if badge.advance(to: now) { draw(badge.paintList!) }
/// ```
@_spi(Hosting) public final class HostedBadge {
  /// The largest count a host's number stands for; larger numbers, however large, show
  /// this count (in the maximum's `"99+"` form). The largest whole number every platform's
  /// `Int` holds, 32-bit WebAssembly's included, so that no count can trap.
  public static let largestCount = 2_147_483_647.0

  /// The font family the label is drawn in, at rest and in motion, by a host that names
  /// fonts by family (the web page's resting badge and its canvas alike): the family whose
  /// proportions ``LabelFontMetrics/dejaVuSansBold`` describes, drawn bold.
  public static let labelFontFamily: StaticString = "DejaVu Sans"

  /// The drag event a host that reports the dismissal once, as
  /// ``BadgeHostEvent/dismissed(time:)``, does not report as a drag event: the same moment.
  public static let unreportedDragEvent = DragEventKind.dismissed

  /// The badge's session: every decision between the pointer and the frame.
  public private(set) var session: BadgeSession
  /// The count shown; `nil` for a dot (or nothing).
  public private(set) var count: Int?
  /// What the badge shows.
  public private(set) var content = BadgeContent.hidden
  /// The label's text as UTF-8 (empty for a dot): digits and `+`, so the session's
  /// ``BadgeSession/labelText`` is made from it as ASCII (Embedded Swift has no cheaper
  /// way to a `String` from bytes than the full UTF-8 validation).
  package private(set) var label = MessageText()
  /// Whether frames are painted with the debug overlay (guides, construction, markers).
  public var showsDebugOverlay: Bool {
    get { session.showsDebugOverlay }
    set {
      session.showsDebugOverlay = newValue
      frameIsPainted = false
    }
  }
  /// Whether ``paintList`` still shows the badge's frame: no input and no change of count,
  /// place, configuration or overlay since it was painted.
  public private(set) var frameIsPainted = false

  /// Creates a hidden badge (``setCount(_:maximum:time:)`` shows it) with `configuration`.
  public init(configuration: StickyBadgeConfiguration) {
    session = BadgeSession(configuration: configuration)
  }

  // MARK: - What it shows

  /// The count a host's `number` stands for: its whole part, at most ``largestCount``
  /// (infinity included), when it is not negative; otherwise (NaN, negative) no count
  /// (`nil`, a dot).
  public static func count(from number: Double) -> Int? {
    guard number >= 0 else { return nil }
    return Int(Swift.min(number, largestCount))
  }

  /// The count format for a host's largest count shown as a number, `maximum`: NaN gives
  /// the core's default (`"99+"`); other values count from 1 to ``largestCount``.
  public static func countFormat(maximum: Double) -> BadgeCountFormat {
    guard !maximum.isNaN else { return BadgeCountFormat() }
    return BadgeCountFormat(maximum: Int(Swift.max(1, Swift.min(maximum, largestCount))))
  }

  /// Shows `number` (``count(from:)``) in the format of `maximum` (``countFormat(maximum:)``);
  /// a dismissed badge that shows something again comes back at rest, a hidden one cannot
  /// be dragged.
  public func setCount(_ number: Double, maximum: Double, time: Double) {
    count = Self.count(from: number)
    label = MessageText()
    content = Self.countFormat(maximum: maximum).content(for: count, label: &label)
    session.labelText = label.asciiString
    frameIsPainted = false
    if !content.isVisible { session.restingShape = nil }
    // A new count brings a dismissed badge back even while the host hides it.
    session.contentChanged(isVisible: content.isVisible, time: takeTime(time))
  }

  /// Whether the host hides the badge whatever it shows (a page's `hidden` element).
  public private(set) var isHiddenByHost = false

  /// Hides the badge whatever it shows, or shows it again: hidden, it stops whatever it was
  /// doing at once, reports no dismissal (``BadgeSession/contentChanged(isVisible:time:)``)
  /// and cannot be dragged until the host shows it and places it again.
  public func setHiddenByHost(_ hidden: Bool, time: Double) {
    isHiddenByHost = hidden
    guard hidden else { return }
    frameIsPainted = false
    session.restingShape = nil
    session.contentChanged(isVisible: false, time: takeTime(time))
  }

  /// The badge's size at rest for a label font of `fontSize`, its label measured with the
  /// core's label font metrics (as the iOS view is sized); zero while hidden.
  public func restingSize(labelFontSize fontSize: Double) -> (width: Double, height: Double) {
    let labelWidth =
      label.bytes.withUnsafeBufferPointer { LabelFontMetrics.dejaVuSansBold.advanceWidth(of: $0) }
      * fontSize
    return BadgeMetrics.size(
      of: content, radius: BadgeMetrics.radius(forLabelFontSize: fontSize), labelWidth: labelWidth)
  }

  /// How far below the badge's top its label's baseline is at rest, for a label font of
  /// `fontSize`: where the painter puts it in motion (``LabelFontMetrics/capHeight`` / 2 below
  /// the centre), so the label stays put when the badge is picked up; zero while hidden.
  public func restingLabelBaseline(labelFontSize fontSize: Double) -> Double {
    guard content.isVisible else { return 0 }
    return restingSize(labelFontSize: fontSize).height / 2
      + LabelFontMetrics.dejaVuSansBold.capHeight * fontSize / 2
  }

  /// Places the badge at rest as the capsule filling the rectangle (its element's box, in
  /// the input's coordinates); ignored while hidden, and when a number is not finite.
  public func place(x: Double, y: Double, width: Double, height: Double) {
    guard content.isVisible, !isHiddenByHost, x.isFinite, y.isFinite, width.isFinite,
      height.isFinite
    else {
      return
    }
    let shape = BadgeMetrics.capsule(x: x, y: y, width: width, height: height)
    guard session.restingShape != shape else { return }
    session.restingShape = shape
    frameIsPainted = false
  }

  /// Takes `configuration` with the system settings `environment` for the next drag.
  public func configure(
    _ configuration: StickyBadgeConfiguration, environment: BadgeEnvironment
  ) {
    frameIsPainted = false
    session.configuration = configuration
    session.environment = environment
  }

  // MARK: - Input

  /// The latest finite time the host gave the badge (0 before any).
  public private(set) var latestTime = 0.0

  /// Takes a time from the host and gives the time the badge uses for it: a finite `time`
  /// becomes the badge's ``latestTime`` and is given back; NaN or an infinity is not taken,
  /// and ``latestTime`` is given instead, so that no non-finite time reaches the session's
  /// clock.
  public func takeTime(_ time: Double) -> Double {
    guard time.isFinite else { return latestTime }
    latestTime = time
    return time
  }

  /// The touch target around the placed badge (``HitTarget``: the configuration's touch
  /// margin, at least 44 points square), or `nil` while it has no place.
  public var hitTarget: HitTarget? {
    guard let shape = session.restingShape else { return nil }
    return Self.hitTarget(of: shape, configuration: session.configuration)
  }

  /// The touch target of a badge at rest as the capsule filling a `width` × `height` box,
  /// with `configuration`: its ``hitTarget`` once placed there, known before any badge is
  /// made (a web page widens an element's hit area by it at first paint). `nil` for a box
  /// that is not finite, which ``place(x:y:width:height:)`` refuses.
  public static func restingHitTarget(
    width: Double, height: Double, configuration: StickyBadgeConfiguration
  ) -> HitTarget? {
    guard width.isFinite, height.isFinite else { return nil }
    let shape = BadgeMetrics.capsule(x: 0, y: 0, width: width, height: height)
    return hitTarget(of: shape, configuration: configuration)
  }

  /// The touch target around a badge resting as `shape`.
  private static func hitTarget(
    of shape: BadgeShape, configuration: StickyBadgeConfiguration
  ) -> HitTarget {
    HitTarget(width: shape.width, height: shape.height, margin: configuration.touchMargin)
  }

  /// Offers the badge to `choice` as badge `index` for a press at `point` (the input's
  /// coordinates, as ``place(x:y:width:height:)``'s): ``TouchTargetChoice`` decides which
  /// of the badges whose targets contain a press takes it. A badge with no place is not
  /// offered.
  public func offer(to choice: inout TouchTargetChoice, as index: Int, pressAt point: Point) {
    guard let shape = session.restingShape, let target = hitTarget else { return }
    let origin = Point(x: shape.center.x - shape.width / 2, y: shape.center.y - shape.height / 2)
    choice.offer(index, target: target, at: point - origin)
  }

  /// Whether a vertical swipe that starts on the badge is the page's, to scroll with
  /// (``BadgeSession/leavesVerticalSwipesToScrolling``): the web sets `touch-action: pan-y`
  /// on the badge then, `none` otherwise.
  public var leavesVerticalSwipesToScrolling: Bool { session.leavesVerticalSwipesToScrolling }

  /// Feeds one pointer callback: the pointer is at `location` and went down at `start`.
  /// Returns whether the badge is held: a pointer going down takes hold of it only on the
  /// badge or within its touch margin, while it rests or returns.
  ///
  /// Input with a point or a time that is not finite is refused: a press takes nothing, a
  /// move is ignored, a release cancels the press.
  @discardableResult
  public func pointer(
    _ phase: PanGesturePhase, at location: Point, from start: Point, time: Double
  ) -> Bool {
    guard location.isFinite, start.isFinite, time.isFinite else {
      if phase == .ended || phase == .cancelled { cancelPointer(time: time) }
      return session.isTracking
    }
    frameIsPainted = false
    session.pan(phase, location: location, translation: location - start, time: takeTime(time))
    return session.isTracking
  }

  /// The pointer was cancelled (the browser took it for a scroll); ignored unless held.
  public func cancelPointer(time: Double) {
    guard session.isTracking else { return }
    frameIsPainted = false
    session.pan(.cancelled, location: .zero, translation: .zero, time: takeTime(time))
  }

  /// Dismisses the badge from code: it bursts (or fades) where it is, or at once when it is
  /// not `isVisible`; returns whether this call dismissed it.
  public func dismiss(time: Double, isVisible: Bool) -> Bool {
    frameIsPainted = false
    return session.dismiss(time: takeTime(time), isVisible: isVisible)
  }

  /// The element left the page: the session's ``InterruptionReason/windowRemoved`` outcome.
  public func interrupt(time: Double) {
    frameIsPainted = false
    session.interrupt(.windowRemoved, time: takeTime(time))
  }

  // MARK: - Frames

  /// Whether a frame in `phase` changes only with input: while a finger holds the badge
  /// (stretching or detached) it is a function of the finger's position, not of the clock;
  /// only a return and a burst move on their own.
  public static func changesOnlyWithInput(in phase: DragPhase?) -> Bool {
    phase == .stretching || phase == .detached
  }

  /// Whether the badge's frame changes only with input now (``changesOnlyWithInput(in:)``
  /// of its engine's phase).
  public var changesOnlyWithInput: Bool { Self.changesOnlyWithInput(in: session.enginePhase) }

  /// Whether the host needs frames for the badge: it is in the overlay (held, moving or
  /// bursting).
  public var needsFrames: Bool { session.presentation == .inOverlay }

  /// Whether the badge moves on its own (in the overlay, returning or bursting), so its
  /// next frame differs even without input.
  public var isAnimating: Bool { needsFrames && !changesOnlyWithInput }

  /// Whether the next ``advance(to:)`` would paint something other than ``paintList``:
  /// `false` only while a finger holds the badge still after it was painted.
  public var needsRepaint: Bool { !(frameIsPainted && changesOnlyWithInput) }

  /// Advances the badge to `time` and, while it is in the overlay, paints its frame into
  /// ``paintList``; returns whether it painted.
  ///
  /// While a finger holds the badge its frame is the one the latest input made (the input
  /// advanced the session), so only the painting is done: the clock matters again once it
  /// is released.
  public func advance(to time: Double) -> Bool {
    frameIsPainted = Self.advance(&session, to: takeTime(time))
    return frameIsPainted
  }

  /// ``advance(to:)`` of the session where the badge keeps it. A class's stored struct read
  /// through a getter is copied first, and in Embedded Swift the copy of a whole session is
  /// kilobytes of code; through `inout` it is read in place. (So is ``inspection``.)
  private static func advance(_ session: inout BadgeSession, to time: Double) -> Bool {
    if !changesOnlyWithInput(in: session.enginePhase) { session.advance(to: time) }
    guard session.hasFrame else { return false }
    session.paintFrame()
    return true
  }

  /// What tools and tests read of the badge: its phase, its centre (the resting centre
  /// when it is not in the overlay), its opacity (0 once dismissed), its outline's element
  /// count and its particle count; `nil` while it has no place.
  public var inspection:
    (phase: DragPhase, center: Point, opacity: Double, outlineElements: Int, particles: Int)?
  {
    Self.inspection(of: &session)
  }

  /// ``inspection`` of the session where the badge keeps it (see ``advance(_:to:)``).
  private static func inspection(of session: inout BadgeSession) -> (
    phase: DragPhase, center: Point, opacity: Double, outlineElements: Int, particles: Int
  )? {
    guard let resting = session.restingShape else { return nil }
    guard let frame = session.frame else {
      return (session.phase, resting.center, session.isDismissed ? 0 : 1, 0, 0)
    }
    return (
      session.phase, frame.badge.center, frame.opacity, frame.outline.count,
      frame.particles.count
    )
  }

  /// The paint list of the frame last painted by ``advance(to:)``, or `nil` before one.
  public var paintList: PaintList? { session.paintList }

  /// Writes the frame last painted (``paintList``) into `buffer` as ``PaintListLayout``
  /// lays it out; does nothing before one was painted.
  public func writePaintList(to buffer: UnsafeMutableBufferPointer<Double>) {
    guard let paintList = session.paintList else { return }
    PaintListLayout.write(paintList, to: buffer)
  }

  // MARK: - Events

  /// Whether events wait for ``takeEvents()``.
  public var hasEvents: Bool { session.hasEvents }

  /// The session's events since the last call, in order (``BadgeSession/takeEvents()``).
  public func takeEvents() -> [BadgeHostEvent] { session.takeEvents() }

  /// Whether the host reports `event`: every event but the drag event
  /// ``unreportedDragEvent``, since the dismissal is reported once, as
  /// ``BadgeHostEvent/dismissed(time:)``.
  public static func reports(_ event: BadgeHostEvent) -> Bool {
    guard case .drag(let drag) = event else { return true }
    return drag.kind != unreportedDragEvent
  }
}
