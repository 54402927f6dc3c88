import AppleModelTesting
import Foundation
@_spi(Hosting) import StickyBadge
import StickyBadgeSwiftUI
@_spi(Fixture) import SwiftUI
import Testing
@_spi(Fixture) import UIKit

@testable import StickyBadgeUIKit

/// A list whose rows move around a badge the person pulled, each time bringing a row with as
/// many unread messages (so the badge's count does not change): a badge caught again on its
/// way home is still the chat dragged first; a badge back home is the row it shows now.
@MainActor
@Suite("A SwiftUI badge whose row changes around a pull", .oneTestOnTheDevice)
struct DraggedRowTests {
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

  @Test(
    "the person pulls a badge and lets it spring home; then a chat with as many unread messages moves into its row: a later dismissal is that chat's",
    arguments: ReuseTests.Identity.allCases)
  func homeThenReordered(identity: ReuseTests.Identity) async throws {
    let inbox = ReuseTests.Inbox([Chat(id: "Ana", unread: 3), Chat(id: "Ben", unread: 3)])
    let screen = SwiftUIScreen(ReuseTests.ChatList(inbox: inbox, identity: identity))
    let top = {
      try #require(screen.badges.first { abs(screen.frame(of: $0).midY - (342 + 20.0 / 6)) < 1 })
    }
    let pulled = try top()
    let home = screen.frame(of: pulled).centre
    screen.pull(from: home, to: home.moved(30, 0), steps: 3)
    DisplayLinks.tick(frames: 120)
    #expect(pulled.controller.phase == .resting)
    inbox.chats.reverse()
    screen.host.rootView = ReuseTests.ChatList(inbox: inbox, identity: identity)
    // VoiceOver's Dismiss on the top badge, now Ben's.
    let dismiss = try #require(try top().accessibilityCustomActions?.first)
    #expect(dismiss.activate())
    DisplayLinks.tick(frames: 60)
    await screen.nextTurn()
    #expect(inbox.read == ["Ben"])
  }
}
