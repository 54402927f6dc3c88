import Foundation
import StickyBadge
@_spi(Fixture) import UIKit

@testable import StickyBadgeUIKit

/// A chat list as an app builds it, in the UIKit model: a window, a table of rows, a badge
/// on each row's trailing side. Building one resets the model (clock, display links,
/// settings, haptics, and the readings of what Apple leaves open, then applies `reading`),
/// so each test starts from a fresh device.
@MainActor
struct ChatScreen {
  let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
  let scene = UIWindowScene()
  let table: UITableView
  let cells: [UITableViewCell]
  let badges: [StickyBadgeView]

  init(rows: Int = 5, rowHeight: CGFloat = 64, count: Int = 3, reading: () -> Void = {}) {
    for link in DisplayLinks.running { link.invalidate() }
    Readings.reset()
    reading()
    DisplayLinks.maximumFramesPerSecond = 60
    AccessibilitySettings.reset()
    Haptics.played = []
    window.windowScene = scene
    table = UITableView(frame: window.bounds)
    window.addSubview(table)
    var (cells, badges) = ([UITableViewCell](), [StickyBadgeView]())
    for row in 0..<rows {
      let cell = UITableViewCell(style: .default, reuseIdentifier: "chat")
      cell.frame = CGRect(x: 0, y: CGFloat(row) * rowHeight, width: 390, height: rowHeight)
      table.addSubview(cell)
      let badge = StickyBadgeView()
      badge.count = count
      let size = badge.intrinsicContentSize
      badge.frame = CGRect(
        x: 360 - size.width, y: (rowHeight - size.height) / 2, width: size.width,
        height: size.height)
      cell.contentView.addSubview(badge)
      (cells, badges) = (cells + [cell], badges + [badge])
    }
    (self.cells, self.badges) = (cells, badges)
    table.contentSize = CGSize(width: 390, height: CGFloat(rows) * rowHeight)
    window.layoutIfNeeded()
  }

  /// The centre of `view` in the window.
  func centre(of view: UIView) -> CGPoint {
    view.convert(CGPoint(x: view.bounds.midX, y: view.bounds.midY), to: nil)
  }

  /// Where the badge of `controller` is drawn now, in the window (in motion: in the overlay).
  func drawnCentre(of controller: StickyBadgeController) -> CGPoint? {
    guard let view = controller.view, let centre = controller.session.frame?.badge.center
    else { return nil }
    return view.convert(centre.cgPoint, to: nil)
  }

  /// A finger presses at `start`, drags to `end` in `steps` moves and lifts: a pull let go.
  func pull(from start: CGPoint, to end: CGPoint, steps: Int = 10) {
    let finger = window.touchDown(at: start)
    finger.drag(to: end, steps: steps)
    finger.lift()
  }

  /// Views drawn over the window by badges in motion (their overlays).
  var overlays: [UIView] { window.subviews.filter { $0 is PaintListView } }
}

extension CGPoint {
  /// This point moved by `dx`, `dy`.
  func moved(_ dx: CGFloat, _ dy: CGFloat) -> CGPoint { CGPoint(x: x + dx, y: y + dy) }
}
