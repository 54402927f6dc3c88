// libFuzzer target: bytes -> a configuration and a stream of time-stamped touches that
// drive a BadgeSession (or a StretchyCircleSession), as an app does, with every frame checked.
//
// Input layout (every read past the end gives 0):
//   byte 0        leg: value % 4 == 3 -> StretchyCircleSession, otherwise BadgeSession
//   ...           configuration (ConfigurationDecoding), then the badge, then operations
//   operations    one byte each plus its operands, until the input runs out (at most 400)

@_spi(Hosting) import StickyBadge
import StickyBadgeFuzzSupport

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzEngine(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
  var input = FuzzInput(data: data, size: size)
  if input.byte() % 4 == 3 {
    StretchyCircleLeg.run(&input)
  } else {
    EngineLeg.run(&input)
  }
  return 0
}

/// A coordinate: mostly near `reference` within a few `scale`s, sometimes hostile.
func coordinate(near reference: Double, scale: Double, _ input: inout FuzzInput) -> Double {
  let selector = input.byte()
  switch selector {
  case 0..<200:
    return reference + (input.unit() * 2 - 1) * scale * 2.5
  case 200..<215:
    // The exact reference: a zero offset.
    return reference
  case 215..<235:
    // Far away but finite.
    return reference + (input.unit() * 2 - 1) * 1e6
  default:
    return input.hostileNumber()
  }
}

/// A time step: mostly a frame or less forward, sometimes backwards, huge or non-finite.
func timeStep(_ input: inout FuzzInput) -> Double {
  let selector = input.byte()
  switch selector {
  case 0..<160: return Double(selector) / 160 * (1.0 / 30)
  case 160..<200: return input.unit() * 2
  case 200..<225: return -input.unit() * 1
  case 225..<235: return 0
  default: return input.hostileNumber()
  }
}

enum EngineLeg {
  static func run(_ input: inout FuzzInput) {
    let decoded = ConfigurationDecoding.decode(&input)
    let configuration = decoded.configuration

    // The badge: usually valid; sometimes a hostile centre or size that init must refuse.
    var center = Point(x: (input.unit() - 0.5) * 2000, y: (input.unit() - 0.5) * 2000)
    var radius = input.number(in: 0.5, 60)
    var halfLength = input.byte() < 128 ? 0 : input.number(in: 0, 80)
    var badgeIsValid = true
    switch input.byte() {
    case 0..<8:
      center.x = input.hostileNumber()
      badgeIsValid = center.x.isFinite
    case 8..<16:
      radius = input.hostileNumber()
      badgeIsValid = radius.isFinite && radius > 0 && radius <= 10_000
    case 16..<24:
      halfLength = input.hostileNumber()
      badgeIsValid = halfLength.isFinite && halfLength >= 0 && halfLength <= 100_000
    case 24..<32:
      radius = input.number(in: Double.leastNonzeroMagnitude, 10_000)
      halfLength = input.number(in: 0, 100_000)
    default: break
    }
    let badge = BadgeShape(center: center, radius: radius, halfLength: halfLength)

    if let property = decoded.invalidProperty {
      do {
        try configuration.validate()
        breach("validate() accepted \(property) = \(decoded.invalidValue)")
      } catch {
        guard error.property == property else {
          breach("validate() blamed \(error.property) for an invalid \(property) (\(error))")
        }
      }
      do {
        _ = try BadgeSession(badge: badge, configuration: configuration)
        breach("the session accepted an invalid \(property) = \(decoded.invalidValue)")
      } catch {}
      return
    }
    do {
      try configuration.validate()
    } catch {
      breach("validate() rejected a valid configuration: \(error) in \(configuration)")
    }

    var session: BadgeSession
    do {
      session = try BadgeSession(badge: badge, configuration: configuration)
    } catch {
      if badgeIsValid { breach("the session refused a valid badge \(badge): \(error)") }
      return
    }
    if !badgeIsValid { breach("the session accepted an invalid badge \(badge)") }

    // Every input advances the session; its frame and events are checked after each one.
    var checker = DragInvariants(session: session)
    let home = badge.center
    let scale = Swift.max(configuration.snapDistance, radius + halfLength)
    var clock = 0.0
    var operations = 0
    while !input.isExhausted && operations < 400 {
      operations += 1
      let operation = input.byte()
      let step = timeStep(&input)
      if step.isFinite { clock += Swift.max(0, Swift.min(step, 10)) }
      // The touch's own time stamp: the clock, or the raw (possibly hostile) step.
      let stamp = input.byte() < 200 ? clock : step
      switch operation % 10 {
      case 0, 1:
        // Touch down on or near the badge where it is now.
        let current = session.latestFrame?.badge.center ?? home
        let location = Point(
          x: coordinate(near: current.x, scale: radius + halfLength, &input),
          y: coordinate(near: current.y, scale: radius, &input))
        session.touchBegan(at: location, time: stamp)
      case 2, 3, 4:
        let location = Point(
          x: coordinate(near: home.x, scale: scale, &input),
          y: coordinate(near: home.y, scale: scale, &input))
        session.touchMoved(to: location, time: stamp)
      case 5:
        let location = Point(
          x: coordinate(near: home.x, scale: scale, &input),
          y: coordinate(near: home.y, scale: scale, &input))
        session.touchEnded(at: location, time: stamp)
      case 6:
        session.touchCancelled(time: stamp)
      case 7:
        session.dismiss(time: stamp)
      case 8:
        // Several frames without input.
        let frames = Int(input.byte() % 32)
        for _ in 0..<frames {
          clock += 1.0 / 60
          session.advance(to: clock)
          checker.check(&session)
        }
      default:
        // Run until the badge is at rest or gone (at most ten seconds of frames).
        var frames = 0
        while frames < 600 && session.phase != .resting && session.phase != .dismissed
          && session.phase != .stretching && session.phase != .detached
        {
          frames += 1
          clock += 1.0 / 60
          session.advance(to: clock)
          checker.check(&session)
        }
      }
      checker.check(&session)
      // A host that delivers a hostile frame time now and then.
      session.advance(to: input.byte() < 240 ? clock : input.hostileNumber())
      checker.check(&session)
    }
  }
}

