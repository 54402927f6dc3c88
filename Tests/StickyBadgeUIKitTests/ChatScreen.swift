import Foundation
@_spi(Hosting) import StickyBadge
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

  /// Where the badge in motion is drawn now, in the window: the centre of the label the
  /// overlay draws (its capitals are centred on the badge), read from the overlay's views.
  func drawnCentre() -> CGPoint? {
    let labels = overlays.flatMap(\.subviews).compactMap { $0 as? UILabel }
    guard let label = labels.first(where: { !$0.isHidden && $0.alpha > 0 }), let font = label.font
    else { return nil }
    let capitalsMiddle = font.ascender - font.capHeight / 2
    return label.convert(CGPoint(x: label.bounds.midX, y: capitalsMiddle), to: nil)
  }

  /// The outline the overlays draw now, in the window: the bounding box of its path.
  var drawnOutline: CGRect? {
    for overlay in overlays {
      for case let shape as CAShapeLayer in overlay.layer.sublayers ?? []
      where !shape.isHidden && shape.opacity > 0 {
        if let box = shape.path?.boundingBox, !box.isNull {
          return overlay.convert(box, to: nil)
        }
      }
    }
    return nil
  }

  /// A finger presses at `start`, drags to `end` in `steps` moves and lifts: a pull let go.
  func pull(from start: CGPoint, to end: CGPoint, steps: Int = 10) {
    let finger = window.touchDown(at: start)
    finger.drag(to: end, steps: steps)
    finger.lift()
  }

  /// Views drawn over the window by badges in motion (their overlays), back to front.
  var overlays: [UIView] { window.subviews.filter { $0 is PaintListView } }

  /// Where `view` is among the window's subviews (back to front), by its topmost ancestor.
  func windowOrder(of view: UIView) -> Int? {
    var top = view
    while let parent = top.superview, parent !== window { top = parent }
    return window.subviews.firstIndex { $0 === top }
  }
}

extension CGPoint {
  /// This point moved by `dx`, `dy`.
  func moved(_ dx: CGFloat, _ dy: CGFloat) -> CGPoint { CGPoint(x: x + dx, y: y + dy) }
}
