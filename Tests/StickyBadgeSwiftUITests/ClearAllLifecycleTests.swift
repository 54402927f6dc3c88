import AppleModelTesting
import Foundation
@_spi(Hosting) import StickyBadge
import StickyBadgeSwiftUI
import StickyBadgeUIKit
@_spi(Fixture) import SwiftUI
import Testing
@_spi(Fixture) import UIKit

/// A clear all whose total's view comes and goes: shown only once the list has loaded (after
/// its rows), or rebuilt by the app with a new identity.
@MainActor
@Suite("A SwiftUI clear all whose total comes late or is rebuilt", .oneTestOnTheDevice)
struct ClearAllLifecycleTests {
  /// A chat list: two avatars down the left at y 150 ("design") and 300 ("family"), written
  /// before the total at the top right, which the app shows (`showsTotal`) and identifies
  /// (`totalVersion`) as it likes.
  struct Chats: View {
    let clearAll: StickyBadgeClearAll
    let probe: ClearAllProbe
    var showsTotal = true
    var totalVersion = 0
    @State private var design = 3
    @State private var family = 12

    var body: some View {
      probe.unread = ["design": $design, "family": $family]
      return Rectangle().frame(width: 390, height: 844)
        .overlay(alignment: .topLeading) { avatar($design).offset(x: 16, y: 150) }
        .overlay(alignment: .topLeading) { avatar($family).offset(x: 16, y: 300) }
        .overlay(alignment: .topTrailing) {
          if showsTotal {
            Rectangle().frame(width: 30, height: 30)
              .stickyBadge(count: design + family, clearingAll: clearAll) {
                probe.completions += 1
              }
              .id(totalVersion)
              .offset(x: -16, y: 50)
          }
        }
    }

    func avatar(_ unread: Binding<Int>) -> some View {
      Rectangle().frame(width: 40, height: 40).stickyBadge(count: unread, clearAll: clearAll)
    }
  }

  /// The badges on `screen`, top to bottom.
  private func badges(on screen: SwiftUIScreen<Chats>) -> [StickyBadgeView] {
    screen.badges.sorted { screen.frame(of: $0).minY < screen.frame(of: $1).minY }
  }

  /// The person drags the total (the highest badge) down and away and lets go; 0.8 seconds
  /// of 5 ms frames play the clear all out, then the main actor takes two turns.
  private func dragTotalOff(on screen: SwiftUIScreen<Chats>) async throws {
    let total = try #require(badges(on: screen).first)
    let home = screen.frame(of: total).centre
    screen.pull(from: home, to: home.moved(-150, 150))
    #expect(total.controller.phase == .bursting)
    for _ in 0..<160 { DisplayLinks.tick(frameDuration: 0.005) }
    await screen.nextTurn()
    await screen.nextTurn()
  }

  @Test("the list shows its total once loaded, after its rows: dragging it off clears them")
  func totalMadeAfterRows() async throws {
    let (clearAll, probe) = (StickyBadgeClearAll(), ClearAllProbe())
    let screen = SwiftUIScreen(Chats(clearAll: clearAll, probe: probe, showsTotal: false))
    #expect(badges(on: screen).map(\.count) == [3, 12])
    screen.host.rootView = Chats(clearAll: clearAll, probe: probe)
    #expect(badges(on: screen).map(\.count) == [15, 3, 12])
    try await dragTotalOff(on: screen)
    #expect(badges(on: screen).dropFirst().allSatisfy { $0.controller.isDismissed })
    #expect(probe.unread["design"]?.wrappedValue == 0)
    #expect(probe.unread["family"]?.wrappedValue == 0)
    #expect(probe.completions == 1)
  }

  @Test("the app rebuilds the total with a new identity: the new total clears all")
  func totalRebuilt() async throws {
    let (clearAll, probe) = (StickyBadgeClearAll(), ClearAllProbe())
    let screen = SwiftUIScreen(Chats(clearAll: clearAll, probe: probe))
    let old = try #require(badges(on: screen).first)
    screen.host.rootView = Chats(clearAll: clearAll, probe: probe, totalVersion: 1)
    #expect(old.window == nil)
    let new = try #require(badges(on: screen).first)
    #expect(new !== old)
    #expect(new.count == 15)
    try await dragTotalOff(on: screen)
    #expect(probe.unread["design"]?.wrappedValue == 0)
    #expect(probe.unread["family"]?.wrappedValue == 0)
    #expect(probe.completions == 1)
  }
}
