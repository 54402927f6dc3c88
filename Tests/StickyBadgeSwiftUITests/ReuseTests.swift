import AppleModelTesting
import Foundation
@_spi(Hosting) import StickyBadge
import StickyBadgeSwiftUI
import StickyBadgeUIKit
@_spi(Fixture) import SwiftUI
import Testing
@_spi(Fixture) import UIKit

/// A chat list whose rows change while a badge is in flight: the dismissal reaches the chat
/// whose badge was dragged, whether SwiftUI moves that row's view with it or reuses it for
/// another row.
@MainActor
@Suite("A SwiftUI badge in a list whose rows change", .oneTestOnTheDevice)
struct ReuseTests {
  /// One conversation.
  struct Chat: Identifiable {
    let id: String
    var unread: Int
  }

  /// A row of the list: the chat, its position, and the identity the list gives it.
  struct Row {
    let index: Int
    let chat: Chat
    let key: String
  }

  /// The app's store: its chats, top first, and the chats marked read.
  @MainActor final class Inbox {
    var chats: [Chat]
    var read: [String] = []
    init(_ chats: [Chat]) { self.chats = chats }
    /// The rows, identified by chat or by position.
    func rows(_ identity: Identity) -> [Row] {
      chats.enumerated().map { index, chat in
        Row(index: index, chat: chat, key: identity == .byChat ? chat.id : "\(index)")
      }
    }
  }

  /// How the list identifies its rows.
  enum Identity: CaseIterable {
    /// By chat (`ForEach` with the chat's id): a chat's row keeps its view wherever it goes.
    case byChat
    /// By position (`ForEach` with the row's index): the view at a position is reused for the
    /// chat that moves there, as a list reusing its rows' views for other rows would.
    case byPosition
  }

  /// The list: a 40-point avatar per chat, 60 points apart from y 340, with its badge.
  struct ChatList: View {
    let inbox: Inbox
    let identity: Identity
    var body: some View {
      ForEach(inbox.rows(identity), id: \.key) { row in
        Rectangle().frame(width: 40, height: 40)
          .stickyBadge(count: row.chat.unread) { inbox.read.append(row.chat.id) }
          .offset(y: CGFloat(row.index) * 60 - 60)
      }
    }
  }

