import AppleModelTesting
import Foundation
@_spi(Hosting) import StickyBadge
import StickyBadgeSwiftUI
import StickyBadgeUIKit
@_spi(Fixture) import SwiftUI
import Testing
@_spi(Fixture) import UIKit

/// A person clearing a SwiftUI chat list from its total, as the example app wires it.
@MainActor
@Suite("Clearing all SwiftUI badges from the total", .oneTestOnTheDevice)
struct ClearAllTests {
  /// A chat list: the total at the top right, as a toolbar shows it, and three avatars
  /// down the left at y 150 ("design"), 300 ("family") and 450 ("release"), written in the
  /// order family, design, release (not top to bottom). Each avatar's badge is bound to its
  /// unread count; the app can drop the release row (`showsRelease` false).
  struct Chats: View {
    let clearAll: StickyBadgeClearAll
    let probe: ClearAllProbe
    var showsRelease = true
    /// Unread messages in chats not on screen, counted in the total only.
    var elsewhere = 0
    @State private var design = 3
    @State private var family = 12
    @State private var release = 128

    var body: some View {
      let total = design + family + (showsRelease ? release : 0) + elsewhere
      probe.totals.append(total)
      probe.unread = ["design": $design, "family": $family, "release": $release]
      return Rectangle().frame(width: 390, height: 844)
        .overlay(alignment: .topTrailing) {
          Rectangle().frame(width: 30, height: 30)
            .stickyBadge(count: total, clearingAll: clearAll) { probe.completions += 1 }
            .offset(x: -16, y: 50)
        }
        .overlay(alignment: .topLeading) { avatar($family).offset(x: 16, y: 300) }
        .overlay(alignment: .topLeading) { avatar($design).offset(x: 16, y: 150) }
        .overlay(alignment: .topLeading) {
          if showsRelease { avatar($release).offset(x: 16, y: 450) }
        }
    }

    func avatar(_ unread: Binding<Int>) -> some View {
      Rectangle().frame(width: 40, height: 40).stickyBadge(count: unread, clearAll: clearAll)
    }
  }

  /// A chat list on a phone, and its badges.
  @MainActor struct Screen {
    let screen: SwiftUIScreen<Chats>
    let probe = ClearAllProbe()
    let clearAll = StickyBadgeClearAll()

    init() {
      screen = SwiftUIScreen(Chats(clearAll: clearAll, probe: probe))
    }

    /// The total's badge (the one highest on screen).
    var total: StickyBadgeView { badges[0] }
    /// The rows' badges, top to bottom.
    var rows: [StickyBadgeView] { Array(badges.dropFirst()) }
    private var badges: [StickyBadgeView] {
      screen.badges.sorted { screen.frame(of: $0).minY < screen.frame(of: $1).minY }
    }

    /// The person drags the total down and away, and lets go.
    func dragTotalOff() {
      let home = screen.frame(of: total).centre
      screen.pull(from: home, to: home.moved(-150, 150))
    }

    /// Runs 0.8 seconds of 5 ms frames, long enough for the whole clear all, without
    /// giving the main actor a turn (other suites' screens share the model's clock), the app
    /// rendering `change` at frame `changeFrame`. Returns when each row was first seen
    /// bursting (`nil`: never), and whether the total showed again meanwhile.
    func runClearAll(changingTo change: Chats? = nil, atFrame changeFrame: Int = 0)
      -> (burstTimes: [Double?], totalCameBack: Bool)
    {
      let (rows, total) = (rows, total)
      var (times, cameBack) = ([Double?](repeating: nil, count: rows.count), false)
      for frame in 0..<160 {
        if frame == changeFrame, let change { screen.host.rootView = change }
        DisplayLinks.tick(frameDuration: 0.005)
        for (index, row) in rows.enumerated()
        where times[index] == nil && row.controller.phase == .bursting {
          times[index] = CACurrentMediaTime()
        }
        cameBack = cameBack || total.controller.phase == .resting
      }
      return (times, cameBack)
    }

    /// Lets the main actor take the turns on which the app hears of the dismissals and
    /// the clear all's end, and renders.
    func takeTurns() async {
      await screen.nextTurn()
      await screen.nextTurn()
    }
  }

