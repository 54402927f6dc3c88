import UIKit

// A BEHAVIOURAL MODEL OF SWIFTUI: a test fixture, not a product (see View.swift). This file:
// the user's text size (https://developer.apple.com/documentation/swiftui/dynamictypesize),
// made from UIKit's content size category
// (https://developer.apple.com/documentation/swiftui/dynamictypesize/init(_:)), and back:
// UIContentSizeCategory's init(_:)
// (https://developer.apple.com/documentation/uikit/uicontentsizecategory/init(_:)-abz4),
// "Creates a content size category from the specified SwiftUI Dynamic Type size" (SwiftUI
// declares it; Apple's takes an optional size, the model a size).
// The footnote style's size at each is the Human Interface Guidelines' table
// (https://developer.apple.com/design/human-interface-guidelines/typography#Specifications),
// as the UIKit model's UIFontMetrics uses it.

/// The user's preferred text size (Apple: DynamicTypeSize); the model knows the sizes its
/// UIKit model does.
public enum DynamicTypeSize: Hashable, Sendable {
  /// Small.
  case small
  /// Large, the default.
  case large
  /// The largest size without the accessibility sizes.
  case xxxLarge
  /// The largest accessibility size.
  case accessibility5

  /// The size UIKit's `category` names.
  public init?(_ category: UIContentSizeCategory) {
    switch category {
    case .small: self = .small
    case .large: self = .large
    case .extraExtraExtraLarge: self = .xxxLarge
    case .accessibilityExtraExtraExtraLarge: self = .accessibility5
    default: return nil
    }
  }

  /// The footnote text style's size at this text size, in points.
  var footnoteSize: Double {
    switch self {
    case .small: 12
    case .large: 13
    case .xxxLarge: 19
    case .accessibility5: 44
    }
  }
}

extension UIContentSizeCategory {
  /// UIKit's name for the text size `dynamicTypeSize`.
  public init(_ dynamicTypeSize: DynamicTypeSize) {
    switch dynamicTypeSize {
    case .small: self = .small
    case .large: self = .large
    case .xxxLarge: self = .extraExtraExtraLarge
    case .accessibility5: self = .accessibilityExtraExtraExtraLarge
    }
  }
}
