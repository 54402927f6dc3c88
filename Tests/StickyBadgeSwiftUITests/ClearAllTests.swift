import Foundation
import StickyBadge
import StickyBadgeSwiftUI
import StickyBadgeUIKit
@_spi(Fixture) import SwiftUI
import Testing
@_spi(Fixture) import UIKit

/// A person clearing a SwiftUI chat list from its total, as the example app wires it.
@MainActor
@Suite("Clearing all SwiftUI badges from the total", .serialized)
struct ClearAllTests {
  /// A chat list: the total at the top right, as a toolbar shows it, and three avatars
  /// down the left at y 150 ("design"), 300 ("family") and 450 ("release"), written in the
  /// order family, design, release (not top to bottom). Each avatar's badge is bound to its
  /// unread count; the app can drop the release row (`showsRelease` false).
  struct Chats: View {
    let clearAll: StickyBadgeClearAll
    let probe: ClearAllProbe
    var showsRelease = true
    @State private var design = 3
    @State private var family = 12
    @State private var release = 128

    var body: some View {
      let total = design + family + (showsRelease ? release : 0)
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

    /// Runs frames of 5 ms, letting the main actor take its turns after each (the app hears
    /// of dismissals there), until the total's `onComplete` was called again or 2 seconds passed.
    /// Returns when each row was first seen bursting (`nil`: never), and whether the total
    /// showed again meanwhile.
    func runClearAll(removingReleaseAfter removalFrame: Int? = nil) async
      -> (burstTimes: [Double?], totalCameBack: Bool)
    {
      let (rows, total) = (rows, total)
      var (times, cameBack) = ([Double?](repeating: nil, count: rows.count), false)
      let completions = probe.completions
      for frame in 0..<400 where probe.completions == completions {
        if frame == removalFrame {
          screen.host.rootView = Chats(clearAll: clearAll, probe: probe, showsRelease: false)
        }
        DisplayLinks.tick(frameDuration: 0.005)
        for (index, row) in rows.enumerated()
        where times[index] == nil && row.controller.phase == .bursting {
          times[index] = CACurrentMediaTime()
        }
        await screen.nextTurn()
        await screen.nextTurn()
        cameBack = cameBack || total.controller.phase == .resting
      }
      return (times, cameBack)
    }
  }

  @Test("drag the total off: the rows burst top to bottom 60 ms apart, each count goes to 0")
  func topToBottom() async throws {
    let phone = Screen()
    let rows = phone.rows
    try #require(rows.count == 3)
    #expect(rows.map(\.count) == [3, 12, 128])
    #expect(phone.total.count == 143)
    phone.dragTotalOff()
    let run = await phone.runClearAll()
    let times = run.burstTimes.compactMap { $0 }
    try #require(times.count == 3)
    // In the order top to bottom, 60 ms apart, at the 5 ms frame each falls in.
    #expect(abs(times[1] - times[0] - 0.06) < 0.006)
    #expect(abs(times[2] - times[1] - 0.06) < 0.006)
    #expect(rows.allSatisfy { $0.controller.isDismissed })
    let unread = phone.probe.unread
    let counts = ["design", "family", "release"].map { unread[$0]?.wrappedValue }
    #expect(counts == [0, 0, 0])
    #expect(phone.probe.totals.last == 0)
  }

  @Test("while the rows count the total down it stays gone; onComplete once; it shows again at 5")
  func totalStaysGoneUntilDone() async throws {
    let phone = Screen()
    phone.dragTotalOff()
    let run = await phone.runClearAll()
    #expect(phone.probe.completions == 1)
    #expect(!run.totalCameBack)
    // The rows counted it down as they burst: 143, 140, 128, 0.
    #expect(Array(Set(phone.probe.totals)).sorted() == [0, 128, 140, 143])
    #expect(phone.total.controller.isDismissed)
    DisplayLinks.tick(frames: 60)
    await phone.screen.nextTurn()
    #expect(phone.probe.completions == 1)
    // The next batch of unread messages: the total shows again, and clears all again.
    phone.probe.unread["family"]?.wrappedValue = 5
    await phone.screen.nextTurn()
    #expect(phone.total.count == 5)
    #expect(!phone.total.controller.isDismissed)
    phone.dragTotalOff()
    _ = await phone.runClearAll()
    #expect(phone.probe.completions == 2)
    #expect(phone.probe.unread["family"]?.wrappedValue == 0)
  }

  @Test("the app drops the bottom row while the top one bursts: it is skipped, the rest clear")
  func rowRemovedMidway() async throws {
    let phone = Screen()
    let release = try #require(phone.rows.last)
    phone.dragTotalOff()
    // 5 ms frames: the first row bursts within the first 60 ms; the bottom one 120 ms later.
    let run = await phone.runClearAll(removingReleaseAfter: 20)
    #expect(run.burstTimes[0] != nil)
    #expect(run.burstTimes[1] != nil)
    #expect(run.burstTimes[2] == nil)
    #expect(release.window == nil)
    #expect(!release.controller.isDismissed)
    #expect(phone.probe.completions == 1)
    #expect(phone.probe.unread["design"]?.wrappedValue == 0)
    #expect(phone.probe.unread["family"]?.wrappedValue == 0)
    #expect(phone.probe.unread["release"]?.wrappedValue == 128)
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
