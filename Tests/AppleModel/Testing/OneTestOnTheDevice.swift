// Test support for the Apple models (Docs/AppleAPI.md), not a model of any Apple API. The
// models hold what a device holds once for every app on it: one media clock, one list of
// running display links, one text size. Swift Testing runs tests in parallel, and tests on
// the main actor interleave wherever one awaits (a SwiftUI test waiting for the main actor's
// next turn): another test would then tick the shared clock, invalidate the waiting test's
// display links or change the text size under it. Every suite that drives the models takes
// this trait, so that its tests run one at a time among all of them, in every test target.
import Testing

/// Runs each test of the suite it is applied to alone on the models' one device: no other
/// test that has it starts before this one has finished, whatever its suite or test target.
public struct OneTestOnTheDevice: TestTrait, SuiteTrait, TestScoping {
  /// Applies to every test of the suite (and of the suites nested in it).
  public var isRecursive: Bool { true }

  /// The scope of each test case: one test's run (a suite's whole run is not one turn).
  public func scopeProvider(for test: Test, testCase: Test.Case?) -> Self? {
    testCase == nil ? nil : self
  }

  /// Waits for the device, runs the test, and hands the device on, also when it throws.
  public func provideScope(
    for test: Test, testCase: Test.Case?, performing function: @Sendable () async throws -> Void
  ) async throws {
    await DeviceTurns.shared.take()
    do {
      try await function()
    } catch {
      await DeviceTurns.shared.handOn()
      throw error
    }
    await DeviceTurns.shared.handOn()
  }
}

extension Trait where Self == OneTestOnTheDevice {
  /// Runs each test alone on the Apple models' one device (their clock, display links and
  /// text size are shared by every test).
  public static var oneTestOnTheDevice: Self { Self() }
}

/// Whose turn it is on the device: the test that has it and the tests waiting, first come
/// first served.
actor DeviceTurns {
  static let shared = DeviceTurns()
  private var isTaken = false
  private var waiting: [CheckedContinuation<Void, Never>] = []

  /// Returns once the caller has the device.
  func take() async {
    guard isTaken else {
      isTaken = true
      return
    }
    await withCheckedContinuation { waiting.append($0) }
  }

  /// Gives the device to the next waiting test, or frees it.
  func handOn() {
    if waiting.isEmpty {
      isTaken = false
    } else {
      waiting.removeFirst().resume()
    }
  }
}
