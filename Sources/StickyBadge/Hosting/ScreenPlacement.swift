/// Where a badge is on screen as its face measures it: its frame and the visible area, in
/// the same coordinates (UIKit: its window's; the web: the viewport's), or no frame when it
/// is not shown at all (no window; not in the document).
///
/// Every face reports the same facts, and the core alone decides from them whether the
/// badge is on screen and where it comes in a "clear all" order (``ClearAllMember``).
@_spi(Hosting) public struct ScreenPlacement: Hashable, Sendable {
  /// The badge's frame, or `nil` when it is not in a window (not in the document).
  public var frame: PaintRect?
  /// The area the user sees: the window's bounds, the browser's viewport.
  public var visibleArea: PaintRect

  /// Creates a placement of `frame` (`nil`: not in a window) in `visibleArea`.
  public init(frame: PaintRect?, visibleArea: PaintRect) {
    self.frame = frame
    self.visibleArea = visibleArea
  }

  /// Whether the user can see the badge: it is in a window, not empty, and overlaps the
  /// visible area (a frame that only touches an edge does not).
  public var isOnScreen: Bool {
    guard let frame, frame.width > 0, frame.height > 0 else { return false }
    return frame.x < visibleArea.x + visibleArea.width && frame.x + frame.width > visibleArea.x
      && frame.y < visibleArea.y + visibleArea.height && frame.y + frame.height > visibleArea.y
  }

  /// Where the badge comes in a top-to-bottom order: its top edge while on screen; `nil`
  /// (after every badge on screen) otherwise.
  public var screenOrder: Double? { isOnScreen ? frame?.y : nil }
}

extension ClearAllMember {
  /// A member of a "clear all" group placed as its face measured it: ordered by its top
  /// edge while on screen, after the others when not (``ScreenPlacement/screenOrder``).
  public init(id: Int, placement: ScreenPlacement, isDismissed: Bool = false) {
    self.init(id: id, screenOrder: placement.screenOrder, isDismissed: isDismissed)
  }
}
