import Testing

@testable import StickyBadge

/// Outlines appended to the caller's array: after whatever the array held, however its buffer
/// is shared, and as long as the longest connected outline.
@Suite("Outline appending")
struct OutlineAppendTests {
  /// Anchors and capsules over a grid of positions: small and large anchors, short and long
  /// capsules (a large anchor over a long capsule pokes out of both flat sides: two spans),
  /// spreads from the plain union to the hull.
  static func sweep(_ body: (Circle, BadgeShape, ConnectorParameters) -> Void) {
    let home = Point(x: 200, y: 200)
    for anchorRadius in [2.0, 6, 10, 30] {
      for (radius, halfLength) in [(10.0, 3.0), (10, 7), (5, 20), (9, 0.5)] {
        for spread in [0.0, 0.5, 1] {
          for step in 0..<24 {
            let angle = Double(step) * Double.pi / 12
            for distance in [0.0, 1, 4, 9, 15, 25, 40, 70] {
              let center = Point(
                x: home.x + PlatformMath.cosine(angle) * distance,
                y: home.y + PlatformMath.sine(angle) * distance)
              body(
                Circle(center: home, radius: anchorRadius),
                BadgeShape(center: center, radius: radius, halfLength: halfLength),
                ConnectorParameters(spread: spread))
            }
          }
        }
      }
    }
  }

  @Test("the longest connected outline of the sweep, and its two-span outlines")
  func longestOutline() {
    var path: [PathElement] = []
    var largest = 0
    var twoSpans = 0
    Self.sweep { anchor, badge, parameters in
      path.removeAll(keepingCapacity: true)
      OutlineBuilder.appendConnected(
        anchor: anchor, badge: badge, parameters: parameters, into: &path)
      largest = max(largest, path.count)
      // A walk round the capsule of at most its perimeter has at most three edge pieces, so
      // four lines mean two walks: two anchor spans, four bridges.
      if path.filter({ $0.command == "L" }).count >= 4 { twoSpans += 1 }
    }
    // The longest outline of the sweep (measured).
    #expect(largest == 19)
    // The sweep reaches the two-span outlines (a large anchor over a long capsule).
    #expect(twoSpans > 0)
  }

  @Test("the outline goes after what the array held, and a shared buffer is left alone")
  func appendsAfterExistingAndCopiesShared() {
    let anchor = Circle(center: Point(x: 200, y: 200), radius: 6)
    let badge = BadgeShape(center: Point(x: 230, y: 210), radius: 10, halfLength: 3)
    var fresh: [PathElement] = []
    OutlineBuilder.appendConnected(anchor: anchor, badge: badge, into: &fresh)
    #expect(fresh.count > 8)

    // No spare room at all: the array grows first.
    var tight: [PathElement] = [.move(to: .zero)]
    OutlineBuilder.appendConnected(anchor: anchor, badge: badge, into: &tight)
    #expect(tight.count == fresh.count + 1)
    #expect(tight.first == .move(to: .zero))
    #expect(Array(tight.dropFirst()) == fresh)

    // Room enough, but the buffer shared with a copy: the copy keeps its one element.
    var shared: [PathElement] = [.move(to: .zero)]
    shared.reserveCapacity(200)
    let copy = shared
    OutlineBuilder.appendConnected(anchor: anchor, badge: badge, into: &shared)
    #expect(copy == [.move(to: .zero)])
    #expect(Array(shared.dropFirst()) == fresh)
  }
}
