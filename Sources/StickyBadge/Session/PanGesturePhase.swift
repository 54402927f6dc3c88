/// The states of a platform pan gesture that matter to a badge (UIKit's
/// `UIGestureRecognizer.State`, the web's pointer events).
///
/// ```swift
/// let (location, moved) = (recognizer.location(in: view), recognizer.translation(in: view))
/// if let phase = PanGesturePhase(recognizerState: recognizer.state.rawValue) {
///   session.pan(
///     phase, location: Point(x: location.x, y: location.y),
///     translation: Point(x: moved.x, y: moved.y), time: CACurrentMediaTime())
/// }
/// ```
public enum PanGesturePhase: String, Hashable, Sendable, CaseIterable {
  /// The gesture was recognised: the finger has moved a little since it touched down.
  case began
  /// The finger moved.
  case changed
  /// The finger lifted.
  case ended
  /// The system took the touch away (an incoming call, the view left the window).
  case cancelled
  /// The gesture failed after beginning.
  case failed
}

extension PanGesturePhase {
  /// The phase for the raw value of UIKit's `UIGestureRecognizer.State` (AppKit's
  /// `NSGestureRecognizer.State` numbers its states the same): 1 began, 2 changed, 3 ended,
  /// 4 cancelled, 5 failed; `nil` for 0 (possible) and any other value, which a badge ignores.
  public init?(recognizerState: Int) {
    switch recognizerState {
    case 1: self = .began
    case 2: self = .changed
    case 3: self = .ended
    case 4: self = .cancelled
    case 5: self = .failed
    default: return nil
    }
  }
}
