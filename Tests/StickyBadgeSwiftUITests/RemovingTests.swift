import AppleModelTesting
import Foundation
@_spi(Hosting) import StickyBadge
import StickyBadgeSwiftUI
import StickyBadgeUIKit
@_spi(Fixture) import SwiftUI
import Testing
@_spi(Fixture) import UIKit

/// A person removing a badge while it bursts, in SwiftUI.
@MainActor
@Suite("Removing a SwiftUI badge mid-flight", .oneTestOnTheDevice)
struct RemovingTests {
  /// An inbox that shows an avatar with a badge bound to its unread count, until the app
  /// hides it (`showsAvatar` false); `probe` sees the count and the dismissals.
  struct Inbox: View {
    let showsAvatar: Bool
    let probe: Probe
    @State private var unread = 3
    var body: some View {
      let _ = probe.watch($unread)
      if showsAvatar {
        Rectangle().frame(width: 40, height: 40)
          .stickyBadge(count: $unread) { probe.dismissals += 1 }
      }
    }
  }

  @Test("the app removes the avatar while its badge bursts: the count changes on the next turn")
  func removeWhileBursting() async throws {
    let probe = Probe()
    let screen = SwiftUIScreen(Inbox(showsAvatar: true, probe: probe))
    let badge = try #require(screen.badges.first)
    let home = screen.frame(of: badge).centre
    screen.pull(from: home, to: home.moved(120, 150))
    #expect(badge.controller.phase == .bursting)
    // The update that removes the avatar dismisses the bursting badge (its window is gone)...
    screen.host.rootView = Inbox(showsAvatar: false, probe: probe)
    #expect(badge.window == nil)
    #expect(badge.controller.isDismissed)
    // ...and the app's state is not changed inside that update, but on the next turn.
    #expect(probe.unread?.wrappedValue == 3)
    #expect(probe.dismissals == 0)
    await screen.nextTurn()
    #expect(probe.unread?.wrappedValue == 0)
    #expect(probe.dismissals == 1)
    #expect(DisplayLinks.running.isEmpty)
  }
}
