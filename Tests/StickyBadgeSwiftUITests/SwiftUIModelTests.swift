import AppleModelTesting
import Foundation
@_spi(Fixture) import SwiftUI
import Testing
@_spi(Fixture) import UIKit

/// The SwiftUI model itself follows the documented rules the adapter tests rely on: if one of
/// these fails, a test of the adapter could pass or fail for the model's sake.
@MainActor
@Suite("The SwiftUI model follows Apple's documented rules", .oneTestOnTheDevice)
struct SwiftUIModelTests {
  /// Every call SwiftUI made to a representable, in order.
  @MainActor final class Calls { var log: [String] = [] }

  /// A plain UIKit view in SwiftUI that records its calls.
  struct Plain: UIViewRepresentable {
    let calls: Calls
    var tag = 0
    func makeCoordinator() -> Int {
      calls.log.append("coordinator")
      return 7
    }
    func makeUIView(context: Context) -> UIView {
      calls.log.append("make \(context.coordinator)")
      return UIView()
    }
    func updateUIView(_ uiView: UIView, context: Context) {
      calls.log.append("update \(tag)")
    }
    static func dismantleUIView(_ uiView: UIView, coordinator: Int) {}
  }

  /// A 40-point square with `overlay` on its `alignment` corner, 20 points, moved by `dx`.
  struct Square<Overlay: View>: View {
    let alignment: Alignment
    let dx: CGFloat
    let overlay: Overlay
    var body: some View {
      Rectangle().frame(width: 40, height: 40)
        .overlay(alignment: alignment) { overlay.frame(width: 20, height: 20).offset(x: dx) }
    }
  }

  /// A UIKit view in SwiftUI that records, at each update, the environment's text size and
  /// its view's (`tag`, then each).
  struct TextSizeProbe: UIViewRepresentable {
    let calls: Calls
    let tag: String
    func makeUIView(context: Context) -> UIView { UIView() }
    func updateUIView(_ uiView: UIView, context: Context) {
      let traits = uiView.traitCollection.preferredContentSizeCategory.rawValue
      calls.log.append("\(tag) \(context.environment.dynamicTypeSize) \(traits)")
    }
  }

  @Test(
    "dynamicTypeSize(_:): the subtree's environment only; its UIKit view's traits too when bridged",
    arguments: [false, true])
  func subtreeTextSize(bridged: Bool) {
    let calls = Calls()
    let list = TextSizeProbe(calls: calls, tag: "plain")
      .overlay { TextSizeProbe(calls: calls, tag: "sized").dynamicTypeSize(.accessibility5) }
    _ = SwiftUIScreen(list, textSizeBridged: bridged)
    #expect(calls.log == ["plain large L", "sized accessibility5 \(bridged ? "AX5" : "L")"])
  }

  @Test("makeCoordinator before makeUIView, once; updateUIView right after and at every render")
  func representableCalls() {
    let calls = Calls()
    let screen = SwiftUIScreen(Plain(calls: calls))
    #expect(calls.log == ["coordinator", "make 7", "update 0"])
    screen.host.rootView = Plain(calls: calls, tag: 1)
    #expect(calls.log == ["coordinator", "make 7", "update 0", "update 1"])
  }

  @Test("overlay: aligned in the view's frame, trailing on the left right to left; offset moves it")
  func overlayAlignment() throws {
    let calls = Calls()
    let square = Square(alignment: .topTrailing, dx: 5, overlay: Plain(calls: calls))
    let screen = SwiftUIScreen(square)
    let view = try #require(screen.host.view.subviews.first)
    // The square is centred at (175, 402); the overlay's top right corner is the square's, +5.
    #expect(screen.frame(of: view) == CGRect(x: 200, y: 402, width: 20, height: 20))
    screen.window.setTraits(UITraitCollection(style: .light, layoutDirection: .rightToLeft))
    #expect(screen.frame(of: view) == CGRect(x: 180, y: 402, width: 20, height: 20))
  }

