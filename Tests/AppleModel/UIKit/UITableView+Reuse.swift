// A BEHAVIOURAL MODEL OF UIKIT: a test fixture, not a product (see UIView.swift). This file:
// a table view's rows from its data source, and the reuse of its cells.
// - reloadData() (https://developer.apple.com/documentation/uikit/uitableview/reloaddata()):
//   "Call this method to reload all the data that is used to construct the table, including
//   cells"; "For efficiency, the table view redisplays only those rows that are visible." The
//   model takes every visible cell off its row into the reuse queue, then asks the data
//   source for each row (`tableView(_:cellForRowAt:)`).
// - dequeueReusableCell(withIdentifier:for:)
//   (https://developer.apple.com/documentation/uikit/uitableview/dequeuereusablecell(withidentifier:for:)):
//   a queued cell with the identifier, or a new one of the registered class.
// - prepareForReuse() (https://developer.apple.com/documentation/uikit/uitableviewcell/prepareforreuse()):
//   "If a UITableViewCell object has a reuse identifier, the table view invokes this method
//   just before returning the object from the UITableView method
//   dequeueReusableCell(withIdentifier:)."
// Which queued cell comes back for which row Apple does not say: `TableReuseFixture.order`
// gives a row its own cell back, or another row's.

/// A table's rows (Apple: UITableViewDataSource); the model asks only for these two.
@MainActor public protocol UITableViewDataSource: AnyObject {
  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int
  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell
}

/// Which cell a reload gives each row (undocumented), set by the test.
@_spi(Fixture) @MainActor public enum TableReuseFixture {
  /// One reading.
  public enum Order: Sendable, CaseIterable {
    /// Each row gets back the cell it had.
    case sameRow
    /// Each row gets another row's cell (the queue taken from its other end).
    case otherRow
  }
  public static var order = Order.sameRow
}

/// A table's registered cell classes and reuse queue.
struct TableReuse {
  var classes: [String: UITableViewCell.Type] = [:]
  var queue: [UITableViewCell] = []
}

extension UITableView {
  /// Registers the class of the cells made for `identifier`.
  public func register(_ cellClass: UITableViewCell.Type, forCellReuseIdentifier identifier: String)
  {
    reuse.classes[identifier] = cellClass
  }

  /// A queued cell for `identifier` (prepared for reuse), or a new one of its class.
  public func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath)
    -> UITableViewCell
  {
    let candidates = reuse.queue.indices.filter { reuse.queue[$0].reuseIdentifier == identifier }
    let pick = TableReuseFixture.order == .sameRow ? candidates.first : candidates.last
    if let index = pick {
      let cell = reuse.queue.remove(at: index)
      cell.prepareForReuse()
      return cell
    }
    let cellClass = reuse.classes[identifier] ?? UITableViewCell.self
    return cellClass.init(style: .default, reuseIdentifier: identifier)
  }

  /// The cells on rows now, top to bottom.
  public var visibleCells: [UITableViewCell] {
    subviews.compactMap { $0 as? UITableViewCell }.sorted { $0.frame.minY < $1.frame.minY }
  }

  /// Asks the data source for every row again: the visible cells go to the reuse queue
  /// (they stay in the table until a row takes them or the reload ends) and each row is
  /// laid out with the cell the data source returns.
  public func reloadData() {
    reuse.queue += visibleCells
    guard let dataSource else { return }
    let rows = dataSource.tableView(self, numberOfRowsInSection: 0)
    for row in 0..<rows {
      let cell = dataSource.tableView(self, cellForRowAt: IndexPath(row: row, section: 0))
      cell.frame = CGRect(x: 0, y: CGFloat(row) * rowHeight, width: bounds.width, height: rowHeight)
      if cell.superview !== self { addSubview(cell) }
    }
    for cell in reuse.queue { cell.removeFromSuperview() }
    layoutIfNeeded()
  }
}

extension IndexPath {
  /// A row's index path (Apple: UIKit's `init(row:section:)`).
  public init(row: Int, section: Int) { self.init(indexes: [section, row]) }
  /// The row (Apple: UIKit's `row`).
  public var row: Int { self[1] }
}
