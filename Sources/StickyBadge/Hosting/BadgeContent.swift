/// What a badge shows: nothing, a plain dot, or a short text such as `"12"` or `"99+"`.
///
/// ```swift
/// BadgeCountFormat().content(for: 120)  // .text("99+")
/// if case .text(let label) = badgeView.content { print(label) }  // UIKit: what the view shows
/// ```
public enum BadgeContent: Hashable, Sendable {
  /// No badge at all.
  case hidden
  /// A dot without a label ("something new", no count).
  case dot
  /// A capsule around a label.
  case text(String)

  /// The label to draw, or `nil` for a hidden badge or a dot.
  public var label: String? {
    if case .text(let text) = self { return text }
    return nil
  }

  /// Whether anything is drawn.
  public var isVisible: Bool { self != .hidden }

  /// The badge shape for this content centred at `center`, for a dot radius `radius`,
  /// around a label measured by the host as `labelWidth` points wide.
  ///
  /// A dot is a circle of `radius`; a label gets half a radius of padding on each side
  /// (``BadgeShape/init(center:radius:labelWidth:)``). A hidden badge has no shape.
  public func shape(center: Point, radius: Double, labelWidth: Double) -> BadgeShape? {
    switch self {
    case .hidden: return nil
    case .dot: return BadgeShape(center: center, radius: radius)
    case .text: return BadgeShape(center: center, radius: radius, labelWidth: labelWidth)
    }
  }
}
