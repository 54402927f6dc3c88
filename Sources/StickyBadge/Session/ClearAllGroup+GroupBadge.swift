extension ClearAllGroup {
  /// Whether the group badge (the total that started "clear all") stays dismissed even
  /// when its count changes: from the start of the sequence until it completes or the group
  /// is reset. The members' dismissals count the total down while they burst; showing it
  /// again, counting down, would undo the gesture the user just made.
  public var keepsGroupBadgeDismissed: Bool { needsFrames }

  /// Whether a group badge whose content changed to `isVisible` shows again: hosts tell its
  /// session this instead (``BadgeSession/contentChanged(isVisible:time:)``).
  public func groupBadgeShows(isVisible: Bool) -> Bool {
    isVisible && !keepsGroupBadgeDismissed
  }
}
