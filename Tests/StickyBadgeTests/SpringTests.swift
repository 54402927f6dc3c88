import Foundation
import Testing

@_spi(Hosting) @testable import StickyBadge

/// Integrates x'' = -k x - c x' with classical Runge-Kutta at a fine step.
func integrate(_ spring: Spring, x0: Double, v0: Double, time: Double, step: Double = 1e-4) -> (
  Double, Double
) {
  var x = x0
  var v = v0
  var t = 0.0
  func accel(_ x: Double, _ v: Double) -> Double { -spring.stiffness * x - spring.damping * v }
  while t < time - 1e-12 {
    let h = min(step, time - t)
    let k1x = v
    let k1v = accel(x, v)
    let k2x = v + h / 2 * k1v
    let k2v = accel(x + h / 2 * k1x, v + h / 2 * k1v)
    let k3x = v + h / 2 * k2v
    let k3v = accel(x + h / 2 * k2x, v + h / 2 * k2v)
    let k4x = v + h * k3v
    let k4v = accel(x + h * k3x, v + h * k3v)
    x += h / 6 * (k1x + 2 * k2x + 2 * k3x + k4x)
    v += h / 6 * (k1v + 2 * k2v + 2 * k3v + k4v)
    t += h
  }
  return (x, v)
}

@Suite("Spring")
struct SpringTests {
  @Test("SwiftUI's published vectors")
  func publishedVectors() {
    let spring = Spring(duration: 0.5, bounce: 0.3)
    #expect(abs(spring.stiffness - 157.91) < 0.005)
    #expect(abs(spring.damping - 17.59) < 0.005)
    let physical = Spring(stiffness: 100, damping: 10)
    #expect(abs(physical.duration - 0.628) < 0.0005)
    #expect(abs(physical.bounce - 0.5) < 1e-12)
  }

  @Test(
    "duration/bounce and response/dampingRatio describe the same springs",
    arguments: [(0.3, 0.0), (0.5, 0.3), (0.25, 0.9), (0.8, -0.5), (1.2, 0.5)])
  func descriptionsAgree(duration: Double, bounce: Double) {
    let a = Spring(duration: duration, bounce: bounce)
    let ratio = bounce >= 0 ? 1 - bounce : 1 / (1 + bounce)
    let b = Spring(response: duration, dampingRatio: ratio)
    #expect(abs(a.stiffness - b.stiffness) < 1e-9 * a.stiffness)
    #expect(abs(a.damping - b.damping) < 1e-9 * a.damping)
    #expect(abs(a.duration - duration) < 1e-12)
    #expect(abs(a.bounce - bounce) < 1e-9)
  }

  struct Regime: Sendable, CustomTestStringConvertible {
    var name: String
    var spring: Spring
    var testDescription: String { name }
  }

  static let regimes = [
    Regime(
      name: "underdamped (exploding-button write-up, ratio 0.1)",
      spring: Spring(response: 0.25, dampingRatio: 0.1)),
    Regime(name: "underdamped (default return)", spring: Spring(duration: 0.4, bounce: 0.55)),
    Regime(name: "critically damped", spring: Spring(duration: 0.5, bounce: 0)),
    Regime(name: "nearly critical", spring: Spring(response: 0.5, dampingRatio: 1.0000005)),
    Regime(name: "overdamped", spring: Spring(response: 0.5, dampingRatio: 2.5)),
  ]

