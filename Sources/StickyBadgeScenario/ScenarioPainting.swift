@_spi(Hosting) import StickyBadge

extension Scenario {
  /// What a ``BadgePainter`` paints this scenario's frames with: the badge at rest and its
  /// label text. A stretchy-circle scenario paints as an unlabelled dot of the circle's
  /// centre and radius.
  public var paintedBadge: (restingBadge: BadgeShape, labelText: String) {
    switch subject {
    case .badge(let shape, let text):
      return (shape, text)
    case .stretchyCircle(let circle):
      return (BadgeShape(center: circle.center, radius: circle.radius), "")
    }
  }
}

extension ScenarioSimulation {
  /// The index of the frame of `frames` showing `time`, measured from the first frame: the
  /// last frame starting at or before it (within 1e-9 s); 0 when there are none.
  @_spi(Hosting) public static func frameIndex(at time: Double, in frames: [BadgeFrame]) -> Int {
    guard let first = frames.first else { return 0 }
    var index = 0
    for candidate in frames.indices where frames[candidate].time - first.time <= time + 1e-9 {
      index = candidate
    }
    return index
  }
}
