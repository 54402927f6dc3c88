@_spi(Hosting) import StickyBadge

/// One touch in a scenario.
public struct ScenarioTouch: Hashable, Sendable {
  /// What the finger did.
  public enum Phase: String, Hashable, Sendable, CaseIterable {
    /// Touched down.
    case began
    /// Moved.
    case moved
    /// Lifted.
    case ended
    /// The system cancelled the touch.
    case cancelled
  }

  /// When, in seconds from the start of the scenario.
  public var time: Double
  /// What happened.
  public var phase: Phase
  /// Where (ignored for `cancelled`).
  public var location: Point

  /// Creates a touch.
  public init(time: Double, phase: Phase, location: Point) {
    self.time = time
    self.phase = phase
    self.location = location
  }
}

/// A scripted interaction: a badge (or a stretchy circle), its configuration, the
/// touches and how long to watch.
///
/// The file format (Docs/Architecture.md, "The command-line contract"):
/// ```json
/// {"badge": {"center": [60, 60], "radius": 10, "text": "12"},
///  "configuration": {"snapDistance": 90},
///  "touches": [{"time": 0, "phase": "began", "location": [60, 60]},
///              {"time": 0.1, "phase": "moved", "location": [100, 80]},
///              {"time": 0.3, "phase": "ended", "location": [100, 80]}],
///  "duration": 1.5}
/// ```
/// Instead of `"badge"`, `"stretchyCircle": {"center": [x, y], "radius": r}` scripts the
/// pull-down blob (its `"configuration"` then takes the stretchy-circle keys). A badge
/// scenario's optional `"preset"` names the configuration its `"configuration"` is set on
/// top of (``StickyBadgePreset``; the defaults without it). Optional `"name"` and
/// `"description"` strings label the scenario in galleries.
public struct Scenario: Hashable, Sendable {
  /// What is being dragged.
  public enum Subject: Hashable, Sendable {
    /// A sticky badge with its label text (empty for a plain dot).
    case badge(BadgeShape, text: String)
    /// The stretchy pull-down circle.
    case stretchyCircle(Circle)
  }

  /// What is being dragged.
  public var subject: Subject
  /// The badge configuration (used for badge scenarios).
  public var configuration: StickyBadgeConfiguration
  /// The stretchy-circle configuration (used for stretchy-circle scenarios).
  public var stretchyConfiguration: StretchyCircleConfiguration
  /// The touches, in time order.
  public var touches: [ScenarioTouch]
  /// How long the scenario lasts, in seconds.
  public var duration: Double
  /// A short name.
  public var name: String
  /// A sentence describing what the scenario shows.
  public var summary: String

  /// Creates a scenario.
  public init(
    subject: Subject, configuration: StickyBadgeConfiguration = StickyBadgeConfiguration(),
    stretchyConfiguration: StretchyCircleConfiguration = StretchyCircleConfiguration(),
    touches: [ScenarioTouch], duration: Double, name: String = "", summary: String = ""
  ) {
    self.subject = subject
    self.configuration = configuration
    self.stretchyConfiguration = stretchyConfiguration
    self.touches = touches
    self.duration = duration
    self.name = name
    self.summary = summary
  }

  /// The largest coordinate magnitude accepted.
  public static let coordinateLimit = 100_000.0
  /// The longest scenario accepted, in seconds.
  public static let durationLimit = 600.0

