import Testing

@_spi(Hosting) @testable import StickyBadge

/// The two distances of the drag state machine, tested exactly at their values and 0.001
/// point either side: the bridge snaps only when the badge is *farther* than
/// ``StickyBadgeConfiguration/snapDistance`` from home, and a detached badge re-attaches
/// only when it is *closer* than ``StickyBadgeConfiguration/reattachDistance``. Exactly at
/// either distance nothing changes, which is what the doc comments promise.
@Suite("Exact snap and re-attach distances")
struct ThresholdTests {
  static let home = Point(x: 100, y: 100)
  /// Offsets from the threshold: 0.001 point inside, exactly at it, 0.001 point beyond.
  static let offsets: [Double] = [-0.001, 0, 0.001]

  /// An engine holding the badge, touched at its centre (so the badge centre is exactly
  /// where the finger is).
  func grabbedEngine(_ configuration: StickyBadgeConfiguration) throws -> StickyBadgeEngine {
    var engine = try StickyBadgeEngine(
      badge: BadgeShape(center: Self.home, radius: 10), configuration: configuration)
    let tookHold = engine.touchBegan(at: Self.home, time: 0)
    #expect(tookHold)
    return engine
  }

  @Test(
    "a drag to snapDistance − 0.001 and to exactly snapDistance stays attached; + 0.001 snaps",
    arguments: [80.0, 60, 37.5], offsets)
  func snapDistance(snap: Double, offset: Double) throws {
    var engine = try grabbedEngine(
      changed(StickyBadgeConfiguration()) {
        $0.snapDistance = snap
        $0.reattachDistance = snap / 2
      })
    // Along the x axis, so the distance from home is exactly `snap + offset`.
    let location = Point(x: Self.home.x + snap + offset, y: Self.home.y)
    engine.touchMoved(to: location, time: 0.1)
    engine.advance(to: 0.1)
    let snapped = offset > 0
    #expect(engine.phase == (snapped ? .detached : .stretching))
    #expect(engine.frame.events.map(\.kind) == (snapped ? [.began, .snapped] : [.began]))
    #expect((engine.frame.anchor == nil) == snapped, "only an attached badge has an anchor")
  }

  @Test(
    "back to reattachDistance + 0.001 or exactly reattachDistance stays detached; − 0.001 re-attaches",
    arguments: [40.0, 20, 59.5], offsets)
  func reattachDistance(reattach: Double, offset: Double) throws {
    var engine = try grabbedEngine(
      changed(StickyBadgeConfiguration()) {
        $0.snapDistance = 60
        $0.reattachDistance = reattach
      })
    engine.touchMoved(to: Point(x: Self.home.x, y: Self.home.y + 100), time: 0.1)
    #expect(engine.phase == .detached)
    // Back along the y axis, so the distance from home is exactly `reattach + offset`.
    engine.touchMoved(to: Point(x: Self.home.x, y: Self.home.y + reattach + offset), time: 0.2)
    engine.advance(to: 0.2)
    let reattached = offset < 0
    #expect(engine.phase == (reattached ? .stretching : .detached))
    #expect(
      engine.frame.events.map(\.kind)
        == (reattached ? [.began, .snapped, .reattached] : [.began, .snapped]))
  }

  @Test("released exactly at snapDistance it springs home; 0.001 beyond, it bursts")
  func releaseAtSnapDistance() throws {
    for (offset, expected) in [(0.0, DragEventKind.restored), (0.001, .dismissed)] {
      var engine = try grabbedEngine(StickyBadgeConfiguration())
      let location = Point(x: Self.home.x - 80 - offset, y: Self.home.y)
      engine.touchMoved(to: location, time: 0.1)
      engine.touchEnded(at: location, time: 0.1)
      var kinds: [DragEventKind] = []
      for step in 1...300 {
        engine.advance(to: 0.1 + Double(step) / 60)
        kinds += engine.frame.events.map(\.kind)
      }
      #expect(kinds.last == expected, "offset \(offset): \(kinds)")
    }
  }
}
