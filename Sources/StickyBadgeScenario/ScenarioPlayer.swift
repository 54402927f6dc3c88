@_spi(Hosting) import StickyBadge

/// Plays a scenario through the core's sessions, as an app drives them: feeds its touches
/// at their times to a ``BadgeSession`` (or a ``StretchyCircleSession``) and produces the
/// frame for any time.
public struct ScenarioPlayer: Sendable {
  /// The scenario being played.
  public let scenario: Scenario
  /// The latest frame, with the events the session reported since the previous one
  /// (stretchy-circle frames are expressed as badge frames: the top circle as the anchor,
  /// the pulled circle as the badge, no label).
  @_spi(Hosting) public private(set) var frame: BadgeFrame

  private var badge: BadgeSession?
  private var blob: StretchyCircleSession?
  private var nextTouch = 0
  private var hostEvents: [BadgeHostEvent] = []

  /// Prepares a scenario for playing.
  public init(scenario: Scenario) throws(ScenarioError) {
    self.scenario = scenario
    switch scenario.subject {
    case .badge(let shape, _):
      do {
        let session = try BadgeSession(badge: shape, configuration: scenario.configuration)
        // A session made for a badge has its frame from the start.
        frame = session.latestFrame!
        badge = session
      } catch {
        throw ScenarioError.configuration(error.description)
      }
    case .stretchyCircle(let circle):
      do {
        let session = try StretchyCircleSession(
          circle: circle, configuration: scenario.stretchyConfiguration)
        blob = session
        frame = BadgeFrame(
          time: 0, phase: .resting, anchor: nil,
          badge: BadgeShape(center: circle.center, radius: circle.radius),
          label: LabelPlacement(center: circle.center, scale: 1, opacity: 0),
          outline: session.frame.outline,
          particles: [], burstFrameIndex: nil, opacity: 1, events: [])
      } catch {
        throw ScenarioError.configuration(error.description)
      }
    }
  }

  /// The badge's label text (empty for a dot or a stretchy circle).
  public var labelText: String {
    if case .badge(_, let text) = scenario.subject { return text }
    return ""
  }

  /// Feeds every touch up to `time` and computes the frame at `time`.
  public mutating func advance(to time: Double) {
    if badge != nil {
      advanceBadge(to: time)
    } else {
      advanceBlob(to: time)
    }
  }

  private mutating func advanceBadge(to time: Double) {
    while nextTouch < scenario.touches.count && scenario.touches[nextTouch].time <= time {
      let touch = scenario.touches[nextTouch]
      switch touch.phase {
      case .began: badge!.touchBegan(at: touch.location, time: touch.time)
      case .moved: badge!.touchMoved(to: touch.location, time: touch.time)
      case .ended: badge!.touchEnded(at: touch.location, time: touch.time)
      case .cancelled: badge!.touchCancelled(time: touch.time)
      }
      nextTouch += 1
    }
    badge!.advance(to: time)
    // Kept from the start: the scenario's only input is touches (no dismissal at once).
    frame = badge!.latestFrame!
    badge!.takeEvents(into: &hostEvents)
    frame.events.removeAll(keepingCapacity: true)
    for case .drag(let event) in hostEvents { frame.events.append(event) }
  }

  private mutating func advanceBlob(to time: Double) {
    while nextTouch < scenario.touches.count && scenario.touches[nextTouch].time <= time {
      let touch = scenario.touches[nextTouch]
      switch touch.phase {
      case .began: blob!.touchBegan(at: touch.location, time: touch.time)
      case .moved: blob!.touchMoved(to: touch.location, time: touch.time)
      case .ended, .cancelled: blob!.touchEnded(time: touch.time)
      }
      nextTouch += 1
    }
    blob!.advance(to: time)
    let pulled = blob!.frame
    frame.time = pulled.time
    frame.phase = blob!.phase
    frame.anchor = pulled.offset > 0 ? pulled.top : nil
    frame.badge = BadgeShape(center: pulled.bottom.center, radius: pulled.bottom.radius)
    frame.label = LabelPlacement(center: pulled.bottom.center, scale: 1, opacity: 0)
    frame.outline.removeAll(keepingCapacity: true)
    frame.outline.append(contentsOf: pulled.outline)
    frame.events = blob!.takeEvents()
  }
}
