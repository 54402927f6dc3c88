import Testing

@_spi(Hosting) @testable import StickyBadge

@Suite("Hosting: coordinate conversion between a cell and the window overlay")
struct HostingOverlayTests {
  @Test("a cell in a scrolled table inside a navigation controller")
  func viewChain() {
    // Badge centre (10, 10) in a cell at y = 300 of a table scrolled by 120, table at y = 64.
    let transform = OverlayTransform(path: [
      (frameOrigin: Point(x: 0, y: 300), boundsOrigin: .zero),
      (frameOrigin: Point(x: 0, y: 64), boundsOrigin: Point(x: 0, y: 120)),
    ])
    #expect(transform.apply(Point(x: 10, y: 10)) == Point(x: 10, y: 254))
    #expect(transform.inverted.apply(Point(x: 10, y: 254)) == Point(x: 10, y: 10))
  }

  @Test(
    "points round-trip through the overlay",
    arguments: [
      OverlayTransform(translation: Point(x: 16, y: 400)),
      OverlayTransform(scale: 2, translation: Point(x: -30, y: 12.5)),
      OverlayTransform(scale: 0.5, translation: Point(x: 3, y: 4)),
    ])
  func roundTrip(transform: OverlayTransform) {
    for point in [Point.zero, Point(x: 17.25, y: -3), Point(x: 320, y: 640)] {
      let back = transform.inverted.apply(transform.apply(point))
      #expect(abs(back.x - point.x) < 1e-12 && abs(back.y - point.y) < 1e-12)
    }
  }

  @Test func fromConvertedOriginAndUnit() {
    let transform = OverlayTransform(
      originInOverlay: Point(x: 20, y: 30), unitXInOverlay: Point(x: 22, y: 30))
    #expect(transform.scale == 2)
    #expect(transform.apply(Point(x: 5, y: 5)) == Point(x: 30, y: 40))
    #expect(transform.apply(length: 9) == 18)
  }

  @Test("composition applies the inner transform first")
  func composition() {
    let inner = OverlayTransform(scale: 2, translation: Point(x: 1, y: 0))
    let outer = OverlayTransform(translation: Point(x: 0, y: 10))
    let both = inner.followed(by: outer)
    let point = Point(x: 3, y: 4)
    #expect(both.apply(point) == outer.apply(inner.apply(point)))
    #expect(both.apply(point) == Point(x: 7, y: 18))
  }

  @Test("invalid input leaves an identity-like transform, never NaN")
  func invalidInput() {
    let transform = OverlayTransform(scale: .nan, translation: Point(x: .infinity, y: 0))
    #expect(transform == .identity)
  }

  @Test("a whole frame moves into the overlay: outline, anchor, badge, label, particles")
  func frameConversion() throws {
    var engine = try StickyBadgeEngine(badge: BadgeShape(center: Point(x: 300, y: 22), radius: 9))
    engine.touchBegan(at: Point(x: 300, y: 22), time: 0)
    engine.touchMoved(to: Point(x: 260, y: 52), time: 0.05)
    engine.advance(to: 0.05)
    let local = engine.frame
    let transform = OverlayTransform(translation: Point(x: 0, y: 180))
    let overlay = transform.apply(local)
    #expect(overlay.badge.center == Point(x: 260, y: 232))
    #expect(overlay.anchor?.center == Point(x: 300, y: 202))
    #expect(overlay.anchor?.radius == local.anchor?.radius)
    #expect(overlay.label.center == Point(x: 260, y: 232))
    #expect(overlay.outline.count == local.outline.count)
    for (a, b) in zip(local.outline, overlay.outline) {
      if case .move(let p) = a, case .move(let q) = b { #expect(q == p + Point(x: 0, y: 180)) }
      if case .curve(let p, let c1, let c2) = a, case .curve(let q, let d1, let d2) = b {
        #expect(q == p + Point(x: 0, y: 180))
        #expect(d1 == c1 + Point(x: 0, y: 180))
        #expect(d2 == c2 + Point(x: 0, y: 180))
      }
    }
    #expect(overlay.phase == local.phase && overlay.events == local.events)
  }

  @Test("particles are scaled and moved")
  func particles() throws {
    var engine = try StickyBadgeEngine(badge: BadgeShape(center: Point(x: 10, y: 10), radius: 9))
    engine.dismiss(time: 0)
    engine.advance(to: 0.1)
    let local = engine.frame
    #expect(!local.particles.isEmpty)
    let overlay = OverlayTransform(scale: 2, translation: Point(x: 5, y: 5)).apply(local)
    for (a, b) in zip(local.particles, overlay.particles) {
      #expect(b.center == a.center * 2 + Point(x: 5, y: 5))
      #expect(b.radius == a.radius * 2)
      #expect(b.opacity == a.opacity)
    }
  }
}
