import StickyBadge
import StickyBadgeUIKit
import UIKit

/// One chat in the list.
struct Conversation {
  /// Which chat this is: titles repeat (two friends called Alex), identities do not.
  let id = UUID()
  var title: String
  var preview: String
  var unread: Int?
}

/// A table of conversations; drag a badge away to mark that chat read, or drag the
/// total in the navigation bar away to mark everything read.
final class ConversationsViewController: UITableViewController {
  private var conversations: [Conversation] = [
    Conversation(title: "Design review", preview: "The new outline has no corners!", unread: 3),
    Conversation(title: "Family", preview: "Dinner at 7?", unread: 12),
    Conversation(title: "Release train", preview: "Build 2041 is green", unread: 128),
    Conversation(title: "Alex", preview: "📷 Photo", unread: nil),
    Conversation(title: "Alex", preview: "See you at the gym", unread: 2),
    Conversation(title: "Support", preview: "Thanks, that fixed it", unread: 0),
  ]
  private let totalBadge = StickyBadgeView()
  private lazy var group = StickyBadgeGroup(groupBadge: totalBadge.controller)

  override func viewDidLoad() {
    super.viewDidLoad()
    title = "Chats"
    tableView.register(ConversationCell.self, forCellReuseIdentifier: ConversationCell.identifier)
    tableView.rowHeight = UITableView.automaticDimension

    // The total in the navigation bar: dragging it off clears every chat ("clear all").
    totalBadge.accessibilityText = .english(singular: "unread message", plural: "unread messages")
    navigationItem.rightBarButtonItem = UIBarButtonItem(customView: totalBadge)
    group.onComplete = { [weak self] in
      guard let self else { return }
      for index in self.conversations.indices { self.conversations[index].unread = 0 }
      self.updateTotal()
      self.tableView.reloadData()
      self.group.reset()  // ready for the next batch of unread messages
    }
    updateTotal()

    // Any view can be made sticky: here, a plain label in the table header.
    let header = UILabel(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
    header.text = "  NEW"
    header.textColor = .white
    header.backgroundColor = .systemBlue
    header.layer.cornerRadius = 8
    header.clipsToBounds = true
    header.attachStickyBadge { [weak header] in header?.text = "" }
    tableView.tableHeaderView = header
  }

  private func updateTotal() {
    let total = conversations.reduce(0) { $0 + max(0, $1.unread ?? 0) }
    totalBadge.count = total
    totalBadge.sizeToFit()
  }

  override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    conversations.count
  }

  override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
    -> UITableViewCell
  {
    let cell =
      tableView.dequeueReusableCell(withIdentifier: ConversationCell.identifier, for: indexPath)
      as! ConversationCell
    let conversation = conversations[indexPath.row]
    cell.configure(with: conversation)
    // By identity, not by row or title: rows move and titles repeat while a badge bursts.
    cell.badge.onDismiss = { [weak self, id = conversation.id] in
      guard let self, let row = self.conversations.firstIndex(where: { $0.id == id })
      else { return }
      self.conversations[row].unread = 0
      self.updateTotal()
    }
    group.register(cell.badge.controller)
    return cell
  }
}

/// A conversation row: an avatar with a sticky badge on its top trailing corner (the top
/// left in a right-to-left language), a title and a preview.
final class ConversationCell: UITableViewCell {
  static let identifier = "ConversationCell"
  /// The unread badge, on the avatar's corner.
  private(set) var badge: StickyBadgeView!

  override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
    super.init(style: .subtitle, reuseIdentifier: reuseIdentifier)
    imageView?.image = UIImage(systemName: "person.crop.circle.fill")
    // Its whole 44-point touch target works although it overhangs the avatar, an image
    // view that takes no touches itself.
    badge = (imageView ?? contentView).addStickyBadge(count: nil)
  }

  required init?(coder: NSCoder) { fatalError("ConversationCell is created in code") }

  override func prepareForReuse() {
    super.prepareForReuse()
    // A reused cell shows its next conversation's badge at rest.
    badge.controller.reset()
  }

  func configure(with conversation: Conversation) {
    textLabel?.text = conversation.title
    detailTextLabel?.text = conversation.preview
    badge.count = conversation.unread
  }
}
