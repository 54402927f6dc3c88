import Testing

@_spi(Hosting) @testable import StickyBadge

/// The capsule end of a bridge slid towards its hull contact until it clears the anchor's
/// tangent line (``OutlineBuilder/clearedOffset(_:from:contactPoint:attachedPoint:direction:anchor:anchorNormal:capsule:)``).
@Suite("Bridge clearance")
struct BridgeClearanceTests {
  /// A badge whose flat edges are longer than its caps' half circles (40 against 31.4), the
  /// contact near the top of the left cap and the attached end along the top edge: the end
  /// stops where its depth beyond the anchor's tangent line is half the contact's, on the top
  /// edge, not next to the contact.
  @Test func aLongBadgeEndStopsWhereItsDepthIsHalfTheContacts() {
    let capsule = Capsule(BadgeShape(center: Point(x: 103, y: 57), radius: 10, halfLength: 20))
    let anchor = Circle(center: Point(x: 100, y: 50), radius: 3)
    let length = (0.3 * 0.3 + 0.95 * 0.95).squareRoot()
    let normal = Point(x: -0.3 / length, y: -0.95 / length)
    let contactNormal = OctantAngle.unit(2.95)
    let contact = capsule.arcPosition(normalAngle: 2.95, onRightCap: false)
    let contactPoint = capsule.hullContact(normal: contactNormal, onRightCap: false)
    let attachedPoint = Point(x: 99, y: 47)
    let offset = capsule.arcPosition(of: attachedPoint) - contact
    let depth = { (point: Point) in (point - anchor.center).dot(normal) - anchor.radius }
    // The attached end is not deep enough, so the end slides.
    #expect(depth(attachedPoint) < 0.5 * depth(contactPoint))

    let cleared = OutlineBuilder.clearedOffset(
      offset, from: contact, contactPoint: contactPoint, attachedPoint: attachedPoint,
      direction: 1, anchor: anchor, anchorNormal: normal, capsule: capsule)
    let end = capsule.frame(at: contact + cleared)
    #expect(abs(depth(end.point) - 0.5 * depth(contactPoint)) < 1e-9)
    #expect(abs(end.point.y - 47) < 1e-12)
    #expect(abs(end.point.x - 90.9) < 0.05)
  }
}