  @Test("allowsHitTesting(false): a representable's view takes no touches")
  func hitTestingOff() throws {
    let calls = Calls()
    let screen = SwiftUIScreen(Plain(calls: calls).allowsHitTesting(false))
    #expect(screen.window.hitTest(CGPoint(x: 100, y: 100), with: nil) === screen.host.view)
    let onScreen = SwiftUIScreen(Plain(calls: calls))
    #expect(onScreen.window.hitTest(CGPoint(x: 100, y: 100), with: nil) !== onScreen.host.view)
  }

  /// A counter a press adds to: its state, and the renders that read it.
  struct Counter: View {
    let renders: Calls
    @State private var count = 0
    var body: some View {
      renders.log.append("\(count)")
      return Rectangle().contentShape(Rectangle())
        .gesture(DragGesture().onChanged { _ in count += 1 })
    }
  }

  @Test("state: kept across new view values, changed views render on the next turn, not at once")
  func stateOnNextTurn() async {
    let renders = Calls()
    let screen = SwiftUIScreen(Counter(renders: renders))
    screen.host.rootView = Counter(renders: renders)
    #expect(renders.log == ["0", "0"])
    let finger = screen.window.touchDown(at: CGPoint(x: 100, y: 100))
    finger.move(to: CGPoint(x: 100, y: 109))
    #expect(renders.log == ["0", "0"])  // 9 points: not yet a drag (minimum distance 10)
    finger.move(to: CGPoint(x: 100, y: 110))
    finger.move(to: CGPoint(x: 100, y: 120))
    #expect(renders.log == ["0", "0"])
    await screen.nextTurn()
    #expect(renders.log == ["0", "0", "2"])
    finger.lift()
  }

  /// A view showing the text size scaling of 10 points as its width.
  struct Scaled: View {
    @ScaledMetric(relativeTo: .footnote) private var width = 10.0
    var body: some View { Rectangle().frame(width: width, height: 10).contentShape(Rectangle()) }
  }

  @Test("ScaledMetric: 10 points at Large, × 12/13 at Small, × 44/13 at the largest size")
  func scaledMetric() throws {
    let calls = Calls()
    // Large last: the text size is the whole device's, and the next test expects the default.
    for (category, width) in [
      (UIContentSizeCategory.small, 120.0 / 13), (.accessibilityExtraExtraExtraLarge, 440.0 / 13),
      (.large, 10.0),
    ] {
      let screen = SwiftUIScreen(
        Scaled().overlay { Plain(calls: calls) },
        traits: UITraitCollection(style: .light, sizeCategory: category))
      let view = try #require(screen.host.view.subviews.first)
      #expect(abs(view.frame.width - width) < 1e-12)
    }
  }

  /// A timeline that runs while `running`, drawing a rectangle as wide as its date's seconds.
  struct Ticking: View {
    let running: Bool
    var body: some View {
      TimelineView(.animation(minimumInterval: nil, paused: !running)) { context in
        Canvas { graphics, _ in
          let seconds = context.date.timeIntervalSinceReferenceDate
          graphics.fill(Path(CGRect(x: 0, y: 0, width: seconds, height: 1)), with: .color(.red))
        }
      }
    }
  }

  @Test("TimelineView: paused, no frames; running, one render per display frame at its time")
  func timeline() throws {
    let paused = SwiftUIScreen(Ticking(running: false))
    #expect(DisplayLinks.running.isEmpty)
    _ = paused
    let screen = SwiftUIScreen(Ticking(running: true))
    #expect(DisplayLinks.running.count == 1)
    let before = try #require(screen.host.drawings.first?.fills.first).path.boundingRect.width
    DisplayLinks.tick(frameDuration: 0.25)
    let after = try #require(screen.host.drawings.first?.fills.first).path.boundingRect.width
    #expect(abs(after - before - 0.25) < 1e-9)
    screen.host.rootView = Ticking(running: false)
    #expect(DisplayLinks.running.isEmpty)
  }
}
