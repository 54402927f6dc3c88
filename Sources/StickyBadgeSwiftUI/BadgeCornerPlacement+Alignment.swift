// Compiled where SwiftUI and UIKit exist (iOS, iPadOS, Mac Catalyst, visionOS; not macOS), as
// the SwiftUI badge; on Linux against the models the adapter's tests run it in
// (Tests/AppleModel, Docs/AppleAPI.md).
#if canImport(SwiftUI) && canImport(UIKit)
  @_spi(Hosting) import StickyBadge
  import SwiftUI

  extension BadgeCornerPlacement.Corner {
    /// The same corner as SwiftUI names it (which, too, swaps leading and trailing right to
    /// left).
    var alignment: Alignment {
      switch self {
      case .topLeading: .topLeading
      case .topTrailing: .topTrailing
      case .bottomLeading: .bottomLeading
      case .bottomTrailing: .bottomTrailing
      }
    }
  }
#endif
