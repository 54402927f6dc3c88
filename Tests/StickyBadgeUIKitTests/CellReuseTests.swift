import AppleModelTesting
import Foundation
@_spi(Hosting) import StickyBadge
import Testing
@_spi(Fixture) import UIKit

@testable import StickyBadgeUIKit

/// A conversation list as apps write it: a data source that dequeues a badge cell per
/// conversation, hands the badge its dismissal (before its count, as some apps do), and
/// records which conversations were marked read.
@MainActor
private final class ConversationList: UITableViewDataSource {
  var unread: [Int]
  /// The rows whose conversation was marked read, in order.
  var markedRead: [Int] = []
  let resetsBadgeOnReuse: Bool

  init(unread: [Int], resetsBadgeOnReuse: Bool) {
    (self.unread, self.resetsBadgeOnReuse) = (unread, resetsBadgeOnReuse)
  }

  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    unread.count
  }

  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    let cell = tableView.dequeueReusableCell(withIdentifier: "chat", for: indexPath)
    guard let cell = cell as? BadgeCell else { return cell }
    cell.resetsBadgeOnReuse = resetsBadgeOnReuse
    let row = indexPath.row
    cell.badge.onDismiss = { [weak self] in self?.markedRead.append(row) }
    cell.badge.count = unread[row]
    return cell
  }
}

/// A row with a badge on its trailing side; it resets the badge when reused, or not.
private final class BadgeCell: UITableViewCell {
  let badge = StickyBadgeView()
  var resetsBadgeOnReuse = true

  required init(style: CellStyle, reuseIdentifier: String?) {
    super.init(style: style, reuseIdentifier: reuseIdentifier)
    contentView.addSubview(badge)
  }
  required init?(coder: NSCoder) { nil }

  override func layoutSubviews() {
    super.layoutSubviews()
    let size = badge.intrinsicContentSize
    badge.frame = CGRect(
      x: 360 - size.width, y: (bounds.height - size.height) / 2, width: size.width,
      height: size.height)
  }

  override func prepareForReuse() {
    super.prepareForReuse()
    if resetsBadgeOnReuse { badge.controller.reset() }
  }
}

/// Cells reused while a finger holds their badge, or while it springs home or bursts.
@MainActor
@Suite("A badge's cell reused under the finger", .oneTestOnTheDevice)
struct CellReuseTests {
  /// Five conversations on 64-point rows, each cell from the data source.
  private func conversations(
    _ unread: [Int] = [3, 5, 7, 9, 11], resetsBadgeOnReuse: Bool,
    order: TableReuseFixture.Order
  ) -> (ChatScreen, ConversationList) {
    let screen = ChatScreen(rows: 0)
    TableReuseFixture.order = order
    let list = ConversationList(unread: unread, resetsBadgeOnReuse: resetsBadgeOnReuse)
    screen.table.rowHeight = 64
    screen.table.register(BadgeCell.self, forCellReuseIdentifier: "chat")
    screen.table.dataSource = list
    screen.table.reloadData()
    return (screen, list)
  }

  private func badge(onRow row: Int, of screen: ChatScreen) -> StickyBadgeView? {
    (screen.table.visibleCells[row] as? BadgeCell)?.badge
  }

  /// Whether anything is drawn in the overlay outside row 1's band (y 64 to 128), where the
  /// dragged badge lives, other than under the finger far away to the left.
  private func drawsOnAnotherRow(_ screen: ChatScreen) -> Bool {
    guard let outline = screen.drawnOutline else { return false }
    return outline.maxX > 250 && (outline.minY > 128 || outline.maxY < 64)
  }

  /// Every badge that was not marked read shows, at rest, in its own view: nothing of it is
  /// left transparent or in an overlay.
  private func nothingLeftBehind(_ screen: ChatScreen, _ list: ConversationList) -> Bool {
    screen.overlays.isEmpty && DisplayLinks.running.isEmpty
      && screen.table.visibleCells.compactMap { ($0 as? BadgeCell)?.badge }.allSatisfy {
        $0.controller.isDismissed || ($0.alpha == 1 && $0.controller.phase == .resting)
      }
  }

  @Test(
    "a new message reloads the list while a finger holds a badge: no ghost, no other conversation marked read",
    arguments: TableReuseFixture.Order.allCases, [true, false])
  func reloadWhileHeld(order: TableReuseFixture.Order, resets: Bool) throws {
    let (screen, list) = conversations(resetsBadgeOnReuse: resets, order: order)
    let held = try #require(badge(onRow: 1, of: screen))
    let finger = screen.window.touchDown(at: screen.centre(of: held))
    finger.drag(to: screen.centre(of: held).moved(-60, 0), steps: 6)
    list.unread[1] = 6
    screen.table.reloadData()
    #expect(!drawsOnAnotherRow(screen))
    finger.drag(to: CGPoint(x: 100, y: 400), steps: 10)
    finger.lift()
    DisplayLinks.tick(frames: 120)
    #expect(list.markedRead.allSatisfy { $0 == 1 })
    #expect(nothingLeftBehind(screen, list))
  }

  @Test(
    "the list reloads while a badge springs home: it is not drawn springing to another row",
    arguments: TableReuseFixture.Order.allCases, [true, false])
  func reloadWhileReturning(order: TableReuseFixture.Order, resets: Bool) throws {
    let (screen, list) = conversations(resetsBadgeOnReuse: resets, order: order)
    let dragged = try #require(badge(onRow: 1, of: screen))
    screen.pull(from: screen.centre(of: dragged), to: screen.centre(of: dragged).moved(-60, 0))
    #expect(dragged.controller.phase == .returning)
    list.unread[1] = 6
    screen.table.reloadData()
    for _ in 0..<60 {
      #expect(!drawsOnAnotherRow(screen))
      DisplayLinks.tick()
    }
    #expect(list.markedRead.isEmpty)
    #expect(nothingLeftBehind(screen, list))
  }

  @Test(
    "the list reloads while a badge bursts: the conversation that was dragged is marked read, once",
    arguments: TableReuseFixture.Order.allCases, [true, false])
  func reloadWhileBursting(order: TableReuseFixture.Order, resets: Bool) throws {
    let (screen, list) = conversations(resetsBadgeOnReuse: resets, order: order)
    let dragged = try #require(badge(onRow: 1, of: screen))
    screen.pull(from: screen.centre(of: dragged), to: screen.centre(of: dragged).moved(-200, 0))
    #expect(dragged.controller.phase == .bursting)
    list.unread[1] = 6
    screen.table.reloadData()
    DisplayLinks.tick(frames: 120)
    #expect(list.markedRead == [1])
    #expect(nothingLeftBehind(screen, list))
  }

  @Test(
    "the list reloads unchanged while a badge is held (all counts equal): letting go far marks the dragged conversation read",
    arguments: TableReuseFixture.Order.allCases)
  func reloadUnchangedWhileHeld(order: TableReuseFixture.Order) throws {
    let (screen, list) = conversations(
      [4, 4, 4, 4, 4], resetsBadgeOnReuse: false, order: order)
    let held = try #require(badge(onRow: 1, of: screen))
    let finger = screen.window.touchDown(at: screen.centre(of: held))
    finger.drag(to: screen.centre(of: held).moved(-150, 0), steps: 10)
    screen.table.reloadData()
    finger.lift()
    DisplayLinks.tick(frames: 120)
    #expect(list.markedRead == [1])
    #expect(screen.overlays.isEmpty)
  }
}
