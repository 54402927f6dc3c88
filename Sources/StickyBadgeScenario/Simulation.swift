@_spi(Hosting) import StickyBadge

/// Runs scenarios frame by frame and writes the `simulate` and `shape` JSON.
public enum ScenarioSimulation {
  /// The frame times `0, 1/fps, 2/fps, ...` up to and including `duration`.
  ///
  /// Each time is computed as `i / fps` (not by accumulation), so rates that divide
  /// each other share their timestamps exactly: frame 2i at 60 fps is frame i at 30 fps.
  public static func frameTimes(duration: Double, fps: Int) -> [Double] {
    guard fps > 0, duration >= 0, duration.isFinite else { return [0] }
    let count = Int((duration * Double(fps) + 1e-9).rounded(.down))
    var times: [Double] = []
    times.reserveCapacity(count + 1)
    for index in 0...count { times.append(Double(index) / Double(fps)) }
    return times
  }

  /// Plays `scenario` at `fps` frames per second and returns every frame.
  @_spi(Hosting) public static func frames(for scenario: Scenario, fps: Int) throws(ScenarioError)
    -> [BadgeFrame]
  {
    var player = try ScenarioPlayer(scenario: scenario)
    var frames: [BadgeFrame] = []
    for time in frameTimes(duration: scenario.duration, fps: fps) {
      player.advance(to: time)
      frames.append(player.frame)
    }
    return frames
  }

  /// The `stickybadge simulate` output: `{"configuration": {...}, "frames": [...]}`.
  public static func simulationJSON(for scenario: Scenario, fps: Int) throws(ScenarioError)
    -> String
  {
    var player = try ScenarioPlayer(scenario: scenario)
    var writer = JSONWriter()
    writer.beginObject()
    writer.key("configuration")
    switch scenario.subject {
    case .badge: ConfigurationCoding.encode(scenario.configuration, into: &writer)
    case .stretchyCircle: ConfigurationCoding.encode(scenario.stretchyConfiguration, into: &writer)
    }
    writer.key("fps")
    writer.integer(fps)
    writer.key("frames")
    writer.beginArray()
    for time in frameTimes(duration: scenario.duration, fps: fps) {
      player.advance(to: time)
      write(player.frame, text: player.labelText, into: &writer)
    }
    writer.endArray()
    writer.endObject()
    return writer.text
  }

  /// Writes one frame as a JSON object.
  @_spi(Hosting) public static func write(
    _ frame: BadgeFrame, text: String, into writer: inout JSONWriter
  ) {
    writer.beginObject()
    writer.key("time")
    writer.number(frame.time)
    writer.key("phase")
    writer.string(frame.phase.rawValue)
    writer.key("anchor")
    writeAnchor(frame.anchor, into: &writer)
    writer.key("badge")
    writeBadge(frame.badge, into: &writer)
    writer.key("label")
    writer.beginObject()
    writer.key("text")
    writer.string(text)
    writer.key("center")
    writer.point(frame.label.center)
    writer.key("scale")
    writer.number(frame.label.scale)
    writer.key("opacity")
    writer.number(frame.label.opacity)
    writer.endObject()
    writer.key("opacity")
    writer.number(frame.opacity)
    writer.key("outline")
    writeOutline(frame.outline, into: &writer)
    writer.key("particles")
    writer.beginArray()
    for particle in frame.particles {
      writer.beginObject()
      writer.key("center")
      writer.point(particle.center)
      writer.key("radius")
      writer.number(particle.radius)
      writer.key("opacity")
      writer.number(particle.opacity)
      writer.endObject()
    }
    writer.endArray()
    writer.key("burstFrame")
    if let index = frame.burstFrameIndex { writer.integer(index) } else { writer.null() }
    writer.key("events")
    writer.beginArray()
    for event in frame.events {
      writer.beginObject()
      writer.key("type")
      writer.string(event.kind.rawValue)
      writer.key("time")
      writer.number(event.time)
      writer.endObject()
    }
    writer.endArray()
    writer.endObject()
  }

  /// Writes `{"center": [x, y], "radius": r}` or `null`.
  public static func writeAnchor(_ anchor: Circle?, into writer: inout JSONWriter) {
    guard let anchor else {
      writer.null()
      return
    }
    writer.beginObject()
    writer.key("center")
    writer.point(anchor.center)
    writer.key("radius")
    writer.number(anchor.radius)
    writer.endObject()
  }

  /// Writes `{"center": [x, y], "radius": r, "width": w, "height": h}`.
  public static func writeBadge(_ badge: BadgeShape, into writer: inout JSONWriter) {
    writer.beginObject()
    writer.key("center")
    writer.point(badge.center)
    writer.key("radius")
    writer.number(badge.radius)
    writer.key("width")
    writer.number(badge.width)
    writer.key("height")
    writer.number(badge.height)
    writer.endObject()
  }

  /// Writes an outline as `[["M", x, y], ["C", x1, y1, x2, y2, x, y], ..., ["Z"]]`.
  public static func writeOutline(_ outline: [PathElement], into writer: inout JSONWriter) {
    writer.beginArray()
    for element in outline {
      writer.beginArray()
      switch element {
      case .move(let p):
        writer.string("M")
        writer.number(p.x)
        writer.number(p.y)
      case .line(let p):
        writer.string("L")
        writer.number(p.x)
        writer.number(p.y)
      case .quadCurve(let p, let c):
        writer.string("Q")
        writer.number(c.x)
        writer.number(c.y)
        writer.number(p.x)
        writer.number(p.y)
      case .curve(let p, let c1, let c2):
        writer.string("C")
        writer.number(c1.x)
        writer.number(c1.y)
        writer.number(c2.x)
        writer.number(c2.y)
        writer.number(p.x)
        writer.number(p.y)
      case .close:
        writer.string("Z")
      }
      writer.endArray()
    }
    writer.endArray()
  }

  /// The `stickybadge shape` output for a badge resting at `badge.center` and dragged so
  /// that its centre is at `touch`: `{"phase", "anchor", "badge", "outline"}`.
  public static func shapeJSON(
    badge: BadgeShape, touch: Point, configuration: StickyBadgeConfiguration
  ) throws(ScenarioError) -> String {
    let frame = try shapeFrame(badge: badge, touch: touch, configuration: configuration)
    var writer = JSONWriter()
    writer.beginObject()
    writer.key("phase")
    writer.string(frame.phase == .detached ? "detached" : "attached")
    writer.key("anchor")
    writeAnchor(frame.anchor, into: &writer)
    writer.key("badge")
    writeBadge(frame.badge, into: &writer)
    writer.key("outline")
    writeOutline(frame.outline, into: &writer)
    writer.endObject()
    return writer.text
  }

  /// The frame of a badge held with its centre at `touch` (grabbed at its centre and
  /// moved straight there), as a ``BadgeSession`` computes it.
  @_spi(Hosting) public static func shapeFrame(
    badge: BadgeShape, touch: Point, configuration: StickyBadgeConfiguration
  ) throws(ScenarioError) -> BadgeFrame {
    var session: BadgeSession
    do {
      session = try BadgeSession(badge: badge, configuration: configuration)
    } catch {
      throw ScenarioError.configuration(error.description)
    }
    session.touchBegan(at: badge.center, time: 0)
    session.touchMoved(to: touch, time: 0)
    // Made for a badge, the session has a frame from the start.
    return session.latestFrame!
  }
}
