import AppleModelTesting
import Foundation
@_spi(Hosting) import StickyBadge
import Testing
@_spi(Fixture) import UIKit

@testable import StickyBadgeUIKit

/// Screens of badges made and dropped over and over, as an app's screens come and go.
@MainActor
@Suite("Badges made and dropped by the thousand", .oneTestOnTheDevice)
struct ManyScreensTests {
  /// A window with five badges, one of them left springing home; returns the window weakly.
  private func screenLeftMidFlight() -> () -> UIWindow? {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    let list = UIView(frame: window.bounds)
    window.addSubview(list)
    var badges: [StickyBadgeView] = []
    for row in 0..<5 {
      let badge = StickyBadgeView()
      badge.count = row + 1
      badge.frame = CGRect(x: 340, y: CGFloat(row) * 64 + 22, width: 20, height: 20)
      list.addSubview(badge)
      badges.append(badge)
    }
    let start = badges[2].convert(CGPoint(x: 10, y: 10), to: nil)
    let finger = window.touchDown(at: start)
    finger.drag(to: start.moved(-60, 0), steps: 4)
    finger.lift()
    return { [weak window] in window }
  }

  /// The bytes of the process's data segment and heap now (Linux: `/proc/self/statm`'s
  /// sixth field, in pages), `nil` where there is no such file.
  private func dataBytes() -> Int? {
    #if os(Linux)
      guard let statm = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8) else {
        return nil
      }
      let fields = statm.split(separator: " ")
      return fields.count > 5 ? Int(fields[5]).map { $0 * 4096 } : nil
    #else
      return nil
    #endif
  }

  @Test(
    "a screen of badges dropped mid-flight 1,200 times leaves no window, display link, observer or memory behind"
  )
  func thousandScreens() {
    _ = ChatScreen(rows: 0)  // a fresh device
    for _ in 0..<50 { _ = screenLeftMidFlight() }  // the first screens warm the caches
    DisplayLinks.tick(frames: 2)
    // Three rounds of 400: each badge registered for two notifications, so staying
    // registrations would leave about 1.5 kB a screen in every round; the process's other
    // tests, running meanwhile, may grow the heap in one round, hardly in all three.
    var bytesPerScreen: [Double] = []
    for _ in 0..<3 {
      let before = dataBytes()
      var windowsKept = 0
      for _ in 0..<400 where screenLeftMidFlight()() != nil { windowsKept += 1 }
      // A badge freed mid-flight stops its link at the next frame.
      DisplayLinks.tick(frames: 2)
      #expect(windowsKept == 0)
      #expect(DisplayLinks.running.isEmpty)
      if let before, let after = dataBytes() {
        bytesPerScreen.append(Double(after - before) / 400)
      }
    }
    let least = bytesPerScreen.min() ?? 0
    #expect(least < 500, "\(bytesPerScreen) bytes left per screen in each round")
  }
}
