import AppleModelTesting
import Foundation
@_spi(Hosting) import StickyBadge
import StickyBadgeSwiftUI
import StickyBadgeUIKit
@_spi(Fixture) import SwiftUI
import Testing
@_spi(Fixture) import UIKit

/// An app's count format (`.stickyBadge(count:format:)`) reaching the SwiftUI badge: what it
/// shows, its frame and its touches follow the format, not only the count.
@MainActor
@Suite("A SwiftUI badge in the app's count format", .oneTestOnTheDevice)
struct CountFormatTests {
  /// A 40-point avatar, centred at (195, 422), whose badge shows `count` in `format`.
  struct Row: View {
    let count: Int
    let format: BadgeCountFormat
    let probe: Probe
    var body: some View {
      Rectangle().frame(width: 40, height: 40)
        .stickyBadge(count: count, format: format) { probe.dismissals += 1 }
    }
  }

  /// Shows 0 as a dot (a chat muted with messages the person has not opened).
  private let zeroAsDot = BadgeCountFormat(zeroStyle: .dot)
  /// Where the dot's centre sits: a sixth of its 20 points inside the avatar's top right
  /// corner (215, 402).
  private let corner = CGPoint(x: 215 - 20.0 / 6, y: 402 + 20.0 / 6)

  /// Whether `a` and `b` are the same point to a billionth of a point.
  private func same(_ a: CGPoint, _ b: CGPoint) -> Bool {
    abs(a.x - b.x) < 1e-9 && abs(a.y - b.y) < 1e-9
  }

  /// The person presses 14 points right of the dot's centre (outside the 10-point dot,
  /// inside its 48-point frame), pulls it away and lets go; the burst plays out.
  private func pullOff(_ badge: StickyBadgeView, on screen: SwiftUIScreen<Row>) async {
    let home = screen.frame(of: badge).centre
    let finger = screen.window.touchDown(at: home.moved(14, 0))
    #expect(finger.hitView === badge)
    finger.drag(to: home.moved(120, 150))
    #expect(badge.controller.phase == .detached)
    finger.lift()
    DisplayLinks.tick(frames: 60)
    await screen.nextTurn()
  }

  @Test(
    "the app shows 0 as a dot: the dot sits on the corner in its 48-point frame and can be pulled off"
  )
  func zeroAsDotCanBePulledOff() async throws {
    let probe = Probe()
    let screen = SwiftUIScreen(Row(count: 0, format: zeroAsDot, probe: probe))
    let badge = try #require(screen.badges.first)
    #expect(!badge.isHidden)
    #expect(badge.intrinsicContentSize == CGSize(width: 20, height: 20))
    let frame = screen.frame(of: badge)
    #expect(frame.size == CGSize(width: 48, height: 48))
    #expect(same(frame.centre, corner))
    await pullOff(badge, on: screen)
    #expect(badge.controller.isDismissed)
    #expect(probe.dismissals == 1)
    // The app renders 0 again: the dot stays gone.
    screen.host.rootView = Row(count: 0, format: zeroAsDot, probe: probe)
    #expect(badge.controller.isDismissed)
  }

  @Test(
    "the app switches its format to show 0 as a dot: the hidden badge shows the dot, which can be pulled off"
  )
  func switchingFormatShowsTheDot() async throws {
    let probe = Probe()
    let screen = SwiftUIScreen(Row(count: 0, format: BadgeCountFormat(), probe: probe))
    let badge = try #require(screen.badges.first)
    #expect(badge.intrinsicContentSize == .zero)
    // Hidden, the frame is the empty 44-point minimum target.
    #expect(screen.frame(of: badge).size == CGSize(width: 44, height: 44))
    screen.host.rootView = Row(count: 0, format: zeroAsDot, probe: probe)
    #expect(!badge.isHidden)
    #expect(badge.intrinsicContentSize == CGSize(width: 20, height: 20))
    #expect(screen.frame(of: badge).size == CGSize(width: 48, height: 48))
    await pullOff(badge, on: screen)
    #expect(probe.dismissals == 1)
  }

  @Test(
    "the app caps counts at 9: 120 reads \"9+\", a label wider than tall, and so is its frame")
  func cappedCountFrame() throws {
    let format = BadgeCountFormat(maximum: 9)
    let screen = SwiftUIScreen(Row(count: 120, format: format, probe: Probe()))
    let badge = try #require(screen.badges.first)
    // "9+" in the model's 13-point bold font: a 25.6 × 20 capsule ("99+" would be wider,
    // "120" too; one digit is the 20-point dot).
    let size = badge.intrinsicContentSize
    #expect(abs(size.width - 25.6) < 1e-9)
    #expect(size.height == 20)
    // The frame keeps the 14-point margin on each side: 53.6 × 48, centred on the capsule,
    // a sixth of its width and height inside the corner.
    let frame = screen.frame(of: badge)
    #expect(abs(frame.width - 53.6) < 1e-9)
    #expect(frame.height == 48)
    #expect(same(frame.centre, CGPoint(x: 215 - 25.6 / 6, y: 402 + 20.0 / 6)))
  }

  /// A contact photo drawn by UIKit (an app's own view), counting the touches it receives.
  final class PhotoView: UIView {
    var touchesReceived = 0
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
      touchesReceived += 1
    }
  }

  /// A 40-point UIKit photo with a badge showing `count` in `format`.
  struct Photo: View {
    /// The photo in SwiftUI.
    struct Representable: UIViewRepresentable {
      let view: PhotoView
      func makeUIView(context: Context) -> PhotoView { view }
      func updateUIView(_ view: PhotoView, context: Context) {}
    }
    let photo: PhotoView
    let count: Int
    let format: BadgeCountFormat
    var body: some View {
      Representable(view: photo).frame(width: 40, height: 40)
        .stickyBadge(count: count, format: format) {}
    }
  }

  @Test(
    "the default format hides 0: a press on the photo's corner, in the badge's empty frame, reaches the UIKit photo"
  )
  func hiddenZeroLetsPressesThrough() throws {
    let photo = PhotoView()
    let screen = SwiftUIScreen(Photo(photo: photo, count: 0, format: BadgeCountFormat()))
    let badge = try #require(screen.badges.first)
    // Inside the photo's top right corner, where the badge's 44-point frame overlaps it.
    let corner = CGPoint(x: 212, y: 405)
    let press = screen.window.touchDown(at: corner)
    #expect(press.hitView === photo)
    press.lift()
    #expect(photo.touchesReceived == 1)
    // The same 0 as a dot: the press is the badge's.
    screen.host.rootView = Photo(photo: photo, count: 0, format: zeroAsDot)
    let again = screen.window.touchDown(at: corner)
    #expect(again.hitView === badge)
    again.lift()
    #expect(photo.touchesReceived == 1)
  }
}