  @Test("closed form matches a fine-step Runge-Kutta integrator", arguments: regimes)
  func closedFormMatchesIntegrator(_ regime: Regime) {
    for (x0, v0) in [(1.0, 0.0), (-40.0, 300.0), (0.0, -500.0), (12.5, 12.5)] {
      for time in [0.01, 0.05, 0.1, 0.2, 0.35, 0.6, 1.0] {
        let exact = regime.spring.state(displacement: x0, velocity: v0, after: time)
        let numeric = integrate(regime.spring, x0: x0, v0: v0, time: time)
        let scale = max(1, abs(x0) + abs(v0) * 0.1)
        #expect(
          abs(exact.displacement - numeric.0) < 1e-7 * scale, "x at t=\(time) x0=\(x0) v0=\(v0)")
        #expect(abs(exact.velocity - numeric.1) < 1e-5 * scale, "v at t=\(time) x0=\(x0) v0=\(v0)")
      }
    }
  }

  @Test("stepping in pieces equals one step: the frame rate does not matter", arguments: regimes)
  func composition(_ regime: Regime) {
    let whole = regime.spring.state(displacement: 30, velocity: -200, after: 0.37)
    var state = (displacement: 30.0, velocity: -200.0)
    for _ in 0..<37 {
      state = regime.spring.state(
        displacement: state.displacement, velocity: state.velocity, after: 0.01)
    }
    #expect(abs(whole.displacement - state.displacement) < 1e-9)
    #expect(abs(whole.velocity - state.velocity) < 1e-7)
  }

  @Test(
    "settling time: the amplitude is above tolerance before it and below after", arguments: regimes)
  func settling(_ regime: Regime) {
    let spring = regime.spring
    let settle = spring.settlingTime(displacement: 50, velocity: 0, tolerance: 0.01)
    func amplitude(_ t: Double) -> Double {
      let s = spring.state(displacement: 50, velocity: 0, after: t)
      return (s.displacement * s.displacement + s.velocity * s.velocity / spring.stiffness)
        .squareRoot()
    }
    #expect(settle > 0)
    #expect(amplitude(settle - 1e-5) > 0.01)
    #expect(amplitude(settle + 1e-5) <= 0.01)
    for step in 0..<100 {
      let t = settle + Double(step) * 0.05
      #expect(amplitude(t) <= 0.01 + 1e-12)
    }
  }

  @Test("a bouncy spring overshoots home and a critically damped one does not")
  func overshoot() {
    let bouncy = SpringMotion(
      spring: Spring(duration: 0.4, bounce: 0.55), from: Point(x: 100, y: 0), velocity: .zero,
      to: .zero, at: 0)
    let calm = SpringMotion(
      spring: Spring(duration: 0.4, bounce: 0), from: Point(x: 100, y: 0), velocity: .zero,
      to: .zero, at: 0)
    var bouncyMinimum = 0.0
    var calmMinimum = 0.0
    for step in 0...400 {
      let t = Double(step) / 400
      bouncyMinimum = min(bouncyMinimum, bouncy.state(at: t).position.x)
      calmMinimum = min(calmMinimum, calm.state(at: t).position.x)
    }
    #expect(bouncyMinimum < -10)
    #expect(calmMinimum >= 0)
    #expect(bouncy.isSettled(at: bouncy.settleTime))
    #expect(bouncy.state(at: bouncy.settleTime).position == .zero)
  }

  @Test("retargeting mid-flight keeps position and velocity continuous")
  func retargetContinuity() {
    var motion = SpringMotion(
      spring: Spring(duration: 0.5, bounce: 0.3), from: Point(x: 80, y: -20),
      velocity: Point(x: 400, y: 0),
      to: .zero, at: 1.0)
    let before = motion.state(at: 1.13)
    motion.retarget(to: Point(x: 50, y: 50), at: 1.13)
    let after = motion.state(at: 1.13)
    #expect(before.position.distance(to: after.position) < 1e-12)
    #expect(before.velocity.distance(to: after.velocity) < 1e-9)
    let later = motion.state(at: 5)
    #expect(later.position == Point(x: 50, y: 50))
  }
}

@Suite("Spring motion positions")
struct SpringMotionPositionTests {
  @Test(
    "position(at:) follows the integrated spring on both axes in every regime",
    arguments: [0.3, 0, -0.4])
  func positionMatchesIntegration(bounce: Double) {
    let spring = Spring(duration: 0.5, bounce: bounce)
    let motion = SpringMotion(
      spring: spring, from: Point(x: 60, y: -25), velocity: Point(x: -300, y: 120),
      to: Point(x: 10, y: 5), at: 2)
    for t in [0.01, 0.05, 0.13, 0.3, 0.6] {
      let x = integrate(spring, x0: 50, v0: -300, time: t)
      let y = integrate(spring, x0: -30, v0: 120, time: t)
      let position = motion.position(at: 2 + t)
      #expect(abs(position.x - (10 + x.0)) < 1e-6, "bounce \(bounce), t=\(t)")
      #expect(abs(position.y - (5 + y.0)) < 1e-6, "bounce \(bounce), t=\(t)")
      #expect(position == motion.state(at: 2 + t).position)
    }
    #expect(motion.position(at: 2) == Point(x: 60, y: -25))
    #expect(motion.position(at: 1) == Point(x: 60, y: -25))
    #expect(motion.position(at: motion.settleTime) == Point(x: 10, y: 5))
    #expect(motion.position(at: motion.settleTime.nextDown) != Point(x: 10, y: 5))
  }

  @Test("changing a motion's spring moves it along the new spring")
  func changedSpringIsFollowed() {
    var motion = SpringMotion(
      spring: Spring(duration: 0.5, bounce: 0.3), from: Point(x: 40, y: 0), velocity: .zero,
      to: .zero, at: 0)
    let stiffer = Spring(duration: 0.2, bounce: 0.1)
    motion.spring = stiffer
    let exact = stiffer.state(displacement: 40, velocity: 0, after: 0.07)
    let numeric = integrate(stiffer, x0: 40, v0: 0, time: 0.07)
    #expect(abs(motion.position(at: 0.07).x - exact.displacement) < 1e-12)
    #expect(abs(motion.position(at: 0.07).x - numeric.0) < 1e-6)
  }
}

@Suite("Spring extremes")
struct SpringExtremeTests {
  @Test("a stiff, strongly overdamped spring stays finite however long it runs")
  func overdampedNeverOverflows() {
    let spring = Spring(duration: 0.05, bounce: -0.95)
    for time in [0.1, 0.28, 0.3, 1, 10, 1000] {
      let state = spring.state(displacement: 3000, velocity: -1e4, after: time)
      #expect(state.displacement.isFinite && state.velocity.isFinite, "t=\(time)")
      #expect(abs(state.displacement) <= 3000 + 1e-9)
    }
    let numeric = integrate(spring, x0: 3000, v0: 0, time: 0.05, step: 1e-6)
    let exact = spring.state(displacement: 3000, velocity: 0, after: 0.05)
    #expect(abs(exact.displacement - numeric.0) < 1e-6 * 3000)
  }
}