  /// The badge view whose frame is nearest the row at `index`.
  private func badge(inRow index: Int, on screen: SwiftUIScreen<ChatList>) throws
    -> StickyBadgeView
  {
    let rowTop = 402 + CGFloat(index) * 60 - 60
    return try #require(
      screen.badges.first { abs(screen.frame(of: $0).midY - (rowTop + 20.0 / 6)) < 1 })
  }

  @Test(
    "a message moves another chat to the top as the dragged badge's burst ends: the dragged chat is read",
    arguments: Identity.allCases)
  func reorderedAtDismissal(identity: Identity) async throws {
    let inbox = Inbox([Chat(id: "Ana", unread: 3), Chat(id: "Ben", unread: 5)])
    let screen = SwiftUIScreen(ChatList(inbox: inbox, identity: identity))
    let dragged = try badge(inRow: 0, on: screen)
    let home = screen.frame(of: dragged).centre
    screen.pull(from: home, to: home.moved(120, 150))
    DisplayLinks.tick(frames: 60)
    #expect(dragged.controller.isDismissed)
    // In the same turn, before the app hears of it, Ben's new message moves him to the top.
    inbox.chats = [Chat(id: "Ben", unread: 6), Chat(id: "Ana", unread: 3)]
    screen.host.rootView = ChatList(inbox: inbox, identity: identity)
    await screen.nextTurn()
    #expect(inbox.read == ["Ana"])
    // Ben's badge, at the top, shows his 6 unread messages.
    let top = try badge(inRow: 0, on: screen)
    #expect(top.count == 6)
    #expect(!top.controller.isDismissed)
  }

  @Test(
    "a chat above the dragged one is deleted while its badge bursts: the dragged chat is read, the next one shows its count",
    arguments: Identity.allCases)
  func rowRemovedDuringBurst(identity: Identity) async throws {
    let inbox = Inbox([
      Chat(id: "Ana", unread: 3), Chat(id: "Ben", unread: 5), Chat(id: "Cy", unread: 1),
    ])
    let screen = SwiftUIScreen(ChatList(inbox: inbox, identity: identity))
    let dragged = try badge(inRow: 1, on: screen)
    let home = screen.frame(of: dragged).centre
    screen.pull(from: home, to: home.moved(120, 150))
    #expect(dragged.controller.phase == .bursting)
    inbox.chats.removeFirst()
    screen.host.rootView = ChatList(inbox: inbox, identity: identity)
    DisplayLinks.tick(frames: 60)
    screen.host.rootView = ChatList(inbox: inbox, identity: identity)
    await screen.nextTurn()
    DisplayLinks.tick(frames: 60)
    await screen.nextTurn()
    #expect(inbox.read == ["Ben"])
    // Cy, now second, shows his one unread message.
    let cy = try badge(inRow: 1, on: screen)
    #expect(cy.count == 1)
    #expect(!cy.controller.isDismissed)
    #expect(!cy.isHidden)
  }

  @Test(
    "a message moves another chat to the top while the let-go badge springs home: no chat is read, the top shows its count",
    arguments: Identity.allCases)
  func reorderedWhileReturning(identity: Identity) async throws {
    let inbox = Inbox([Chat(id: "Ana", unread: 3), Chat(id: "Ben", unread: 5)])
    let screen = SwiftUIScreen(ChatList(inbox: inbox, identity: identity))
    let pulled = try badge(inRow: 0, on: screen)
    let home = screen.frame(of: pulled).centre
    screen.pull(from: home, to: home.moved(30, 0), steps: 3)
    #expect(pulled.controller.phase == .returning)
    inbox.chats = [Chat(id: "Ben", unread: 6), Chat(id: "Ana", unread: 3)]
    screen.host.rootView = ChatList(inbox: inbox, identity: identity)
    DisplayLinks.tick(frames: 120)
    await screen.nextTurn()
    #expect(inbox.read.isEmpty)
    let top = try badge(inRow: 0, on: screen)
    #expect(top.count == 6)
    #expect(top.controller.phase == .resting)
    #expect(!top.isHidden)
    // A later dismissal of the top badge (VoiceOver's action) is Ben's.
    let dismiss = try #require(top.accessibilityCustomActions?.first)
    #expect(dismiss.activate())
    DisplayLinks.tick(frames: 60)
    await screen.nextTurn()
    #expect(inbox.read == ["Ben"])
  }

  /// One avatar whose identity is `version` (`.id(_:)`), with a badge.
  struct Versioned: View {
    let version: Int
    let inbox: Inbox
    var body: some View {
      Rectangle().frame(width: 40, height: 40)
        .stickyBadge(count: 3) { inbox.read.append("v\(version)") }
        .id(version)
    }
  }

  @Test(
    "the app gives the avatar a new identity while its badge bursts: a new badge, one dismissal")
  func newIdentityMidBurst() async throws {
    let inbox = Inbox([])
    let screen = SwiftUIScreen(Versioned(version: 1, inbox: inbox))
    let old = try #require(screen.badges.first)
    let home = screen.frame(of: old).centre
    screen.pull(from: home, to: home.moved(120, 150))
    #expect(old.controller.phase == .bursting)
    screen.host.rootView = Versioned(version: 2, inbox: inbox)
    #expect(old.window == nil)
    let new = try #require(screen.badges.first)
    #expect(new !== old)
    #expect(new.count == 3)
    #expect(!new.controller.isDismissed)
    await screen.nextTurn()
    DisplayLinks.tick(frames: 60)
    await screen.nextTurn()
    #expect(inbox.read == ["v1"])
  }
}
