extension StretchyCircle {
  /// How far a finger must move before a host's drag gesture starts a pull, in points: a
  /// pull starts at once.
  public static let dragRecognitionDistance = 0.0

  /// Feeds a drag callback that reports the finger and where it touched down (SwiftUI's
  /// `DragGesture.onChanged`): the first one begins the pull, later ones move it.
  public mutating func dragMoved(to location: Point, from start: Point, time: Double) {
    if !isDragging { touchBegan(at: start, time: time) }
    touchMoved(to: location, time: time)
  }

  /// Ends such a drag at `time` (`DragGesture.onEnded`); returns how far the circle was
  /// pulled in the latest frame and how long after `time` it is at rest again (0 when it
  /// already is), for a host that pauses its animation clock then.
  public mutating func dragEnded(time: Double) -> (offset: Double, settleDelay: Double) {
    let offset = frame.offset
    touchEnded(time: time)
    return (offset, Swift.max(0, (settleTime ?? time) - time))
  }

  /// Whether a host must keep drawing frames at `time`: while the circle is held, and after
  /// a release until the spring has settled (at ``settleTime`` it is at rest).
  public func needsFrames(at time: Double) -> Bool {
    isDragging || settleTime.map { time < $0 } ?? false
  }
}
