extension StretchyCircleSession {
  /// Whether a view showing this session, now asked for a blob of `radius` with
  /// `configuration`, must make a new session for them: when either changed, unless a finger
  /// is still pulling the blob (the new one takes over at the next frame after the drag).
  ///
  /// SwiftUI's `StretchyCircleView` keeps its session between updates; without this, a
  /// radius or configuration passed after the first frame would be ignored.
  public func needsReplacement(radius: Double, configuration: StretchyCircleConfiguration)
    -> Bool
  {
    guard !isDragging else { return false }
    return restingCircle.radius != radius || self.configuration != configuration
  }
}