enum StretchyCircleLeg {
  static func run(_ input: inout FuzzInput) {
    var configuration = StretchyCircleConfiguration()
    var expectedProblem: String?
    if input.byte() >= 32 {
      configuration.maximumOffsetScale = input.number(in: 0, 100)
      configuration.lowerCircleShrink = input.number(in: 0, 0.95)
      configuration.connectorSpread = input.number(in: 0, 1)
      configuration.handleFactor = input.number(in: 0, 10)
      if input.flag() {
        configuration.returnSpring = Spring(
          duration: input.number(in: 0.05, 5), bounce: input.number(in: -0.95, 0.95))
      }
    }
    switch input.byte() {
    case 0..<6:
      configuration.maximumOffsetScale = input.flag() ? input.hostileNumber() : 100.000_1
      if !(configuration.maximumOffsetScale >= 0 && configuration.maximumOffsetScale <= 100) {
        expectedProblem = "maximumOffsetScale"
      }
    case 6..<12:
      configuration.lowerCircleShrink = input.flag() ? input.hostileNumber() : 0.96
      if !(configuration.lowerCircleShrink >= 0 && configuration.lowerCircleShrink <= 0.95) {
        expectedProblem = "lowerCircleShrink"
      }
    case 12..<18:
      configuration.returnSpring.damping = input.hostileNumber()
      // The blob's spring has the badge's limits: damping 0.01 to 100,000 (stiffness 0.01 to
      // 10,000,000, which every spring generated above is within).
      let damping = configuration.returnSpring.damping
      if !(damping.isFinite && damping >= 0.01 && damping <= 100_000) {
        expectedProblem = "returnSpring.damping"
      }
    default: break
    }
    var circle = Circle(
      center: Point(x: (input.unit() - 0.5) * 2000, y: (input.unit() - 0.5) * 2000),
      radius: input.number(in: 0.5, 200))
    var circleIsValid = true
    if input.byte() < 12 {
      if input.flag() {
        circle.radius = input.hostileNumber()
      } else {
        circle.center.y = input.hostileNumber()
      }
      circleIsValid =
        circle.center.isFinite && circle.radius.isFinite && circle.radius > 0
        && circle.radius <= 10_000
    }

    var blob: StretchyCircleSession
    do {
      blob = try StretchyCircleSession(circle: circle, configuration: configuration)
    } catch {
      if expectedProblem == nil && circleIsValid {
        breach("StretchyCircleSession refused a valid setup \(circle) \(configuration): \(error)")
      }
      if let expectedProblem, error.property != expectedProblem, circleIsValid {
        breach("StretchyCircleSession blamed \(error.property) for an invalid \(expectedProblem)")
      }
      return
    }
    if let expectedProblem {
      breach("StretchyCircleSession accepted an invalid \(expectedProblem)")
    }
    if !circleIsValid { breach("StretchyCircleSession accepted an invalid circle \(circle)") }

    var checker = StretchyCircleInvariants(blob: &blob)
    var clock = 0.0
    var operations = 0
    while !input.isExhausted && operations < 400 {
      operations += 1
      let operation = input.byte()
      let step = timeStep(&input)
      if step.isFinite { clock += Swift.max(0, Swift.min(step, 10)) }
      let stamp = input.byte() < 200 ? clock : step
      let location = Point(
        x: coordinate(near: circle.center.x, scale: circle.radius, &input),
        y: coordinate(near: circle.center.y, scale: checker.maximumOffset + circle.radius, &input))
      switch operation % 6 {
      case 0:
        blob.touchBegan(at: location, time: stamp)
        if location.isFinite { checker.dragging = true }
      case 1, 2:
        blob.touchMoved(to: location, time: stamp)
      case 3:
        blob.touchEnded(time: stamp)
        checker.dragging = false
      case 4:
        let frames = Int(input.byte() % 32)
        for _ in 0..<frames {
          clock += 1.0 / 60
          blob.advance(to: clock)
          checker.check(&blob)
        }
      default:
        // Released and left alone for long enough, it is a circle again.
        guard !checker.dragging else { break }
        var frames = 0
        while frames < 1200 && blob.frame.offset != 0 {
          frames += 1
          clock += 1.0 / 60
          blob.advance(to: clock)
          checker.check(&blob)
        }
      }
      blob.advance(to: input.byte() < 240 ? clock : input.hostileNumber())
      checker.check(&blob)
    }
  }
}

