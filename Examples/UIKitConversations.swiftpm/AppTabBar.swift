import StickyBadge
import StickyBadgeUIKit
import UIKit

/// The app's own tab bar: a row of tab buttons it lays out itself, so a tab can carry a
/// sticky badge. The badge UIKit draws for `UITabBarItem.badgeValue` lives in `UITabBar`'s
/// private views and cannot be made draggable with public API; this bar uses none of them.
final class AppTabBar: UIStackView {
  /// The badge on the Contacts tab: new friend requests, dragged away to dismiss them.
  private(set) var requestsBadge: StickyBadgeView!

  init() {
    super.init(frame: .zero)
    axis = .horizontal
    distribution = .fillEqually
    backgroundColor = .secondarySystemBackground
    let tabs = [("Chats", "message"), ("Contacts", "person.2"), ("Settings", "gear")]
    for (title, symbol) in tabs {
      let button = UIButton(type: .system)
      button.setTitle(title, for: .normal)
      button.setImage(UIImage(systemName: symbol), for: .normal)
      button.accessibilityLabel = title
      addArrangedSubview(button)
    }
    // On the Contacts tab's icon: the whole 44-point touch target works although the badge
    // overhangs it.
    let contacts = arrangedSubviews[1] as? UIButton
    requestsBadge = (contacts?.imageView ?? arrangedSubviews[1]).addStickyBadge(count: 2)
    requestsBadge.accessibilityText = .english(
      singular: "friend request", plural: "friend requests")
  }

  required init(coder: NSCoder) { fatalError("AppTabBar is created in code") }
}

/// The app's screen: the chats in a navigation controller above the app's own tab bar.
final class MainViewController: UIViewController {
  private let chats = UINavigationController(
    rootViewController: ConversationsViewController(style: .plain))
  private let tabBar = AppTabBar()

  override func viewDidLoad() {
    super.viewDidLoad()
    addChild(chats)
    let column = UIStackView(arrangedSubviews: [chats.view, tabBar])
    column.axis = .vertical
    column.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(column)
    // The screen fills the window (the SwiftUI entry point ignores the safe area, so the
    // navigation bar reaches under the status bar); the tab bar ends at the safe area's
    // bottom, above the home indicator, and the strip below it has the bar's colour.
    view.backgroundColor = tabBar.backgroundColor
    NSLayoutConstraint.activate([
      column.topAnchor.constraint(equalTo: view.topAnchor),
      column.leadingAnchor.constraint(equalTo: view.leadingAnchor),
      column.trailingAnchor.constraint(equalTo: view.trailingAnchor),
      column.bottomAnchor.constraint(equalTo: view.safeAreaLayoutGuide.bottomAnchor),
      tabBar.heightAnchor.constraint(equalToConstant: 49),
    ])
    chats.didMove(toParent: self)
  }
}
