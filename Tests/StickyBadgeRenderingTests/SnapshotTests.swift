// PNG and GIF exist where cairo and giflib are linked (Linux): see RenderScene.isRasterOutputAvailable.
#if os(Linux) && !STICKYBADGE_WITHOUT_CAIRO
  import Foundation
  @_spi(Hosting) import StickyBadge
  import StickyBadgeRendering
  import Testing

  /// Known frames rendered to PNG and compared with checked-in reference images.
  @Suite struct SnapshotTests {
    let dot = BadgeShape(center: TestScenes.home, radius: 10)
    let twelve = BadgeShape(center: TestScenes.home, radius: 10, text: "12")
    let capsule = BadgeShape(center: TestScenes.home, radius: 11, text: "99+")

    @Test func restingBadgeAt2x() throws {
      var engine = try StickyBadgeEngine(badge: twelve)
      engine.advance(to: 0)
      let scene = TestScenes.scene(engine.frame, badge: twelve, text: "12")
      let png = try scene.png(frameAt: 0, options: RenderOptions(scale: 2))
      try Snapshot.expectMatch(png, named: "resting-12-2x")
    }

    @Test func stretchedBadgeAt3xOnWhite() throws {
      let frame = try TestScenes.draggedFrame(badge: dot, to: Point(x: 95, y: 70))
      #expect(frame.phase == .stretching)
      let scene = TestScenes.scene(frame, badge: dot, text: "3")
      let png = try scene.png(frameAt: 0, options: RenderOptions(scale: 3, background: .white))
      try Snapshot.expectMatch(png, named: "stretched-3x-white")
    }

    @Test func capsuleWithDebugOverlay() throws {
      let frame = try TestScenes.draggedFrame(badge: capsule, to: Point(x: 80, y: 75))
      let scene = TestScenes.scene(frame, badge: capsule, text: "99+")
      let png = try scene.png(
        frameAt: 0, options: RenderOptions(scale: 2, background: .white, showsDebugOverlay: true))
      try Snapshot.expectMatch(png, named: "capsule-99-debug-2x")
    }

    @Test func classicConnectorAt2x() throws {
      var configuration = StickyBadgeConfiguration()
      configuration.connectorStyle = .classic
      let frame = try TestScenes.draggedFrame(
        badge: dot, to: Point(x: 100, y: 40), configuration: configuration)
      let scene = TestScenes.scene(frame, badge: dot, text: "", configuration: configuration)
      let png = try scene.png(frameAt: 0, options: RenderOptions(scale: 2))
      try Snapshot.expectMatch(png, named: "classic-2x")
    }

    @Test func burstParticlesOnColouredBackground() throws {
      var engine = try StickyBadgeEngine(badge: dot)
      engine.touchBegan(at: dot.center, time: 0)
      engine.touchMoved(to: Point(x: 140, y: 40), time: 0.1)
      engine.touchEnded(at: Point(x: 140, y: 40), time: 0.2)
      engine.advance(to: 0.3)
      #expect(engine.frame.phase == .bursting)
      #expect(engine.frame.particles.count == 14)
      let scene = TestScenes.scene(engine.frame, badge: dot, text: "3")
      let png = try scene.png(
        frameAt: 0,
        options: RenderOptions(
          scale: 1, background: BadgeColor(rgb: 0x202830),
          canvasSize: CanvasSize(width: 120, height: 120)))
      try Snapshot.expectMatch(png, named: "burst-1x-dark")
    }

    @Test func stretchyCircleFromScenario() throws {
      let scenario = try TestScenes.scenario(
        """
        {"stretchyCircle": {"center": [40, 40], "radius": 20},
         "touches": [{"time": 0, "phase": "began", "location": [40, 50]},
                     {"time": 0.2, "phase": "moved", "location": [40, 110]}],
         "duration": 0.3}
        """)
      let scene = try RenderScene(scenario: scenario, fps: 10)
      let png = try scene.png(frameAt: scene.frameIndex(at: 0.3), options: RenderOptions(scale: 2))
      try Snapshot.expectMatch(png, named: "stretchy-circle-2x")
    }

    /// The comparison itself must catch a real change: the badge moved by one point.
    @Test func comparisonDetectsAOnePointShift() throws {
      let frame = try TestScenes.draggedFrame(badge: dot, to: Point(x: 95, y: 70))
      var shifted = frame
      shifted.badge.center.x += 1
      shifted.label.center.x += 1
      shifted.outline = []
      OutlineBuilder.appendConnected(
        anchor: frame.anchor!, badge: shifted.badge,
        parameters: StickyBadgeConfiguration().connectorParameters(at: 60),
        into: &shifted.outline)
      let options = RenderOptions(scale: 2, canvasSize: CanvasSize(width: 140, height: 110))
      let original = try CairoRenderer(
        scene: TestScenes.scene(frame, badge: dot, text: "3"), options: options
      )
      .image(ofFrame: 0)
      let moved = try CairoRenderer(
        scene: TestScenes.scene(shifted, badge: dot, text: "3"), options: options
      )
      .image(ofFrame: 0)
      #expect(Snapshot.compare(original, original) == nil)
      #expect(Snapshot.compare(moved, original) != nil)
    }
  }
#endif
