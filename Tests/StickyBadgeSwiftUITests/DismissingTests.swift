import AppleModelTesting
import Foundation
@_spi(Hosting) import StickyBadge
import StickyBadgeSwiftUI
import StickyBadgeUIKit
@_spi(Fixture) import SwiftUI
import Testing
@_spi(Fixture) import UIKit

/// A person pulling a SwiftUI badge off, and the app's state after it.
@MainActor
@Suite("Dismissing a SwiftUI badge", .oneTestOnTheDevice)
struct DismissingTests {
  /// An avatar whose badge shows a fixed `count` (no binding), as an app that owns its state
  /// elsewhere writes it.
  struct Row: View {
    let count: Int
    let probe: Probe
    var body: some View {
      Rectangle().frame(width: 40, height: 40)
        .stickyBadge(count: count) { probe.dismissals += 1 }
    }
  }

  @Test("pull the badge off and let go: the bound count goes to 0 on the next turn, onDismiss once")
  func bindingOnNextTurn() async throws {
    let probe = Probe()
    let screen = SwiftUIScreen(Avatar(unread: 3, probe: probe))
    let badge = try #require(screen.badges.first)
    let home = screen.frame(of: badge).centre
    screen.pull(from: home, to: home.moved(120, 150))
    #expect(badge.controller.phase == .bursting)
    DisplayLinks.tick(frames: 60)
    #expect(badge.controller.isDismissed)
    // Reported during the frame that ended the burst: the app's state is not touched inside it.
    #expect(probe.unread?.wrappedValue == 3)
    #expect(probe.dismissals == 0)
    await screen.nextTurn()
    #expect(probe.unread?.wrappedValue == 0)
    #expect(probe.dismissals == 1)
    #expect(probe.renders.last == 0)
    #expect(badge.count == 0)
    DisplayLinks.tick(frames: 60)
    await screen.nextTurn()
    #expect(probe.dismissals == 1)
  }

  @Test("press 4 points outside the visible dot, inside the frame: the drag takes the badge")
  func wholeFrameIsTheTarget() throws {
    let screen = SwiftUIScreen(Avatar(unread: 3, probe: Probe()))
    let badge = try #require(screen.badges.first)
    let home = screen.frame(of: badge).centre
    // The dot's radius is 10; 14 points to its right is outside it and inside the 48-point frame.
    // The frame alone gives the badge that press; the UIKit badge's touch-target router, which
    // hands a press in a badge's target to it, would too: only with both a dot-sized frame and
    // no router would it miss.
    let finger = screen.window.touchDown(at: home.moved(14, 0))
    #expect(finger.hitView === badge)
    finger.drag(to: home.moved(150, 120))
    #expect(badge.controller.phase == .detached)
    finger.lift()
  }

  @Test(
    "the app renders again with the same count: the badge stays dismissed; 4 brings it back")
  func sameCountStaysDismissed() async throws {
    let probe = Probe()
    let screen = SwiftUIScreen(Row(count: 3, probe: probe))
    let badge = try #require(screen.badges.first)
    let home = screen.frame(of: badge).centre
    screen.pull(from: home, to: home.moved(120, 150))
    DisplayLinks.tick(frames: 60)
    await screen.nextTurn()
    #expect(probe.dismissals == 1)
    screen.host.rootView = Row(count: 3, probe: probe)
    screen.window.setTraits(UITraitCollection(style: .dark))
    #expect(badge.controller.isDismissed)
    #expect(badge.isAccessibilityElement == false)
    screen.host.rootView = Row(count: 4, probe: probe)
    #expect(!badge.controller.isDismissed)
    #expect(badge.count == 4)
    #expect(!badge.isHidden)
  }

  @Test("count 0: the badge's frame takes no touches; a press there reaches the avatar's own drag")
  func zeroTakesNoTouches() async throws {
    @MainActor final class Presses { var count = 0 }
    /// An avatar the app lets the person press (a drag from 0 points), around its badge.
    struct Pressable: View {
      let count: Int
      let presses: Presses
      var body: some View {
        Rectangle().frame(width: 40, height: 40).stickyBadge(count: count) {}
          .contentShape(Rectangle())
          .gesture(DragGesture(minimumDistance: 0).onEnded { _ in presses.count += 1 })
      }
    }
    let presses = Presses()
    let screen = SwiftUIScreen(Pressable(count: 3, presses: presses))
    let badge = try #require(screen.badges.first)
    // Inside the avatar's top right corner, where the badge's frame overlaps it: at 3 a pull
    // from there is the badge's (a view's own gesture goes first), not the avatar's.
    let corner = CGPoint(x: 212, y: 405)
    let finger = screen.window.touchDown(at: corner)
    finger.drag(to: corner.moved(30, -30))
    #expect(badge.controller.phase == .stretching)
    finger.lift()
    #expect(presses.count == 0)
    // At 0 the frame is still the 44-point minimum target, empty and hidden: the avatar's
    // own gesture takes the press (a UIKit view under the frame is reached only through
    // `allowsHitTesting(false)`: CountFormatTests).
    screen.host.rootView = Pressable(count: 0, presses: presses)
    screen.window.touchDown(at: corner).lift()
    #expect(presses.count == 1)
  }
}
