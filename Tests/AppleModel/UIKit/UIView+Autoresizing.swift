// A BEHAVIOURAL MODEL OF UIKIT: a test fixture, not a product (see UIView.swift). This file:
// autoresizing, how a view moves and resizes its subviews when its own size changes.
// - autoresizingMask (https://developer.apple.com/documentation/uikit/uiview/autoresizingmask-swift.property):
//   "When a view's bounds change, that view automatically resizes its subviews according to
//   each subview's autoresizing mask." "The default value of this property is
//   UIViewAutoresizingNone, which indicates that the view should not be resized at all."
//   "When more than one option along the same axis is set, the default behavior is to
//   distribute the size difference proportionally among the flexible portions."
// - UIView.AutoresizingMask
//   (https://developer.apple.com/documentation/uikit/uiview/autoresizingmask-swift.struct):
//   flexibleLeftMargin, "Resizing performed by expanding or shrinking a view in the direction
//   of the left margin."; flexibleWidth, "Resizing performed by expanding or shrinking a
//   view's width."; flexibleRightMargin, "... in the direction of the right margin."; and the
//   same for the top margin, the height and the bottom margin.
// - autoresizesSubviews (https://developer.apple.com/documentation/uikit/uiview/autoresizessubviews):
//   "The default value is true"; the model has only the default.
// Only a change of size resizes (scrolling moves the bounds' origin, not their size). Where
// every flexible portion of an axis is zero long, "proportionally" gives no shares: Apple does
// not say, and the model splits the difference equally (no test relies on it).
import Foundation

extension UIView {
  /// Moves and resizes every subview by its autoresizing mask, this view's size having
  /// changed from `oldSize`.
  func autoresizeSubviews(from oldSize: CGSize) {
    let newSize = bounds.size
    for view in subviews where !view.autoresizingMask.isEmpty {
      let frame = view.frame
      let (x, width) = Self.resize(
        start: frame.minX, length: frame.width, in: oldSize.width, to: newSize.width,
        flexible: (
          view.autoresizingMask.contains(.flexibleLeftMargin),
          view.autoresizingMask.contains(.flexibleWidth),
          view.autoresizingMask.contains(.flexibleRightMargin)
        ))
      let (y, height) = Self.resize(
        start: frame.minY, length: frame.height, in: oldSize.height, to: newSize.height,
        flexible: (
          view.autoresizingMask.contains(.flexibleTopMargin),
          view.autoresizingMask.contains(.flexibleHeight),
          view.autoresizingMask.contains(.flexibleBottomMargin)
        ))
      view.frame = CGRect(x: x, y: y, width: width, height: height)
    }
  }

  /// One axis: the view's start and length once the superview's length went from `old` to
  /// `new`, the difference shared by the flexible portions (leading margin, length, trailing
  /// margin) in proportion to their lengths.
  private static func resize(
    start: CGFloat, length: CGFloat, in old: CGFloat, to new: CGFloat,
    flexible: (leading: Bool, length: Bool, trailing: Bool)
  ) -> (start: CGFloat, length: CGFloat) {
    let portions = [start, length, old - start - length]
    let isFlexible = [flexible.leading, flexible.length, flexible.trailing]
    let count = CGFloat(isFlexible.filter { $0 }.count)
    guard count > 0 else { return (start, length) }
    let total = zip(portions, isFlexible).filter(\.1).map { abs($0.0) }.reduce(0, +)
    let share = { (index: Int) -> CGFloat in
      guard isFlexible[index] else { return 0 }
      return total > 0 ? (new - old) * abs(portions[index]) / total : (new - old) / count
    }
    return (start + share(0), length + share(1))
  }
}
