import AppleModelTesting
import Foundation
@_spi(Fixture) import SwiftUI
import Testing
@_spi(Fixture) import UIKit

/// The SwiftUI model's gestures and identities follow the documented rules the adapter tests
/// rely on (Docs/SwiftUIModel.md).
@MainActor
@Suite(
  "The SwiftUI model's gestures and identity follow Apple's documented rules", .oneTestOnTheDevice)
struct SwiftUIGestureModelTests {
  /// What a gesture's actions and state saw, in order.
  @MainActor final class Log { var entries: [String] = [] }

  /// A square whose drag logs its changes and end, and shows its gesture state.
  struct Dragged: View {
    let log: Log
    @GestureState private var isDragging = false
    var body: some View {
      log.entries.append("render \(isDragging)")
      return Rectangle().frame(width: 100, height: 100).contentShape(Rectangle())
        .gesture(
          DragGesture().updating($isDragging) { _, state, _ in state = true }
            .onChanged { _ in log.entries.append("changed") }
            .onEnded { _ in log.entries.append("ended") })
    }
  }

  @Test("a cancelled drag: onEnded is not called, its gesture state resets (an ended one: both)")
  func cancelledDrag() async {
    let log = Log()
    let screen = SwiftUIScreen(Dragged(log: log))
    let finger = screen.window.touchDown(at: CGPoint(x: 195, y: 422))
    finger.drag(to: CGPoint(x: 195, y: 452), steps: 3)
    await screen.nextTurn()
    #expect(log.entries.suffix(2) == ["changed", "render true"])
    finger.cancel()
    await screen.nextTurn()
    #expect(!log.entries.contains("ended"))
    #expect(log.entries.last == "render false")
    let again = screen.window.touchDown(at: CGPoint(x: 195, y: 422))
    again.drag(to: CGPoint(x: 195, y: 452), steps: 3)
    again.lift()
    await screen.nextTurn()
    #expect(log.entries.suffix(2) == ["ended", "render false"])
  }

  /// A 200-point square with a drag, holding a 50-point square with its own drag.
  struct Nested: View {
    let log: Log
    var body: some View {
      inner.frame(width: 200, height: 200).contentShape(Rectangle())
        .gesture(DragGesture().onChanged { _ in log.entries.append("outer") })
    }
    var inner: some View {
      Rectangle().frame(width: 50, height: 50).contentShape(Rectangle())
        .gesture(DragGesture().onChanged { _ in log.entries.append("inner") })
    }
  }

  @Test("nested drags: the inner view's drag takes a touch in it, the outer one a touch beside it")
  func childFirst() {
    let log = Log()
    let screen = SwiftUIScreen(Nested(log: log))
    screen.pull(from: CGPoint(x: 195, y: 422), to: CGPoint(x: 195, y: 462), steps: 2)
    #expect(Set(log.entries) == ["inner"])
    log.entries = []
    screen.pull(from: CGPoint(x: 110, y: 422), to: CGPoint(x: 110, y: 462), steps: 2)
    #expect(Set(log.entries) == ["outer"])
  }

  /// A counter kept in state, logged at each render.
  struct Counter: View {
    let log: Log
    @State private var count = 0
    var body: some View {
      log.entries.append("\(count)")
      return Rectangle().frame(width: 100, height: 100).contentShape(Rectangle())
        .gesture(DragGesture(minimumDistance: 0).onEnded { _ in count += 1 })
    }
  }

  /// The counter with the identity `version`.
  struct Versioned: View {
    let version: Int
    let log: Log
    var body: some View { Counter(log: log).id(version) }
  }

  /// The same counter, its identity given by the `ForEach` that shows it.
  struct Listed: View {
    let versions: [Int]
    let log: Log
    var body: some View {
      ForEach(versions, id: \.self) { _ in Counter(log: log) }
    }
  }

  @Test(".id: the same value keeps the view's state, a new value starts it anew")
  func identityResetsState() async {
    let log = Log()
    let screen = SwiftUIScreen(Versioned(version: 1, log: log))
    screen.window.touchDown(at: CGPoint(x: 195, y: 422)).lift()
    await screen.nextTurn()
    screen.host.rootView = Versioned(version: 1, log: log)
    screen.host.rootView = Versioned(version: 2, log: log)
    #expect(log.entries == ["0", "1", "1", "0"])
  }

  @Test("ForEach: an element's view keeps its state by its id, a new id starts anew")
  func forEachIdentity() async {
    let log = Log()
    let screen = SwiftUIScreen(Listed(versions: [7], log: log))
    screen.window.touchDown(at: CGPoint(x: 195, y: 422)).lift()
    await screen.nextTurn()
    screen.host.rootView = Listed(versions: [7], log: log)
    screen.host.rootView = Listed(versions: [8], log: log)
    #expect(log.entries == ["0", "1", "1", "0"])
  }
}
