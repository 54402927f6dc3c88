import AppleModelTesting
import Foundation
@_spi(Hosting) import StickyBadge
import StickyBadgeSwiftUI
import StickyBadgeUIKit
@_spi(Fixture) import SwiftUI
import Testing
@_spi(Fixture) import UIKit

/// A badge in a row the app lets the person drag (swipe to archive) with a SwiftUI
/// `DragGesture`: which drag a finger moves.
@MainActor
@Suite("A SwiftUI badge inside a view with its own drag", .oneTestOnTheDevice)
struct CompetingDragTests {
  /// What the row's own drag heard.
  @MainActor final class Swipes {
    var changes = 0
    var ends = 0
  }

  /// The row's drag, reporting to `swipes`.
  static func swipe(_ swipes: Swipes) -> some Gesture {
    DragGesture().onChanged { _ in swipes.changes += 1 }.onEnded { _ in swipes.ends += 1 }
  }

  /// A 300 × 60 row around an avatar with a badge, swiped with `gesture(_:)`.
  struct Row: View {
    let probe: Probe
    let swipes: Swipes
    var body: some View {
      Avatar(unread: 3, probe: probe).frame(width: 300, height: 60).contentShape(Rectangle())
        .gesture(CompetingDragTests.swipe(swipes))
    }
  }

  /// The same row swiped with `highPriorityGesture(_:)`.
  struct PriorityRow: View {
    let probe: Probe
    let swipes: Swipes
    var body: some View {
      Avatar(unread: 3, probe: probe).frame(width: 300, height: 60).contentShape(Rectangle())
        .highPriorityGesture(CompetingDragTests.swipe(swipes))
    }
  }

  /// The same row swiped with `simultaneousGesture(_:)`.
  struct SimultaneousRow: View {
    let probe: Probe
    let swipes: Swipes
    var body: some View {
      Avatar(unread: 3, probe: probe).frame(width: 300, height: 60).contentShape(Rectangle())
        .simultaneousGesture(CompetingDragTests.swipe(swipes))
    }
  }

  @Test("drag the badge off a swipeable row: the badge moves, the row's drag hears nothing")
  func badgeDragWinsOnTheBadge() async throws {
    let (probe, swipes) = (Probe(), Swipes())
    let screen = SwiftUIScreen(Row(probe: probe, swipes: swipes))
    let badge = try #require(screen.badges.first)
    let home = screen.frame(of: badge).centre
    screen.pull(from: home, to: home.moved(120, 150))
    #expect(badge.controller.phase == .bursting)
    #expect(swipes.changes == 0)
    #expect(swipes.ends == 0)
    DisplayLinks.tick(frames: 60)
    await screen.nextTurn()
    #expect(probe.unread?.wrappedValue == 0)
  }

  @Test("drag the row away from the badge: the row's drag moves, the badge stays home")
  func rowDragWinsBesideTheBadge() async throws {
    let (probe, swipes) = (Probe(), Swipes())
    let screen = SwiftUIScreen(Row(probe: probe, swipes: swipes))
    let badge = try #require(screen.badges.first)
    // The row spans x 45...345; the avatar's centre is at (195, 422).
    screen.pull(from: CGPoint(x: 80, y: 422), to: CGPoint(x: 200, y: 422))
    #expect(swipes.changes > 0)
    #expect(swipes.ends == 1)
    #expect(badge.controller.phase == .resting)
    #expect(probe.unread?.wrappedValue == 3)
  }

  @Test(
    "press at the edge of the badge's 48-point target and drag: inside, the badge; outside, the row",
    arguments: [(-1.0, true), (1.0, false)])
  func targetEdge(beyondEdge: Double, badgeMoves: Bool) async throws {
    let (probe, swipes) = (Probe(), Swipes())
    let screen = SwiftUIScreen(Row(probe: probe, swipes: swipes))
    let badge = try #require(screen.badges.first)
    let target = screen.frame(of: badge)
    // Left of the target's left edge (over the avatar, inside the row), `beyondEdge` points.
    let start = CGPoint(x: target.minX - beyondEdge, y: target.midY)
    let finger = screen.window.touchDown(at: start)
    finger.drag(to: start.moved(-60, 40))
    #expect(
      (badge.controller.phase == .stretching || badge.controller.phase == .detached) == badgeMoves)
    #expect((swipes.changes > 0) == !badgeMoves)
    finger.lift()
  }

  @Test("the row swipes with highPriorityGesture: a drag on the badge swipes, the badge stays home")
  func highPriorityRowWins() async throws {
    let (probe, swipes) = (Probe(), Swipes())
    let screen = SwiftUIScreen(PriorityRow(probe: probe, swipes: swipes))
    let badge = try #require(screen.badges.first)
    let home = screen.frame(of: badge).centre
    screen.pull(from: home, to: home.moved(120, 150))
    #expect(swipes.changes > 0)
    #expect(badge.controller.phase == .resting)
    DisplayLinks.tick(frames: 60)
    await screen.nextTurn()
    #expect(probe.unread?.wrappedValue == 3)
    #expect(probe.dismissals == 0)
  }

  @Test("the row swipes with simultaneousGesture: a drag on the badge moves both")
  func simultaneousBothMove() async throws {
    let (probe, swipes) = (Probe(), Swipes())
    let screen = SwiftUIScreen(SimultaneousRow(probe: probe, swipes: swipes))
    let badge = try #require(screen.badges.first)
    let home = screen.frame(of: badge).centre
    screen.pull(from: home, to: home.moved(120, 150))
    #expect(swipes.changes > 0)
    #expect(swipes.ends == 1)
    #expect(badge.controller.phase == .bursting)
  }
}
