import AppleModelTesting
import Foundation
@_spi(Hosting) import StickyBadge
import Testing
@_spi(Fixture) import UIKit

@testable import StickyBadgeUIKit

/// A view made sticky taken off the effect, or out of its window, while it springs home,
/// the app still holding it: what is drawn afterwards.
@MainActor
@Suite("A sticky view detached or taken out while it springs home", .oneTestOnTheDevice)
struct PinnedLifetimeTests {
  /// The two kinds of sticky view an app has: a plain label made sticky, and a badge view.
  enum Kind: String, CaseIterable, CustomTestStringConvertible {
    case label, badge
    var testDescription: String { rawValue }
  }

  /// A sticky view of `kind` in the first row of `screen`, and its controller.
  private func stickyView(_ kind: Kind, on screen: ChatScreen) -> (UIView, StickyBadgeController) {
    switch kind {
    case .label:
      let label = UILabel(frame: CGRect(x: 20, y: 20, width: 40, height: 24))
      label.text = "NEW"
      screen.cells[0].contentView.addSubview(label)
      return (label, label.attachStickyBadge())
    case .badge:
      return (screen.badges[0], screen.badges[0].controller)
    }
  }

  /// Pulls `view` 40 points left and lets go: it springs home, drawn in the overlay.
  private func letSpringHome(_ view: UIView, on screen: ChatScreen) {
    screen.pull(from: screen.centre(of: view), to: screen.centre(of: view).moved(-40, 0))
  }

  @Test(
    "detach a sticky view while it springs home: the view shows again, no overlay is left",
    arguments: Kind.allCases)
  func detachWhileReturning(kind: Kind) {
    let screen = ChatScreen()
    let (view, controller) = stickyView(kind, on: screen)
    letSpringHome(view, on: screen)
    #expect(controller.phase == .returning)
    #expect(view.alpha == 0)
    #expect(screen.overlays.count == 1)
    controller.detach()
    #expect(view.alpha == 1)
    #expect(screen.overlays.isEmpty)
    DisplayLinks.tick(frames: 2)
    #expect(screen.overlays.isEmpty)
    #expect(DisplayLinks.running.isEmpty)
    #expect(view.alpha == 1)
  }

  @Test(
    "take a sticky view out of its window while it springs home, keeping it: it is home, the overlay and the clock stop",
    arguments: Kind.allCases)
  func takenOutWhileReturning(kind: Kind) {
    let screen = ChatScreen()
    let (view, controller) = stickyView(kind, on: screen)
    letSpringHome(view, on: screen)
    #expect(controller.phase == .returning)
    view.removeFromSuperview()  // the app still holds `view`
    // A badge view hears it leave its window; a plain view's clock notices at its next frame.
    if kind == .label { DisplayLinks.tick() }
    #expect(controller.phase == .resting)
    #expect(screen.overlays.isEmpty)
    #expect(DisplayLinks.running.isEmpty)
    DisplayLinks.tick(frames: 30)
    #expect(screen.overlays.isEmpty)
    // Put back, it is shown at home.
    screen.cells[0].contentView.addSubview(view)
    #expect(view.alpha == 1)
    #expect(!view.isHidden)
    #expect(screen.overlays.isEmpty)
  }
}