  @Test(
    "drag the total off: the rows burst top to bottom 60 ms apart; counts 0, onComplete next turn")
  func topToBottom() async throws {
    let phone = Screen()
    let rows = phone.rows
    try #require(rows.count == 3)
    #expect(rows.map(\.count) == [3, 12, 128])
    #expect(phone.total.count == 143)
    phone.dragTotalOff()
    let run = phone.runClearAll()
    let times = run.burstTimes.compactMap { $0 }
    try #require(times.count == 3)
    // In the order top to bottom, 60 ms apart, at the 5 ms frame each falls in.
    #expect(abs(times[1] - times[0] - 0.06) < 0.006)
    #expect(abs(times[2] - times[1] - 0.06) < 0.006)
    #expect(rows.allSatisfy { $0.controller.isDismissed })
    // Each dismissal reaches the app on the next turn, as a drag's does.
    let unread = phone.probe.unread
    #expect(unread["design"]?.wrappedValue == 3)
    #expect(phone.probe.completions == 0)
    await phone.takeTurns()
    #expect(phone.probe.completions == 1)
    let counts = ["design", "family", "release"].map { unread[$0]?.wrappedValue }
    #expect(counts == [0, 0, 0])
    #expect(phone.probe.totals.last == 0)
  }

  @Test("the total changes while the rows burst: it stays gone; onComplete once; then it shows")
  func totalStaysGoneUntilDone() async throws {
    let phone = Screen()
    phone.dragTotalOff()
    // 400 ms in, after the total's own 350 ms burst and before the last row's ends, two
    // messages arrive elsewhere: the app renders a total of 145.
    let change = Chats(clearAll: phone.clearAll, probe: phone.probe, elsewhere: 2)
    let run = phone.runClearAll(changingTo: change, atFrame: 80)
    #expect(phone.probe.totals == [143, 145])
    #expect(!run.totalCameBack)
    #expect(phone.total.controller.isDismissed)
    await phone.takeTurns()
    #expect(phone.probe.completions == 1)
    // After the last burst, the 2 left show: the total is back, and clears all again.
    #expect(phone.probe.totals.last == 2)
    #expect(phone.total.count == 2)
    #expect(!phone.total.controller.isDismissed)
    phone.probe.unread["family"]?.wrappedValue = 5
    await phone.takeTurns()
    #expect(phone.total.count == 7)
    phone.dragTotalOff()
    _ = phone.runClearAll()
    await phone.takeTurns()
    #expect(phone.probe.completions == 2)
    #expect(phone.probe.unread["family"]?.wrappedValue == 0)
  }

  @Test("the app drops the bottom row while the top one bursts: it is skipped, the rest clear")
  func rowRemovedMidway() async throws {
    let phone = Screen()
    let release = try #require(phone.rows.last)
    phone.dragTotalOff()
    // 5 ms frames: 100 ms in, the top row bursts; the bottom one would 120 ms later.
    let change = Chats(clearAll: phone.clearAll, probe: phone.probe, showsRelease: false)
    let run = phone.runClearAll(changingTo: change, atFrame: 20)
    #expect(run.burstTimes[0] != nil)
    #expect(run.burstTimes[1] != nil)
    #expect(run.burstTimes[2] == nil)
    #expect(release.window == nil)
    #expect(!release.controller.isDismissed)
    await phone.takeTurns()
    #expect(phone.probe.completions == 1)
    #expect(phone.probe.unread["design"]?.wrappedValue == 0)
    #expect(phone.probe.unread["family"]?.wrappedValue == 0)
    #expect(phone.probe.unread["release"]?.wrappedValue == 128)
  }

  @Test("the list goes after a clear all: its clear all goes too, though onComplete holds it")
  func freedWithTheList() async throws {
    // The list's onComplete closure holds a copy of the list, and so the clear all, as an
    // app's closure holds the store that owns it.
    weak var clearAll: StickyBadgeClearAll?
    do {
      let phone = Screen()
      clearAll = phone.clearAll
      phone.dragTotalOff()
      _ = phone.runClearAll()
      await phone.takeTurns()
      #expect(phone.probe.completions == 1)
    }
    #expect(clearAll == nil)
  }
}

/// What a test sees of a chat list: its counts, its totals and its completions.
@MainActor
final class ClearAllProbe {
  /// Each row's unread count, bound as its badge is.
  var unread: [String: Binding<Int>] = [:]
  /// The total at each evaluation of the list's body, in order.
  var totals: [Int] = []
  /// How many times the total's `onComplete` was called.
  var completions = 0
}
