// Compiled where UIKit exists (iOS, iPadOS, Mac Catalyst, visionOS), and on Linux against
// the UIKit model the adapter's tests run it in (Tests/AppleModel, Docs/AppleAPI.md).
#if canImport(UIKit)
  import UIKit

  /// The target of a UIKit target–action API (a display link, a gesture recognizer) that
  /// calls a closure: the one place where the adapter meets Objective-C selectors.
  @MainActor
  final class ActionTarget: NSObject {
    private let action: (Any) -> Void

    /// A target that calls `action` with the sender (the display link, the recognizer).
    init(_ action: @escaping (Any) -> Void) { self.action = action }

    #if canImport(ObjectiveC)
      /// The action UIKit sends.
      static let selector = #selector(ActionTarget.perform(_:))

      @objc private func perform(_ sender: Any) { action(sender) }
    #else
      /// The action the UIKit model sends (Linux has no Objective-C runtime).
      static let selector = Selector("perform:")
    #endif
  }

  #if !canImport(ObjectiveC)
    @_spi(Fixture) import UIKit

    extension ActionTarget: SelectorPerforming {
      func perform(_ selector: Selector, with sender: Any) { action(sender) }
    }
  #endif
#endif
