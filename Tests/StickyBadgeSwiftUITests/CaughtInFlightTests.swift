import AppleModelTesting
import Foundation
import StickyBadge
import StickyBadgeSwiftUI
@_spi(Fixture) import SwiftUI
import Testing
@_spi(Fixture) import UIKit

@testable import StickyBadgeUIKit

/// A person catching a let-go badge on its way home after the list's rows changed: the
/// badge in the finger is still the chat that was dragged first.
@MainActor
@Suite("Catching a SwiftUI badge again after its row changed", .oneTestOnTheDevice)
struct CaughtInFlightTests {
  typealias Chat = ReuseTests.Chat

  /// Where the badge is drawn now, in the window (in flight, away from its view).
  private func drawnCentre(of badge: StickyBadgeView) throws -> CGPoint {
    let centre = try #require(badge.controller.session.frame?.badge.center)
    return badge.convert(CGPoint(x: centre.x, y: centre.y), to: nil)
  }

  @Test(
    "the list moves a chat with as many unread messages to the top while the let-go badge springs home; the person catches it and pulls it off: the dragged chat is read",
    arguments: ReuseTests.Identity.allCases)
  func caughtAfterReorder(identity: ReuseTests.Identity) async throws {
    let inbox = ReuseTests.Inbox([Chat(id: "Ana", unread: 3), Chat(id: "Ben", unread: 3)])
    let screen = SwiftUIScreen(ReuseTests.ChatList(inbox: inbox, identity: identity))
    // Ana's badge: the top row's, 60 points above the centred one.
    let dragged = try #require(
      screen.badges.first { abs(screen.frame(of: $0).midY - (342 + 20.0 / 6)) < 1 })
    let home = screen.frame(of: dragged).centre
    screen.pull(from: home, to: home.moved(30, 0), steps: 3)
    #expect(dragged.controller.phase == .returning)
    // Ben's chat moves to the top while Ana's badge is on its way home (by position, its
    // view now shows Ben's row: the same count, so the badge flies on).
    inbox.chats.reverse()
    screen.host.rootView = ReuseTests.ChatList(inbox: inbox, identity: identity)
    DisplayLinks.tick(frames: 1)
    #expect(dragged.controller.phase == .returning)
    let whereItIs = try drawnCentre(of: dragged)
    let grab = screen.window.touchDown(at: whereItIs)
    grab.drag(to: whereItIs.moved(120, 150))
    #expect(dragged.controller.phase == .detached)
    grab.lift()
    DisplayLinks.tick(frames: 60)
    await screen.nextTurn()
    #expect(inbox.read == ["Ana"])
  }
}
