import Testing

@_spi(Hosting) @testable import StickyBadge

@Suite("A stretchy circle follows a new radius or configuration")
struct StretchyCircleReplacementTests {
  @Test("the same inputs keep the session; a new radius or configuration replaces it at rest")
  func replacement() throws {
    let session = try StretchyCircleSession(radius: 18)
    #expect(!session.needsReplacement(radius: 18, configuration: StretchyCircleConfiguration()))
    #expect(session.needsReplacement(radius: 24, configuration: StretchyCircleConfiguration()))
    #expect(session.needsReplacement(radius: 18.001, configuration: StretchyCircleConfiguration()))
    var other = StretchyCircleConfiguration()
    other.lowerCircleShrink += 0.1
    #expect(session.needsReplacement(radius: 18, configuration: other))
  }

  @Test("a session being pulled is kept until the finger lifts")
  func keptWhilePulled() throws {
    var session = try StretchyCircleSession(radius: 18)
    session.dragMoved(to: Point(x: 18, y: 60), from: Point(x: 18, y: 18), time: 0)
    #expect(session.isDragging)
    #expect(!session.needsReplacement(radius: 24, configuration: StretchyCircleConfiguration()))
    _ = session.dragEnded(time: 0.1)
    #expect(session.needsReplacement(radius: 24, configuration: StretchyCircleConfiguration()))
  }
}
