// A BEHAVIOURAL MODEL OF UIKIT: a test fixture, not a product (see UIView.swift). This file:
// scroll views, table views and their cells, labels, image views.
// - UIScrollView (https://developer.apple.com/documentation/uikit/uiscrollview): its
//   `contentOffset` is its bounds' origin, so scrolling moves every subview; its own
//   `panGestureRecognizer` (https://developer.apple.com/documentation/uikit/uiscrollview/pangesturerecognizer)
//   scrolls with the finger; `adjustedContentInset`
//   (https://developer.apple.com/documentation/uikit/uiscrollview/adjustedcontentinset) is the
//   content inset plus the safe area (the bars over it), which the test sets.
// - UITableView: the model selects the row under a tap (UIKit's own mechanism is private;
//   `selectedCell` shows what a tap did).
// - UILabel and UIImageView: "the default value of isUserInteractionEnabled is false"
//   (https://developer.apple.com/documentation/uikit/uilabel/isuserinteractionenabled,
//   https://developer.apple.com/documentation/uikit/uiimageview/isuserinteractionenabled).
import Foundation

public struct UIEdgeInsets: Equatable, Sendable {
  public var top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat
  public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
    (self.top, self.left, self.bottom, self.right) = (top, left, bottom, right)
  }
  public static let zero = UIEdgeInsets(top: 0, left: 0, bottom: 0, right: 0)
}

extension CGRect {
  /// The rectangle shrunk by `insets` (Apple: `inset(by:)`).
  public func inset(by insets: UIEdgeInsets) -> CGRect {
    CGRect(
      x: minX + insets.left, y: minY + insets.top,
      width: max(0, width - insets.left - insets.right),
      height: max(0, height - insets.top - insets.bottom))
  }
}

@MainActor open class UIScrollView: UIView {
  public let panGestureRecognizer = UIPanGestureRecognizer(target: nil, action: nil)
  private var offsetAtStart = CGPoint.zero

  public override init(frame: CGRect) {
    super.init(frame: frame)
    addGestureRecognizer(panGestureRecognizer)
    panGestureRecognizer.handlers.append { [weak self] pan in
      guard let self, let pan = pan as? UIPanGestureRecognizer else { return }
      if pan.state == .began { offsetAtStart = contentOffset }
      contentOffset.y = offsetAtStart.y - pan.translation(in: nil).y
    }
  }
  public required init?(coder: NSCoder) { super.init(coder: coder) }

  open var contentOffset: CGPoint {
    get { bounds.origin }
    set { bounds.origin = newValue }
  }
  open var contentSize = CGSize.zero
  open var contentInset = UIEdgeInsets.zero
  /// The bars' share of the scroll view, which the test sets (Apple: the safe area).
  @_spi(Fixture) public var safeAreaInsetsForTesting = UIEdgeInsets.zero
  open var safeAreaInsets: UIEdgeInsets { safeAreaInsetsForTesting }
  open var adjustedContentInset: UIEdgeInsets {
    let (inset, safe) = (contentInset, safeAreaInsets)
    return UIEdgeInsets(
      top: inset.top + safe.top, left: inset.left + safe.left,
      bottom: inset.bottom + safe.bottom, right: inset.right + safe.right)
  }
}

@MainActor open class UITableView: UIScrollView {
  /// The rows' source, its height, and the cells waiting for reuse (UITableView+Reuse.swift).
  open weak var dataSource: (any UITableViewDataSource)?
  open var rowHeight: CGFloat = 44
  var reuse = TableReuse()
  /// Whether the table is in editing mode (UITableView+Editing.swift).
  public internal(set) var isEditing = false
  /// The row the last tap selected.
  @_spi(Fixture) public private(set) var selectedCell: UITableViewCell?
  private let selection = UITapGestureRecognizer(target: nil, action: nil)

  public override init(frame: CGRect) {
    super.init(frame: frame)
    addGestureRecognizer(selection)
    selection.handlers.append { [weak self] tap in
      guard let self else { return }
      let point = tap.location(in: self)
      selectedCell = subviews.compactMap { $0 as? UITableViewCell }
        .first { $0.frame.contains(point) }
    }
  }
  public required init?(coder: NSCoder) { super.init(coder: coder) }
}

@MainActor open class UITableViewCell: UIView {
  public enum CellStyle: Sendable { case `default`, subtitle }
  public let contentView = UIView()
  public let reuseIdentifier: String?
  /// Whether the cell is in editing mode (UITableView+Editing.swift).
  public internal(set) var isEditing = false
  public required init(style: CellStyle, reuseIdentifier: String?) {
    self.reuseIdentifier = reuseIdentifier
    super.init(frame: .zero)
    addSubview(contentView)
  }
  public required init?(coder: NSCoder) {
    reuseIdentifier = nil
    super.init(coder: coder)
  }
  open override func layoutSubviews() { contentView.frame = bounds }
  open func prepareForReuse() {}
}

@MainActor open class UILabel: UIView {
  public override init(frame: CGRect) {
    super.init(frame: frame)
    isUserInteractionEnabled = false
  }
  public required init?(coder: NSCoder) { super.init(coder: coder) }
  open var text: String?
  open var font: UIFont! = UIFont.systemFont(ofSize: 17)
  open var textColor: UIColor! = .white
  open var textAlignment: NSTextAlignment = .natural
  open var adjustsFontForContentSizeCategory = false
  open override func sizeThatFits(_ size: CGSize) -> CGSize {
    ((text ?? "") as NSString).size(withAttributes: [.font: font as Any])
  }
}
public enum NSTextAlignment: Sendable { case natural, left, center, right }

@MainActor open class UIImage: NSObject {
  public override init() {}
  open var cgImage: CGImage? { CGImage() }
}

@MainActor open class UIImageView: UIView {
  public init(image: UIImage?) {
    self.image = image
    super.init(frame: .zero)
    isUserInteractionEnabled = false
  }
  public required init?(coder: NSCoder) { super.init(coder: coder) }
  open var image: UIImage?
}
