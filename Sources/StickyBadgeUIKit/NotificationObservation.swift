// Compiled where UIKit exists (iOS, iPadOS, Mac Catalyst, visionOS), and on Linux against
// the UIKit model the adapter's tests run it in (Tests/AppleModel, Docs/AppleAPI.md).
#if canImport(UIKit)
  import Foundation

  /// Block-based notification observers that are removed when this object goes: Foundation
  /// keeps a block registered until `removeObserver(_:)` ("you should call this method ...
  /// before the system deallocates any object that addObserver(forName:object:queue:using:)
  /// specifies"), so the owner (a badge's controller) drops this with itself.
  final class NotificationObservation {
    private let tokens: [any NSObjectProtocol]
    private let center: NotificationCenter

    /// Holds the observers `tokens`, registered with `center`.
    init(_ tokens: [any NSObjectProtocol], in center: NotificationCenter = .default) {
      (self.tokens, self.center) = (tokens, center)
    }

    deinit { tokens.forEach(center.removeObserver) }
  }
#endif
