extension BadgeSession {
  /// Paints the frame in motion, in the input's coordinate space, and returns its paint list
  /// (also ``paintList``); `nil`, painting nothing, unless the badge is in the overlay
  /// (`frame`). Every face paints its badge in motion this way.
  ///
  /// Painted with the engine's configuration (the system settings applied, so the fill
  /// is darkened under Increase Contrast), ``labelText``, ``labelFont`` and
  /// `showsDebugOverlay`; the painter is kept across frames, so a frame allocates nothing
  /// once a drag is under way (read the list before the next frame rather than keeping it).
  @discardableResult
  public mutating func paintFrame() -> PaintList? {
    guard hasFrame else { return nil }
    if painter == nil {
      painter = BadgePainter(
        restingBadge: engine!.restingBadge, labelText: labelText,
        configuration: engine!.configuration, labelFont: labelFont)
    }
    painter!.showsDebugOverlay = showsDebugOverlay
    painter!.paint(engine!.frame)
    return painter!.paintList
  }

  /// The paint list last painted by ``paintFrame()``; `nil` before one, and once the engine,
  /// the label or its font changed since.
  public var paintList: PaintList? { painter?.paintList }
}