  /// Reads a scenario from JSON text, checking every value; `preset`, when given, is the
  /// configuration the file's `"configuration"` is set on top of, in place of its `"preset"`.
  public static func decode(_ text: String, preset: StickyBadgePreset? = nil) throws(ScenarioError)
    -> Scenario
  {
    let root = JSONField(try JSONParser.parse(text), path: "")
    let members = try root.members(allowed: [
      "name", "description", "badge", "stretchyCircle", "preset", "configuration", "touches",
      "duration",
    ])
    func member(_ key: String) -> JSONField? {
      for member in members where UTF8Text.equal(member.key, key) { return member.field(in: root) }
      return nil
    }
    let subject: Subject
    switch (member("badge"), member("stretchyCircle")) {
    case (let badge?, nil): subject = try decodeBadge(badge)
    case (nil, let stretchy?): subject = try decodeStretchyCircle(stretchy)
    case (nil, nil):
      throw ScenarioError("badge: missing (a scenario needs \"badge\" or \"stretchyCircle\")")
    case (_?, _?):
      throw ScenarioError(
        "stretchyCircle: a scenario has either \"badge\" or \"stretchyCircle\", not both")
    }

    // Filled in place, the members read in a fixed order (so the first error reported does
    // not depend on the order of the keys in the file) at one call site: one value to
    // clean up at each error exit, not one per member.
    var scenario = Scenario(subject: subject, touches: [], duration: defaultDuration(after: []))
    if let preset = try decodePreset(member("preset"), given: preset, subject: subject) {
      scenario.configuration = preset.configuration
    }
    for key in ["configuration", "touches", "duration", "name", "description"] {
      if let field = member(key) { try read(field, key: key, into: &scenario) }
    }
    return scenario
  }

  /// How long a scenario lasts when its file does not say: until 1.5 s after its last touch.
  static func defaultDuration(after touches: [ScenarioTouch]) -> Double {
    Swift.min(durationLimit, (touches.last?.time ?? 0) + 1.5)
  }

  /// Reads the member `key` of a scenario other than its subject into `scenario`.
  static func read(_ field: JSONField, key: String, into scenario: inout Scenario)
    throws(ScenarioError)
  {
    switch key {
    case "configuration":
      switch scenario.subject {
      case .badge:
        scenario.configuration = try ConfigurationCoding.decode(field, base: scenario.configuration)
      case .stretchyCircle:
        scenario.stretchyConfiguration = try ConfigurationCoding.decodeStretchy(field)
      }
    case "touches":
      // Read before "duration", which replaces the default.
      scenario.touches = try decodeTouches(field)
      scenario.duration = defaultDuration(after: scenario.touches)
    case "duration": scenario.duration = try field.number(in: 0...durationLimit)
    case "name": scenario.name = try field.string()
    default: scenario.summary = try field.string()
    }
  }

  /// The preset a badge scenario starts from: `given` (the command line's), else the file's
  /// `"preset"` (`field`), else none; a stretchy circle takes none.
  @inline(never) static func decodePreset(
    _ field: JSONField?, given: StickyBadgePreset?, subject: Subject
  ) throws(ScenarioError) -> StickyBadgePreset? {
    guard case .badge = subject else {
      if given == nil && field == nil { return nil }
      throw ScenarioError("preset: a stretchy circle takes no preset (presets are for badges)")
    }
    if let given { return given }
    guard let field else { return nil }
    return try field.choice(StickyBadgePreset.self)
  }

  /// The coordinates accepted for centres and touch locations.
  static var coordinates: ClosedRange<Double> { -coordinateLimit...coordinateLimit }

  /// Reads `"badge": {"center": [x, y], "radius": r, "text": "12"}`. (Each part of
  /// ``decode(_:)`` is its own function: one function holding them all repeated the
  /// clean-up of every value alive at each of its many error exits, 15 KB of WebAssembly.)
  static func decodeBadge(_ badge: JSONField) throws(ScenarioError) -> Subject {
    let disk = try decodeDisk(
      badge, keys: ["center", "radius", "text"], radius: 10,
      missingCenter: "the badge's resting centre [x, y]")
    let shape =
      disk.text.isEmpty
      ? BadgeShape(center: disk.center, radius: disk.radius)
      : BadgeShape(center: disk.center, radius: disk.radius, text: disk.text)
    return .badge(shape, text: disk.text)
  }

  /// Reads `"stretchyCircle": {"center": [x, y], "radius": r}`.
  static func decodeStretchyCircle(_ stretchy: JSONField) throws(ScenarioError)
    -> Subject
  {
    let disk = try decodeDisk(
      stretchy, keys: ["center", "radius"], radius: 30,
      missingCenter: "the circle's centre [x, y]")
    return .stretchyCircle(Circle(center: disk.center, radius: disk.radius))
  }