/// The rules every stretchy-circle frame and event keeps.
struct StretchyCircleInvariants {
  let circle: Circle
  let maximumOffset: Double
  var dragging = false
  private var lastTime = -Double.infinity
  private var lastEventTime = -Double.infinity

  init(blob: inout StretchyCircleSession) {
    circle = blob.restingCircle
    maximumOffset = circle.radius * blob.configuration.maximumOffsetScale
    check(&blob)
  }

  mutating func check(_ blob: inout StretchyCircleSession) {
    for event in blob.takeEvents() {
      guard event.time.isFinite, event.time >= lastEventTime else {
        breach("stretchy event \(event) out of order (after t=\(lastEventTime))")
      }
      lastEventTime = event.time
    }
    guard (blob.phase == .stretching) == dragging else {
      breach("stretchy phase \(blob.phase), expected dragging \(dragging)")
    }
    let frame = blob.frame
    let place = "stretchy frame at t=\(frame.time)"
    guard frame.time.isFinite, frame.offset.isFinite, frame.bottom.center.isFinite,
      frame.bottom.radius.isFinite, frame.top.center.isFinite, frame.top.radius.isFinite
    else { breach("\(place): non-finite number in \(frame)") }
    for element in frame.outline where !element.isFinite {
      breach("\(place): non-finite outline element \(element)")
    }
    guard frame.time >= lastTime else { breach("\(place): time went backwards") }
    lastTime = frame.time
    guard frame.isDragging == dragging else {
      breach("\(place): isDragging \(frame.isDragging), expected \(dragging)")
    }
    guard frame.offset >= 0, frame.offset <= maximumOffset else {
      breach("\(place): offset \(frame.offset) outside [0, \(maximumOffset)]")
    }
    // A subnormal radius (accepted by init) shrinks to exactly 0; any other stays positive.
    guard frame.top == circle, frame.bottom.center.x == circle.center.x,
      frame.bottom.radius > 0 || circle.radius < 1e-300, frame.bottom.radius <= circle.radius
    else { breach("\(place): circles moved: top \(frame.top), bottom \(frame.bottom)") }
    guard !frame.outline.isEmpty else { breach("\(place): empty outline") }
    OutlineInvariants.requireSingleClosedSubpath(frame.outline, place)
    OutlineInvariants.requireEndpointsWithin(
      frame.outline,
      shapes: [
        (frame.top.center, frame.top.radius, 0), (frame.bottom.center, frame.bottom.radius, 0),
      ],
      place)
  }
}
