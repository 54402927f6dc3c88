import AppleModelTesting
import Foundation
@_spi(Hosting) import StickyBadge
import StickyBadgeSwiftUI
import StickyBadgeUIKit
@_spi(Fixture) import SwiftUI
import Testing
@_spi(Fixture) import UIKit

/// The system taking a finger away mid-gesture (an incoming call, Control Center pulled
/// down), in SwiftUI: nothing the person did not finish happens.
@MainActor
@Suite("The system cancels a SwiftUI gesture", .oneTestOnTheDevice)
struct CancellingTests {
  /// Every distance the blob reported at a release.
  @MainActor final class Releases { var distances: [Double] = [] }

  /// The blob's drawn outline in the window, from the latest render.
  private func outline(on screen: SwiftUIScreen<StretchyCircleView>) throws -> CGRect {
    let drawing = try #require(screen.host.drawings.first)
    let fill = try #require(drawing.fills.first)
    return fill.path.boundingRect.offsetBy(dx: drawing.frame.minX, dy: drawing.frame.minY)
  }

  /// Whether `a` and `b` are the same rectangle to a millionth of a point.
  private func same(_ a: CGRect, _ b: CGRect) -> Bool {
    abs(a.minX - b.minX) < 1e-6 && abs(a.minY - b.minY) < 1e-6
      && abs(a.width - b.width) < 1e-6 && abs(a.height - b.height) < 1e-6
  }

  /// The resting 24-point blob, centred on the screen.
  private let circle = CGRect(x: 171, y: 362, width: 48, height: 48)

  /// A blob reporting its releases to `releases`, pulled 60 points down by `finger`.
  private func pulledBlob(_ releases: Releases) async throws -> (
    SwiftUIScreen<StretchyCircleView>, Finger
  ) {
    let screen = SwiftUIScreen(
      StretchyCircleView(radius: 24, color: .red) { releases.distances.append($0) })
    let finger = screen.window.touchDown(at: CGPoint(x: 195, y: 386))
    finger.drag(to: CGPoint(x: 195, y: 446))
    await screen.nextTurn()
    DisplayLinks.tick()
    #expect(try outline(on: screen).height > 60)
    return (screen, finger)
  }

  @Test("a call comes in while the blob is pulled: it springs back to its circle, no release")
  func cancelledPullReturnsToRest() async throws {
    let releases = Releases()
    let (screen, finger) = try await pulledBlob(releases)
    finger.cancel()
    await screen.nextTurn()
    DisplayLinks.tick(frames: 120)
    #expect(releases.distances.isEmpty)
    #expect(same(try outline(on: screen), circle))
  }

  @Test("a call comes in while the blob is pulled: once at rest it stops redrawing")
  func cancelledPullStopsRedrawing() async throws {
    let (screen, finger) = try await pulledBlob(Releases())
    finger.cancel()
    await screen.nextTurn()
    DisplayLinks.tick(frames: 120)
    await screen.nextTurn()
    #expect(DisplayLinks.running.isEmpty)
    // Pulled again afterwards, it stretches again.
    let again = screen.window.touchDown(at: CGPoint(x: 195, y: 386))
    again.drag(to: CGPoint(x: 195, y: 446))
    await screen.nextTurn()
    DisplayLinks.tick()
    #expect(try outline(on: screen).height > 60)
    again.lift()
  }

  @Test("pull the blob and let go: it reports the pull, and stops redrawing once at rest")
  func releasedPullStopsRedrawing() async throws {
    let releases = Releases()
    let (screen, finger) = try await pulledBlob(releases)
    finger.lift()
    #expect(releases.distances.count == 1)
    DisplayLinks.tick(frames: 120)
    await screen.nextTurn()
    #expect(same(try outline(on: screen), circle))
    #expect(DisplayLinks.running.isEmpty)
  }

  @Test("a call comes in while the badge is pulled off its avatar: it goes home, still unread")
  func cancelledBadgeDragGoesHome() async throws {
    let probe = Probe()
    let screen = SwiftUIScreen(Avatar(unread: 3, probe: probe))
    let badge = try #require(screen.badges.first)
    let home = screen.frame(of: badge).centre
    let finger = screen.window.touchDown(at: home)
    finger.drag(to: home.moved(120, 150))
    #expect(badge.controller.phase == .detached)
    finger.cancel()
    DisplayLinks.tick(frames: 120)
    await screen.nextTurn()
    #expect(badge.controller.phase == .resting)
    #expect(!badge.controller.isDismissed)
    #expect(probe.unread?.wrappedValue == 3)
    #expect(probe.dismissals == 0)
    #expect(DisplayLinks.running.isEmpty)
  }
}
