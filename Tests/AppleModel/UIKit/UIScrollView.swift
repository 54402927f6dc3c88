// A BEHAVIOURAL MODEL OF UIKIT: a test fixture, not a product (see UIView.swift). This file:
// scroll views, table views and their cells, labels, image views.
// - UIScrollView (https://developer.apple.com/documentation/uikit/uiscrollview): its
//   `contentOffset` is its bounds' origin, so scrolling moves every subview
//   (https://developer.apple.com/documentation/uikit/uifocusitemscrollablecontainer/contentoffset:
//   "If the scrollable container contains bounds, then bounds.origin must be equal to the
//   content offset."); its own
//   `panGestureRecognizer` (https://developer.apple.com/documentation/uikit/uiscrollview/pangesturerecognizer)
//   scrolls with the finger, vertically only here.
// - bounces (https://developer.apple.com/documentation/uikit/uiscrollview/bounces): "If the
//   value of this property is true, the scroll view bounces when it encounters a boundary of
//   the content. ... If the value is false, scrolling stops immediately at the content
//   boundary without bouncing. The default value is true." alwaysBounceVertical
//   (https://developer.apple.com/documentation/uikit/uiscrollview/alwaysbouncevertical): a drag
//   of content shorter than the view moves it only when true (default false). How far past
//   the edge the content follows the finger, and how it springs back, are not documented: the
//   model follows the finger fully and puts the content back at the edge when the finger
//   lifts. Deceleration after a flick (`decelerationRate`, `isDecelerating`) is not modelled:
//   the content stops where the finger lifts.
// - `adjustedContentInset`
//   (https://developer.apple.com/documentation/uikit/uiscrollview/adjustedcontentinset) is the
//   content inset plus the safe area (the bars over it), which the test sets.
// - UITableView: "When a user taps a row of a table view, an action of some kind usually
//   follows" (https://developer.apple.com/documentation/uikit/handling-row-selection-in-a-table-view):
//   the model selects the row where a touch sequence ends without being cancelled (a
//   recognizer that recognized cancels it: ViewTouchDelivery.swift); `selectedCell` shows it.
// - UILabel and UIImageView: "the default value of isUserInteractionEnabled is false"
//   (https://developer.apple.com/documentation/uikit/uilabel/isuserinteractionenabled,
//   https://developer.apple.com/documentation/uikit/uiimageview/isuserinteractionenabled).
//   Whether a label is an accessibility element by default: Apple's pages disagree
//   (`Readings.labelIsAccessibilityElement`).
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
      let dragged = offsetAtStart.y - pan.translation(in: nil).y
      let isDragging = pan.state == .began || pan.state == .changed
      contentOffset.y = isDragging && bouncesWhileDragging ? dragged : clampedOffset(dragged)
    }
  }

  /// The vertical offsets the content rests between: its top edge under the top inset, and
  /// its bottom edge above the bottom inset (the top, for content shorter than the view).
  private var offsetRange: ClosedRange<CGFloat> {
    let inset = adjustedContentInset
    let top = -inset.top
    return top...max(top, contentSize.height + inset.bottom - bounds.height)
  }

  private func clampedOffset(_ offset: CGFloat) -> CGFloat {
    min(max(offset, offsetRange.lowerBound), offsetRange.upperBound)
  }

  /// Whether a drag may take the content past its edge: with `bounces`, when the content is
  /// taller than the view or `alwaysBounceVertical` allows it.
  private var bouncesWhileDragging: Bool {
    bounces && (alwaysBounceVertical || offsetRange.upperBound > offsetRange.lowerBound)
  }

  open var bounces = true
  open var alwaysBounceVertical = false
  /// Whether the content moves on after the finger lifts; the model does not decelerate.
  open var isDecelerating: Bool { false }
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
  /// The row the user last selected.
  @_spi(Fixture) public private(set) var selectedCell: UITableViewCell?

  /// A touch sequence that ends in a row, uncancelled, selects it: "When a user taps a row of
  /// a table view, an action of some kind usually follows" (Handling row selection in a table
  /// view). Which of the table and the cell reads the touches is private; the touches reach
  /// the table up the responder chain from whatever view in the row was hit.
  open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
    guard let point = touches.first?.location(in: self) else { return }
    selectedCell = subviews.compactMap { $0 as? UITableViewCell }.first { $0.frame.contains(point) }
  }
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
    // Whether a label is an element by default is read both ways (Readings.swift).
    isAccessibilityElement = Readings.labelIsAccessibilityElement
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