  /// Reads the badge's or the stretchy circle's object: `center` (required), `radius`
  /// (default `radius`) and, when `keys` has it, the label `text` (default empty).
  static func decodeDisk(
    _ field: JSONField, keys: [String], radius defaultRadius: Double,
    missingCenter: StaticString
  ) throws(ScenarioError) -> (center: Point, radius: Double, text: String) {
    var center: Point?
    var radius = defaultRadius
    var text = ""
    for item in try field.members(allowed: keys) {
      let value = item.field(in: field)
      switch item.key {
      case "center": center = try value.point(in: coordinates)
      case "radius": radius = try value.number(in: 0.5...1000)
      case "text":
        text = try value.string()
        do throws(BadgeLabelTextError) {
          try BadgeLabelText.validate(text)
        } catch {
          throw value.error(error.description)
        }
      default: break
      }
    }
    guard let center else { throw field.missing("center", missingCenter) }
    return (center, radius, text)
  }

  /// Reads the `"touches"` array, checking that time never goes back.
  static func decodeTouches(_ list: JSONField) throws(ScenarioError)
    -> [ScenarioTouch]
  {
    guard case .array(let elements) = list.value else {
      throw list.mismatch("expected an array of touches")
    }
    var touches: [ScenarioTouch] = []
    for index in elements.indices {
      touches.append(try decodeTouch(list.element(index, of: elements), after: touches.last))
    }
    return touches
  }

  /// Reads one touch, `{"time": t, "phase": "moved", "location": [x, y]}`, which follows
  /// `previous` (a `cancelled` touch without a location stays where `previous` was).
  static func decodeTouch(_ touch: JSONField, after previous: ScenarioTouch?)
    throws(ScenarioError) -> ScenarioTouch
  {
    var time: Double?
    var phase: ScenarioTouch.Phase?
    var location: Point?
    for item in try touch.members(allowed: ["time", "phase", "location"]) {
      let value = item.field(in: touch)
      switch item.key {
      case "time": time = try value.number(in: 0...durationLimit)
      case "phase": phase = try value.choice(ScenarioTouch.Phase.self)
      case "location": location = try value.point(in: coordinates)
      default: break
      }
    }
    guard let time else { throw touch.missing("time") }
    guard let phase else { throw touch.missing("phase") }
    if location == nil && phase != .cancelled { throw touch.missing("location") }
    if let previous, time < previous.time {
      var message = touch.child("time").message("goes back in time (")
      message.append(time)
      message.append(" after ")
      message.append(previous.time)
      message.append(")")
      throw ScenarioError(message)
    }
    return ScenarioTouch(
      time: time, phase: phase, location: location ?? previous?.location ?? .zero)
  }

  /// The scenario as JSON in the file format (every configuration value written out).
  public func encoded() -> String {
    var writer = JSONWriter()
    writer.beginObject()
    if !name.isEmpty {
      writer.key("name")
      writer.string(name)
    }
    if !summary.isEmpty {
      writer.key("description")
      writer.string(summary)
    }
    switch subject {
    case .badge(let shape, let text):
      writer.key("badge")
      writer.beginObject()
      writer.key("center")
      writer.point(shape.center)
      writer.key("radius")
      writer.number(shape.radius)
      if !text.isEmpty {
        writer.key("text")
        writer.string(text)
      }
      writer.endObject()
      writer.key("configuration")
      ConfigurationCoding.encode(configuration, into: &writer)
    case .stretchyCircle(let circle):
      writer.key("stretchyCircle")
      writer.beginObject()
      writer.key("center")
      writer.point(circle.center)
      writer.key("radius")
      writer.number(circle.radius)
      writer.endObject()
      writer.key("configuration")
      ConfigurationCoding.encode(stretchyConfiguration, into: &writer)
    }
    writer.key("touches")
    writer.beginArray()
    for touch in touches {
      writer.beginObject()
      writer.key("time")
      writer.number(touch.time)
      writer.key("phase")
      writer.string(touch.phase.rawValue)
      writer.key("location")
      writer.point(touch.location)
      writer.endObject()
    }
    writer.endArray()
    writer.key("duration")
    writer.number(duration)
    writer.endObject()
    return writer.text
  }
}
