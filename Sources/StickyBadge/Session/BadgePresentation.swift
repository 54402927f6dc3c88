/// Where a host shows a badge.
///
/// ```swift
/// if case .presentation(let presentation) = event {
///   badgeView.isHidden = presentation.hidesView
///   overlay.isHidden = !presentation.showsOverlay
/// }
/// ```
public enum BadgePresentation: String, Hashable, Sendable, CaseIterable {
  /// In its own view, at rest: no overlay, no frame clock.
  case inPlace
  /// In the window-level overlay, redrawn every frame; the view itself is hidden.
  case inOverlay
  /// Gone: dismissed, so neither the view nor an overlay shows it until a reset.
  case dismissed

  /// Whether the badge's own view shows nothing (made transparent, or drawn empty): while
  /// the overlay draws the badge, and once dismissed.
  public var hidesView: Bool { self != .inPlace }

  /// Whether the host shows its window-level overlay and runs its frame clock.
  public var showsOverlay: Bool { self == .inOverlay }
}
