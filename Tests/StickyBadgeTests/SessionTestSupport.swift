@_spi(Hosting) @testable import StickyBadge

/// A session for a dot of radius 9 resting at (100, 100), with the default configuration
/// (snap beyond 80 points, re-attach below 40, a 0.35 s burst, a 14-point touch margin).
enum SessionFixture {
  static let home = Point(x: 100, y: 100)

  static func session(
    configuration: StickyBadgeConfiguration = StickyBadgeConfiguration()
  ) -> BadgeSession {
    BadgeSession(
      configuration: configuration, restingShape: BadgeShape(center: home, radius: 9))
  }

  /// A pan that touched down at home and is now `offset` away from it.
  @discardableResult
  static func pan(
    _ session: inout BadgeSession, _ phase: PanGesturePhase, offset: Point, time: Double
  ) -> ReleaseOutcome? {
    session.pan(phase, location: home + offset, translation: offset, time: time)
  }

  /// Drags the badge `distance` points straight down and leaves it held there at `time`.
  static func hold(_ session: inout BadgeSession, at distance: Double, time: Double) {
    pan(&session, .began, offset: Point(x: 0, y: 5), time: time)
    pan(&session, .changed, offset: Point(x: 0, y: distance), time: time)
  }

  /// The kinds of the `drag` events among `events`.
  static func dragKinds(_ events: [BadgeHostEvent]) -> [DragEventKind] {
    events.compactMap { if case .drag(let event) = $0 { event.kind } else { nil } }
  }

  /// The number of `dismissed` callbacks among `events`.
  static func dismissals(_ events: [BadgeHostEvent]) -> Int {
    events.filter { if case .dismissed = $0 { true } else { false } }.count
  }

  /// The haptic cues among `events`.
  static func haptics(_ events: [BadgeHostEvent]) -> [HapticCue] {
    events.compactMap { if case .haptic(let cue) = $0 { cue } else { nil } }
  }

  /// The presentations among `events`.
  static func presentations(_ events: [BadgeHostEvent]) -> [BadgePresentation] {
    events.compactMap { if case .presentation(let value) = $0 { value } else { nil } }
  }
}
