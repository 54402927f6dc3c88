extension BadgeSession {
  /// The paint list of the frame in motion, in the input's coordinate space, or `nil`
  /// unless the badge is in the overlay (``frame``).
  ///
  /// Painted with the engine's configuration (the system settings applied, so the fill
  /// is darkened under Increase Contrast), ``labelText`` and ``labelFont``; the painter is
  /// kept across frames, so a frame allocates nothing once a drag is under way.
  public mutating func paintFrame() -> PaintList? {
    guard let frame, let engine else { return nil }
    var painter =
      self.painter.flatMap {
        $0.restingBadge == engine.restingBadge && $0.configuration == engine.configuration
          && $0.labelText == labelText && $0.labelFont == labelFont ? $0 : nil
      }
      ?? BadgePainter(
        restingBadge: engine.restingBadge, labelText: labelText,
        configuration: engine.configuration, labelFont: labelFont)
    self.painter = nil  // keep the list's storage uniquely referenced while painting
    painter.paint(frame)
    self.painter = painter
    return painter.paintList
  }

  /// Paints the frame in motion with `painter` (a host's own painter, kept across frames)
  /// and returns `true`; returns `false`, painting nothing, unless the badge is in the
  /// overlay (``frame``).
  ///
  /// The frame is painted where the engine keeps it, not copied out as ``frame`` is.
  public func paint(with painter: inout BadgePainter) -> Bool {
    guard hasFrame else { return false }
    painter.paint(engine.unsafelyUnwrapped.frame)
    return true
  }
}
