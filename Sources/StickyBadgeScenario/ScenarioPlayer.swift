import StickyBadge

/// Plays a scenario through the core: feeds its touches at their times and produces
/// the frame for any time, for badges and stretchy circles alike.
public struct ScenarioPlayer: Sendable {
  /// The scenario being played.
  public let scenario: Scenario
  /// The latest frame (stretchy-circle frames are expressed as badge frames: the top
  /// circle as the anchor, the pulled circle as the badge, no label).
  public private(set) var frame: BadgeFrame

  private var engine: StickyBadgeEngine?
  private var stretchy: StretchyCircle?
  private var nextTouch = 0
  private var stretchyEvents: [DragEvent] = []
  private var pendingRestore: Double?

  /// Prepares a scenario for playing.
  public init(scenario: Scenario) throws(ScenarioError) {
    self.scenario = scenario
    switch scenario.subject {
    case .badge(let shape, _):
      do {
        let engine = try StickyBadgeEngine(badge: shape, configuration: scenario.configuration)
        self.engine = engine
        frame = engine.frame
      } catch {
        throw ScenarioError.configuration(error.description)
      }
    case .stretchyCircle(let circle):
      do {
        let stretchy = try StretchyCircle(
          circle: circle, configuration: scenario.stretchyConfiguration)
        self.stretchy = stretchy
        frame = BadgeFrame(
          time: 0, phase: .resting, anchor: nil,
          badge: BadgeShape(center: circle.center, radius: circle.radius),
          label: LabelPlacement(center: circle.center, scale: 1, opacity: 0),
          outline: stretchy.frame.outline,
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
    if engine != nil {
      advanceBadge(to: time)
    } else {
      advanceStretchy(to: time)
    }
  }

  private mutating func advanceBadge(to time: Double) {
    while nextTouch < scenario.touches.count && scenario.touches[nextTouch].time <= time {
      let touch = scenario.touches[nextTouch]
      switch touch.phase {
      case .began: engine!.touchBegan(at: touch.location, time: touch.time)
      case .moved: engine!.touchMoved(to: touch.location, time: touch.time)
      case .ended: engine!.touchEnded(at: touch.location, time: touch.time)
      case .cancelled: engine!.touchCancelled(time: touch.time)
      }
      nextTouch += 1
    }
    engine!.advance(to: time)
    frame = engine!.frame
  }

  private mutating func advanceStretchy(to time: Double) {
    while nextTouch < scenario.touches.count && scenario.touches[nextTouch].time <= time {
      let touch = scenario.touches[nextTouch]
      flushRestore(upTo: touch.time)
      switch touch.phase {
      case .began:
        if !stretchy!.isDragging { stretchyEvents.append(DragEvent(.began, at: touch.time)) }
        pendingRestore = nil
        stretchy!.touchBegan(at: touch.location, time: touch.time)
      case .moved:
        stretchy!.touchMoved(to: touch.location, time: touch.time)
      case .ended, .cancelled:
        if stretchy!.isDragging {
          stretchyEvents.append(DragEvent(.released, at: touch.time))
          stretchy!.touchEnded(time: touch.time)
          pendingRestore = stretchy!.settleTime ?? touch.time
        }
      }
      nextTouch += 1
    }
    flushRestore(upTo: time)
    stretchy!.advance(to: time)
    let pulled = stretchy!.frame
    frame.time = pulled.time
    frame.phase = pulled.isDragging ? .stretching : (pendingRestore != nil ? .returning : .resting)
    frame.anchor = pulled.offset > 0 ? pulled.top : nil
    frame.badge = BadgeShape(center: pulled.bottom.center, radius: pulled.bottom.radius)
    frame.label = LabelPlacement(center: pulled.bottom.center, scale: 1, opacity: 0)
    frame.outline.removeAll(keepingCapacity: true)
    frame.outline.append(contentsOf: pulled.outline)
    swap(&frame.events, &stretchyEvents)
    stretchyEvents.removeAll(keepingCapacity: true)
  }

  private mutating func flushRestore(upTo time: Double) {
    if let restore = pendingRestore, restore <= time {
      stretchyEvents.append(DragEvent(.restored, at: restore))
      pendingRestore = nil
    }
  }
}
