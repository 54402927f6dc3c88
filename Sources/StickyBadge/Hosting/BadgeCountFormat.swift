/// What a badge shows: nothing, a plain dot, or a short text such as `"12"` or `"99+"`.
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

/// What a badge shows for a count of zero.
public enum ZeroCountStyle: String, Hashable, Sendable, CaseIterable {
  /// No badge: nothing unread.
  case hidden
  /// A plain dot.
  case dot
  /// The digit `0`.
  case number
}

/// Turns an unread count into badge content: `"7"`, `"99+"` past the maximum, a dot
/// when there is no count.
///
/// ```swift
/// let format = BadgeCountFormat()          // maximum 99, suffix "+"
/// format.content(for: 12)                  // .text("12")
/// format.content(for: 120)                 // .text("99+")
/// format.content(for: nil)                 // .dot
/// format.content(for: 0)                   // .hidden
/// ```
public struct BadgeCountFormat: Hashable, Sendable {
  /// The largest count shown as a number; larger counts show this number and the suffix.
  public var maximum: Int
  /// What follows ``maximum`` for larger counts (`"+"` gives `"99+"`).
  public var overflowSuffix: String
  /// What a count of zero (or a negative count) shows.
  public var zeroStyle: ZeroCountStyle

  /// Creates a format; the defaults show up to `"99"`, then `"99+"`, and hide zero.
  ///
  /// A `maximum` below 1 is treated as 1.
  public init(maximum: Int = 99, overflowSuffix: String = "+", zeroStyle: ZeroCountStyle = .hidden)
  {
    self.maximum = maximum
    self.overflowSuffix = overflowSuffix
    self.zeroStyle = zeroStyle
  }

  /// The content for `count`; `nil` means "new, no count" and shows a dot.
  public func content(for count: Int?) -> BadgeContent {
    var label = MessageText()
    let content = content(for: count, label: &label)
    guard case .text = content else { return content }
    return .text(label.string)
  }

  /// ``content(for:)`` with a text's label left as UTF-8 bytes, appended to `label`: a
  /// `.text` content carries an empty string. The WebAssembly exports use it, so no
  /// `String` is made of bytes there (``ConfigurationProblem``).
  package func content(for count: Int?, label: inout MessageText) -> BadgeContent {
    guard let count else { return .dot }
    guard count > 0 else {
      switch zeroStyle {
      case .hidden: return .hidden
      case .dot: return .dot
      case .number:
        label.append("0")
        return .text("")
      }
    }
    let limit = Swift.max(1, maximum)
    // Built as bytes: joining `String`s brings the standard library's string-joining
    // code (about 25 KB) into the web modules (see `MessageText`).
    label.append(integer: UInt64(Swift.min(count, limit)))
    if count > limit { label.append(string: overflowSuffix) }
    return .text("")
  }

  /// The content for a badge showing `text` when there is one (an empty text is a dot),
  /// or else `count`.
  public func content(for count: Int?, text: String?) -> BadgeContent {
    guard let text else { return content(for: count) }
    return text.isEmpty ? .dot : .text(text)
  }

  /// The count a dismissal leaves for a host bound to the app's count (SwiftUI's
  /// `.stickyBadge(count: $unread)`): nothing unread, which the default format hides.
  public static let dismissedCount = 0

  /// Whether `count` is past ``maximum`` and shows the overflow suffix.
  public func overflows(_ count: Int?) -> Bool {
    guard let count else { return false }
    return count > Swift.max(1, maximum)
  }
}

/// Sizes a badge from its label font, so that hosts scale it with Dynamic Type.
///
/// The core's label is ``BadgeShape/labelFontScale`` times the dot radius; a host that
/// picks its font size (scaled for the user's text size) derives the radius from it.
public enum BadgeMetrics {
  /// The label's font size before Dynamic Type scaling, in points (scaled like `.footnote`).
  public static let defaultLabelFontSize = 13.0

  /// The label width the core estimates for `label` at a dot radius `radius`, for hosts
  /// that cannot measure text before laying it out (``BadgeShape/init(center:radius:text:)``).
  public static func estimatedLabelWidth(of label: String, radius: Double) -> Double {
    let shape = BadgeShape(center: .zero, radius: radius, text: label)
    return Swift.max(0, shape.width - radius)
  }

  /// The capsule filling a rectangle (a view's bounds): as tall as the rectangle, as wide
  /// as it, at least 1 point in radius; the default shape of a view made draggable.
  public static func capsule(x: Double, y: Double, width: Double, height: Double) -> BadgeShape {
    let radius = Swift.min(width, height) / 2
    return BadgeShape(
      center: Point(x: x + width / 2, y: y + height / 2), radius: Swift.max(radius, 1),
      halfLength: Swift.max(0, width / 2 - radius))
  }

  /// How far a badge of `width` × `height` sits from its anchor at the top trailing corner
  /// of the view it decorates: a third of its size right and up, so it overlaps the corner.
  public static func cornerOffset(width: Double, height: Double) -> Point {
    Point(x: width / 3, y: -height / 3)
  }

  /// The side of the square in which an image-frame burst (``BurstStyle/frames``) is drawn
  /// around the badge `badge`: twice its height.
  public static func burstImageSide(for badge: BadgeShape) -> Double { badge.height * 2 }

  /// The dot radius that fits a label of `fontSize` points.
  public static func radius(forLabelFontSize fontSize: Double) -> Double {
    guard fontSize.isFinite, fontSize > 0 else { return 0 }
    return fontSize / BadgeShape.labelFontScale
  }

  /// The width and height of a badge with `content`, a dot radius `radius` and a label
  /// measured as `labelWidth` points wide; zero for a hidden badge.
  ///
  /// Hosts return it as their intrinsic content size.
  public static func size(
    of content: BadgeContent, radius: Double, labelWidth: Double
  ) -> (width: Double, height: Double) {
    guard let shape = content.shape(center: .zero, radius: radius, labelWidth: labelWidth) else {
      return (0, 0)
    }
    return (shape.width, shape.height)
  }
}
