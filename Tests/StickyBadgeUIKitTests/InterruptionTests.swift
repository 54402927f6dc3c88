import AppleModelTesting
import Foundation
@_spi(Hosting) import StickyBadge
import Testing
@_spi(Fixture) import UIKit

@testable import StickyBadgeUIKit

/// The system taking the touch away, and other screens covering a badge in motion.
@MainActor
@Suite("A badge interrupted or covered mid-flight", .oneTestOnTheDevice)
struct InterruptionTests {
  @Test(
    "a call comes in while a badge is pulled: the touch is cancelled and the badge goes home",
    arguments: [("stretched", -40.0), ("snapped off", -150.0)])
  func callCancelsPull(state: String, pull: Double) {
    let screen = ChatScreen()
    let badge = screen.badges[1]
    var dismissed = 0
    badge.onDismiss = { dismissed += 1 }
    let finger = screen.window.touchDown(at: screen.centre(of: badge))
    finger.drag(to: screen.centre(of: badge).moved(pull, 0))
    #expect([.stretching, .detached].contains(badge.controller.phase))
    finger.cancel()
    DisplayLinks.tick(frames: 120)
    #expect(badge.controller.phase == .resting)
    #expect(dismissed == 0)
    #expect(screen.overlays.isEmpty)
    #expect(badge.alpha == 1)
    // The next pull works as ever.
    screen.pull(from: screen.centre(of: badge), to: screen.centre(of: badge).moved(-150, 0))
    DisplayLinks.tick(frames: 60)
    #expect(dismissed == 1)
  }

  @Test("Control Center cancels the touch that caught a badge springing home: it goes home")
  func controlCenterCancelsCatch() throws {
    let screen = ChatScreen()
    let badge = screen.badges[2]
    let home = screen.centre(of: badge)
    screen.pull(from: home, to: home.moved(-60, 0))
    DisplayLinks.tick(frames: 2)
    let caught = try #require(screen.drawnCentre())
    let finger = screen.window.touchDown(at: caught)
    finger.drag(to: caught.moved(-30, 0), steps: 3)
    finger.cancel()
    DisplayLinks.tick(frames: 120)
    #expect(badge.controller.phase == .resting)
    #expect(!badge.controller.isDismissed)
    #expect(screen.overlays.isEmpty)
  }

  /// The list's view controller, whose view holds the chat screen's table (the caller keeps
  /// it: a view holds its controller weakly).
  private func listController(on screen: ChatScreen) -> UIViewController {
    let controller = UIViewController()
    controller.view = screen.table
    return controller
  }

  @Test(
    "a sheet comes up, then the badge is dismissed from code: its burst is drawn under the sheet",
    arguments: PresentationFixture.Container.allCases)
  func burstUnderSheet(container: PresentationFixture.Container) {
    let screen = ChatScreen()
    PresentationFixture.container = container
    let sheet = UIViewController()
    let list = listController(on: screen)
    list.present(sheet, animated: true)
    let badge = screen.badges[2]
    #expect(badge.controller.dismiss())
    #expect(badge.controller.phase == .bursting)
    #expect(screen.overlays.count == 1)
    switch container {
    case .inPresentingWindow:
      let (overlay, cover) = (
        screen.windowOrder(of: screen.overlays[0]), screen.windowOrder(of: sheet.view)
      )
      #expect(overlay.map { order in cover.map { order < $0 } ?? false } ?? false)
    case .ownWindow:
      #expect(sheet.view.window !== screen.window)
      #expect((sheet.view.window?.windowLevel ?? 0) > screen.window.windowLevel)
    }
    DisplayLinks.tick(frames: 60)
    #expect(badge.controller.isDismissed)
    #expect(screen.overlays.isEmpty)
    withExtendedLifetime(list) {}
  }

