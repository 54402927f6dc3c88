// Compiled only where SwiftUI exists (iOS, macOS, visionOS, ...); not built on Linux.
#if canImport(SwiftUI)
  import SwiftUI

  /// No longer needed: shows its content unchanged. Remove it.
  ///
  /// It used to draw dragged badges above the screen. `.stickyBadge` now is UIKit's
  /// `StickyBadgeView`, which drags in a window-level overlay that no row, bar or scroll
  /// view clips, with or without this host.
  @available(
    *, deprecated,
    message: "No longer needed: a dragged badge is drawn in a window-level overlay. Remove it."
  )
  public struct StickyBadgeOverlayHost<Content: View>: View {
    private let content: Content

    /// Creates a host around `content`.
    public init(@ViewBuilder content: () -> Content) {
      self.content = content()
    }

    /// The content, unchanged.
    public var body: some View { content }
  }
#endif
