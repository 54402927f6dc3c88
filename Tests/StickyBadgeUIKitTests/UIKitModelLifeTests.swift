import AppleModelTesting
import Foundation
import Testing
@_spi(Fixture) import UIKit

/// The model's rules behind the life tests (Docs/AppleAPI.md, "Real apps"), checked on the
/// model itself: if one of these fails, an adapter test could pass or fail for the model's sake.
@MainActor
@Suite("The UIKit model follows Apple's rules for real apps", .oneTestOnTheDevice)
struct UIKitModelLifeTests {
  /// Each test starts with every open reading at its first choice (one trait callback a
  /// change, ...): a test before it may have chosen another.
  init() { Readings.reset() }

  /// A window with a view controller's view holding a row holding a view.
  private func hierarchy() -> (UIWindow, UIViewController, UIView, UIView) {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    let controller = UIViewController()
    let row = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 50))
    let leaf = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    window.addSubview(controller.view)
    controller.view.addSubview(row)
    row.addSubview(leaf)
    return (window, controller, row, leaf)
  }

  @Test("an override reaches the object and everything below it, not above, at the next update")
  func overridesFlowDown() {
    let (window, controller, row, leaf) = hierarchy()
    var told = 0
    leaf.registerForTraitChanges([UITraitPreferredContentSizeCategory.self]) {
      (_: UIView, _: UITraitCollection) in told += 1
    }
    row.traitOverrides.preferredContentSizeCategory = .extraExtraExtraLarge
    #expect(leaf.traitCollection.preferredContentSizeCategory == .extraExtraExtraLarge)
    #expect(controller.view.traitCollection.preferredContentSizeCategory == .large)
    #expect(told == 0)  // not yet told: at the next trait update
    window.layoutIfNeeded()
    #expect(told == 1)
    controller.traitOverrides.userInterfaceStyle = .dark
    #expect(leaf.traitCollection.userInterfaceStyle == .dark)
    #expect(window.traitCollection.userInterfaceStyle == .light)
  }

  @Test("scaledFont(for:compatibleWith:) scales for the traits given, scaledFont(for:) for the app")
  func scaledFontForTraits() {
    let font = UIFont.systemFont(ofSize: 13)
    let largest = UITraitCollection(style: .light, sizeCategory: .accessibilityExtraExtraExtraLarge)
    let metrics = UIFontMetrics(forTextStyle: .footnote)
    // The app's text size is the device's: set here, as a test before may have left another.
    ContentSize.category = .large
    #expect(metrics.scaledFont(for: font, compatibleWith: largest).pointSize == 44)
    #expect(metrics.scaledFont(for: font).pointSize == 13)
    ContentSize.category = .accessibilityExtraExtraExtraLarge
    #expect(metrics.scaledFont(for: font).pointSize == 44)
    ContentSize.category = .large
  }

  @Test("a cancelled touch cancels a recognized pan and fails one still possible")
  func cancelledTouch() {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    let pan = UIPanGestureRecognizer(target: nil, action: nil)
    let press = UILongPressGestureRecognizer(target: nil, action: nil)
    window.addGestureRecognizer(pan)
    window.addGestureRecognizer(press)
    let resting = window.touchDown(at: CGPoint(x: 50, y: 50))
    resting.move(to: CGPoint(x: 53, y: 50))
    resting.cancel()
    #expect(pan.history == [.failed])
    #expect(press.history == [.failed])
    let pulling = window.touchDown(at: CGPoint(x: 50, y: 50))
    pulling.drag(to: CGPoint(x: 80, y: 50), steps: 3)
    pulling.cancel()
    #expect(pan.history.first == .began)
    #expect(pan.history.last == .cancelled)
    #expect(pan.state == .possible)
  }

  @Test("a view's next responder is its controller, a controller's its view's superview")
  func responderChain() {
    let (window, controller, row, _) = hierarchy()
    #expect(row.next === controller.view)
    #expect(controller.view.next === controller)
    #expect(controller.next === window)
  }

  @Test("a presented view fills a container in front of the window's views, or in its own window")
  func presentation() {
    let (window, controller, _, _) = hierarchy()
    PresentationFixture.container = .inPresentingWindow
    let sheet = UIViewController()
    controller.present(sheet, animated: true)
    #expect(sheet.view.window === window)
    #expect(window.subviews.last === sheet.view.superview)
    #expect(sheet.view.frame == window.bounds)
    controller.dismiss(animated: true)
    #expect(sheet.view.window == nil)
    PresentationFixture.container = .ownWindow
    controller.present(sheet, animated: true)
    #expect(sheet.view.window !== window)
    #expect((sheet.view.window?.windowLevel ?? 0) > window.windowLevel)
    controller.dismiss(animated: true)
    PresentationFixture.container = .inPresentingWindow
  }

  @Test("a push takes the old top view out of the window; the swipe back is on the stack's view")
  func navigation() {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    let (root, detail) = (UIViewController(), UIViewController())
    let navigation = UINavigationController(rootViewController: root)
    window.addSubview(navigation.view)
    navigation.pushViewController(detail, animated: true)
    #expect(root.view.window == nil)
    #expect(detail.view.window === window)
    #expect(navigation.interactivePopGestureRecognizer?.view === navigation.view)
    navigation.popViewController(animated: true)
    #expect(root.view.window === window)
  }

  @Test("a reload prepares each reused cell before the data source gets it, on either reading")
  func reuse() {
    final class Source: UITableViewDataSource {
      func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 3 }
      func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
        -> UITableViewCell
      {
        tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
      }
    }
    final class Cell: UITableViewCell {
      nonisolated(unsafe) static var prepared = 0
      override func prepareForReuse() { Cell.prepared += 1 }
    }
    for order in TableReuseFixture.Order.allCases {
      TableReuseFixture.order = order
      let table = UITableView(frame: CGRect(x: 0, y: 0, width: 100, height: 300))
      let source = Source()
      (table.dataSource, table.rowHeight) = (source, 44)
      table.register(Cell.self, forCellReuseIdentifier: "row")
      table.reloadData()
      let first = table.visibleCells
      Cell.prepared = 0
      table.reloadData()
      #expect(Cell.prepared == 3)
      let again = table.visibleCells
      #expect(Set(first.map(ObjectIdentifier.init)) == Set(again.map(ObjectIdentifier.init)))
      #expect((first[0] === again[0]) == (order == .sameRow))
    }
    TableReuseFixture.order = .sameRow
  }
}