  @Test(
    "an alert comes up while a badge springs home: the badge goes on under the alert",
    arguments: PresentationFixture.Container.allCases)
  func returnUnderAlert(container: PresentationFixture.Container) {
    let screen = ChatScreen()
    PresentationFixture.container = container
    let badge = screen.badges[0]
    screen.pull(from: screen.centre(of: badge), to: screen.centre(of: badge).moved(-60, 0))
    let alert = UIViewController()
    let list = listController(on: screen)
    list.present(alert, animated: true)
    DisplayLinks.tick(frames: 2)
    if container == .inPresentingWindow {
      let (overlay, cover) = (
        screen.windowOrder(of: screen.overlays[0]), screen.windowOrder(of: alert.view)
      )
      #expect(overlay.map { order in cover.map { order < $0 } ?? false } ?? false)
    }
    DisplayLinks.tick(frames: 120)
    #expect(badge.controller.phase == .resting)
    #expect(screen.overlays.isEmpty)
    withExtendedLifetime(list) {}
  }

  @Test(
    "clear all runs after a sheet came up: every burst is drawn under the sheet",
    arguments: PresentationFixture.Container.allCases)
  func clearAllUnderSheet(container: PresentationFixture.Container) {
    let screen = ChatScreen()
    PresentationFixture.container = container
    let total = StickyBadgeView()
    total.count = 15
    total.frame = CGRect(x: 330, y: 800, width: 30, height: 20)
    screen.window.addSubview(total)
    let group = StickyBadgeGroup(groupBadge: total.controller)
    for badge in screen.badges { group.register(badge.controller) }
    let sheet = UIViewController()
    let list = listController(on: screen)
    list.present(sheet, animated: true)
    #expect(total.controller.dismiss())
    var coveredEveryFrame = true
    for _ in 0..<240 {
      let cover = screen.windowOrder(of: sheet.view)
      for overlay in screen.overlays where cover != nil {
        coveredEveryFrame = coveredEveryFrame && (screen.windowOrder(of: overlay) ?? .max) < cover!
      }
      DisplayLinks.tick()
    }
    #expect(coveredEveryFrame)
    #expect(screen.badges.allSatisfy { $0.controller.isDismissed })
    withExtendedLifetime(list) {}
  }

  /// A navigation stack showing the chat list.
  private func listInNavigation(on screen: ChatScreen) -> UINavigationController {
    let navigation = UINavigationController(rootViewController: listController(on: screen))
    navigation.view.frame = screen.window.bounds
    screen.window.addSubview(navigation.view)
    screen.window.layoutIfNeeded()
    return navigation
  }

  @Test(
    "a conversation is pushed while a badge springs home or bursts: nothing stays drawn, and back it is home or gone",
    arguments: [("springs home", -60.0), ("bursts", -200.0)])
  func pushMidFlight(phase: String, pull: Double) {
    let screen = ChatScreen()
    let navigation = listInNavigation(on: screen)
    let badge = screen.badges[1]
    var dismissed = 0
    badge.onDismiss = { dismissed += 1 }
    screen.pull(from: screen.centre(of: badge), to: screen.centre(of: badge).moved(pull, 0))
    navigation.pushViewController(UIViewController(), animated: true)
    DisplayLinks.tick(frames: 2)
    #expect(screen.overlays.isEmpty)
    #expect(DisplayLinks.running.isEmpty)
    navigation.popViewController(animated: true)
    screen.window.layoutIfNeeded()
    #expect(dismissed == (pull < -100 ? 1 : 0))
    #expect(badge.controller.phase == (pull < -100 ? .dismissed : .resting))
    #expect(badge.alpha == (pull < -100 ? 0 : 1))
  }

  @Test(
    "the keyboard's window comes up while a badge springs home: the badge stays in its own window")
  func keyboardWindow() {
    let screen = ChatScreen()
    let badge = screen.badges[4]
    screen.pull(from: screen.centre(of: badge), to: screen.centre(of: badge).moved(-60, 0))
    // The keyboard is drawn in a window of its own, in front of the app's.
    let keyboard = UIWindow(frame: CGRect(x: 0, y: 500, width: 390, height: 344))
    keyboard.windowLevel = screen.window.windowLevel + 1
    DisplayLinks.tick(frames: 2)
    #expect(badge.controller.dismiss())
    #expect(screen.overlays.count == 1)
    #expect(keyboard.subviews.isEmpty)
    DisplayLinks.tick(frames: 60)
    #expect(screen.overlays.isEmpty)
  }
}
