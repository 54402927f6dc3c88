import AppleModelTesting
import Foundation
@_spi(Hosting) import StickyBadge
import StickyBadgeSwiftUI
@_spi(Fixture) import SwiftUI
import Testing
@_spi(Fixture) import UIKit

/// A person pulling the stretchy blob (`StretchyCircleView`) down, in the SwiftUI model.
@MainActor
@Suite("Pulling the SwiftUI stretchy circle", .oneTestOnTheDevice)
struct StretchyCircleTests {
  /// Every distance the blob reported at a release.
  @MainActor final class Releases { var distances: [Double] = [] }

  /// The blob's drawn outline in the window, from the latest render.
  private func outline(on screen: SwiftUIScreen<StretchyCircleView>) throws -> CGRect {
    let drawing = try #require(screen.host.drawings.first)
    let fill = try #require(drawing.fills.first)
    return fill.path.boundingRect.offsetBy(dx: drawing.frame.minX, dy: drawing.frame.minY)
  }

  @Test(
    "pull the blob down and let go: it stretches below its circle and reports the pull, at most 3 radii",
    arguments: [
      (50.0, 50.0, 91.081279059), (71.0, 71.0, 108.162088368), (72.0, 72.0, 108.976281943),
      (90.0, 72.0, 108.976281943),
    ])
  func stretchAndRelease(pull: Double, reported: Double, height: Double) async throws {
    let releases = Releases()
    let screen = SwiftUIScreen(
      StretchyCircleView(radius: 24, color: .red) { releases.distances.append($0) })
    // 48 wide, 24 × (2 + 3) tall, centred: the resting circle fills its top 48 points.
    let view = try #require(screen.host.drawings.first).frame
    #expect(view == CGRect(x: 171, y: 362, width: 48, height: 120))
    #expect(try outline(on: screen) == CGRect(x: 171, y: 362, width: 48, height: 48))
    #expect(screen.host.drawings.first?.fills.first?.color == .red)
    #expect(screen.host.drawings.first?.isAccessibilityHidden == true)
    let finger = screen.window.touchDown(at: CGPoint(x: 195, y: 386))
    finger.drag(to: CGPoint(x: 195, y: 386 + pull))
    await screen.nextTurn()
    DisplayLinks.tick()
    let stretched = try outline(on: screen)
    // The top stays; the outline (with its curves' control points) reaches down the pull.
    #expect(stretched.minY == 362)
    #expect(abs(stretched.height - height) < 1e-6)
    finger.lift()
    #expect(releases.distances == [reported])
  }

  @Test("the app gives the blob a 30-point radius: the next frame is the new circle, not mid-pull")
  func newRadiusReplacesSession() async throws {
    let screen = SwiftUIScreen(StretchyCircleView(radius: 24, color: .red))
    #expect(try outline(on: screen).size == CGSize(width: 48, height: 48))
    screen.host.rootView = StretchyCircleView(radius: 30, color: .red)
    #expect(try outline(on: screen).size == CGSize(width: 60, height: 60))
    // While a finger pulls, the session it pulls stays; the new one comes after the lift.
    let top = try outline(on: screen).minY
    let finger = screen.window.touchDown(at: CGPoint(x: 195, y: top + 30))
    finger.drag(to: CGPoint(x: 195, y: top + 60))
    await screen.nextTurn()
    let pulled = try outline(on: screen)
    #expect(pulled.height > 60)
    screen.host.rootView = StretchyCircleView(radius: 20, color: .red)
    // The view's frame follows the new radius at once; the pulled shape stays the same.
    #expect(try outline(on: screen).size == pulled.size)
    finger.lift()
    screen.host.rootView = StretchyCircleView(radius: 20, color: .red)
    #expect(try outline(on: screen).size == CGSize(width: 40, height: 40))
  }
}
