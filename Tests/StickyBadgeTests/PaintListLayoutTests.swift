import Testing

@_spi(Hosting) @testable import StickyBadge

/// The paint list flattened into numbers at named offsets, as the web page reads it.
@Suite("Paint list layout")
struct PaintListLayoutTests {
  /// `list` written into a fresh buffer of exactly ``PaintListLayout/capacity`` values.
  func flattened(_ list: PaintList) -> [Double] {
    var values = [Double](repeating: -1, count: PaintListLayout.capacity)
    let written = values.withUnsafeMutableBufferPointer { PaintListLayout.write(list, to: $0) }
    #expect(written)
    return values
  }

  @Test("a resting \"12\" with the debug overlay: header values and the first outline element")
  func restingBadge() throws {
    let badge = BadgeShape(center: Point(x: 40, y: 40), radius: 10, text: "12")
    var engine = try StickyBadgeEngine(badge: badge)
    engine.advance(to: 0)
    var painter = BadgePainter(
      restingBadge: badge, labelText: "12", configuration: StickyBadgeConfiguration(),
      showsDebugOverlay: true)
    painter.paint(engine.frame)
    let list = painter.paintList
    let values = flattened(list)
    #expect(values[PaintListLayout.outlineCount] == Double(list.outline.count))
    #expect(values[PaintListLayout.circleCount] == 0)
    #expect(values[PaintListLayout.outlineOpacity] == 1)
    #expect(values[PaintListLayout.fillColor] == 247.0 / 255)  // #F74C31
    #expect(values[PaintListLayout.fillColor + 1] == 76.0 / 255)
    #expect(values[PaintListLayout.fillColor + 2] == 49.0 / 255)
    #expect(values[PaintListLayout.labelVisible] == 1)
    #expect(abs(values[PaintListLayout.labelFontSize] - 12.643678160919540) < 1e-9)
    #expect(abs(values[PaintListLayout.labelBaselineY] - 44.608620689655170) < 1e-9)
    #expect(values[PaintListLayout.labelCenterX] == 40)
    #expect(values[PaintListLayout.labelColor] == 1)
    #expect(values[PaintListLayout.burstImageVisible] == 0)
    #expect(values[PaintListLayout.debugVisible] == 1)
    let snap = PaintListLayout.snapGuide
    #expect(Array(values[snap..<snap + 3]) == [40, 40, 80])
    #expect(Array(values[snap + 6..<snap + 9]) == [0.8, 4, 3])
    #expect(values[PaintListLayout.reattachGuide + 2] == 40)
    #expect(values[PaintListLayout.constructionLineWidth] == 0.6)
    #expect(values[PaintListLayout.constructionOpacity] == 0.7)
    #expect(values[PaintListLayout.markerCount] == Double(list.debug.markers.count))
    #expect(values[PaintListLayout.constructionCount] == Double(list.debug.construction.count))
    // The outline starts with M at the capsule's first point: command 0, then x, y.
    guard case .move(let start) = list.outline[0] else {
      Issue.record("the outline should start with a move")
      return
    }
    let first = PaintListLayout.outlineStart
    #expect(Array(values[first..<first + 7]) == [0, start.x, start.y, 0, 0, 0, 0])
    // The last element is Z: command 4 and zeros.
    let last = first + (list.outline.count - 1) * PaintListLayout.pathElementStride
    #expect(Array(values[last..<last + 7]) == [4, 0, 0, 0, 0, 0, 0])
    // A cubic: command 3, end point, then both control points.
    guard case .curve(let point, let control1, let control2) = list.outline[1] else {
      Issue.record("the capsule should go on with a cubic")
      return
    }
    let second = first + PaintListLayout.pathElementStride
    #expect(
      Array(values[second..<second + 7]) == [
        3, point.x, point.y, control1.x, control1.y, control2.x, control2.y,
      ])
  }

  @Test("burst image 2 of 8: index, count, centre and the eight circles")
  func burstImage() throws {
    var configuration = StickyBadgeConfiguration()
    configuration.burst.style = .frames
    configuration.burst.duration = 1
    configuration.burst.frameCount = 8
    let badge = BadgeShape(center: Point(x: 40, y: 40), radius: 10)
    var engine = try StickyBadgeEngine(badge: badge, configuration: configuration)
    engine.touchBegan(at: badge.center, time: 0)
    engine.touchMoved(to: Point(x: 140, y: 40), time: 0.1)
    engine.touchEnded(at: Point(x: 140, y: 40), time: 0.25)
    engine.advance(to: 0.55)
    var painter = BadgePainter(restingBadge: badge, labelText: "", configuration: configuration)
    painter.paint(engine.frame)
    let values = flattened(painter.paintList)
    #expect(values[PaintListLayout.burstImageVisible] == 1)
    #expect(values[PaintListLayout.burstImageIndex] == 2)
    #expect(values[PaintListLayout.burstImageCount] == 8)
    #expect(values[PaintListLayout.burstImageCenter] == 140)
    #expect(values[PaintListLayout.burstImageRadius] == 10)
    #expect(values[PaintListLayout.circleCount] == 8)
    #expect(values[PaintListLayout.outlineCount] == 0)
    #expect(values[PaintListLayout.labelVisible] == 0)
    let circle = PaintListLayout.circlesStart
    #expect(values[circle + 2] == 3.515625)
    #expect(values[circle + 3] == 0.90234375)
  }

  @Test("a buffer one value short is refused and left untouched")
  func shortBuffer() {
    var values = [Double](repeating: -1, count: PaintListLayout.capacity - 1)
    let written = values.withUnsafeMutableBufferPointer {
      PaintListLayout.write(PaintList(), to: $0)
    }
    #expect(!written)
    #expect(values.allSatisfy { $0 == -1 })
  }

  @Test("named offsets: unique names, header fields inside the header without overlapping")
  func namedOffsets() {
    let names = PaintListLayout.namedOffsets.map(\.name.description)
    #expect(Set(names).count == names.count)
    // How many values each header field takes.
    let widths: [String: Int] = [
      "fillColor": 3, "labelColor": 3, "constructionColor": 3, "markerColor": 3,
      "burstImageCenter": 2, "snapGuide": PaintListLayout.guideStride,
      "reattachGuide": PaintListLayout.guideStride,
    ]
    let layoutConstants = Set([
      "guideStride", "headerCount", "pathElementStride", "circleStride", "outlineStart",
      "circlesStart", "constructionStart", "markersStart", "capacity",
    ]).union(recordFields.keys)
    var used = Set<Int>()
    for (staticName, offset) in PaintListLayout.namedOffsets {
      let name = staticName.description
      if layoutConstants.contains(name) { continue }
      for slot in offset..<offset + (widths[name] ?? 1) {
        #expect(slot < PaintListLayout.headerCount, "\(name)")
        #expect(used.insert(slot).inserted, "\(name) overlaps at \(slot)")
      }
    }
    #expect(used.count == 53)
    #expect(PaintListLayout.capacity == 56 + 64 * 7 + 512 * 4 + 272 * 7 + 1044 * 7)
  }

  /// The fields inside a record and the path commands, pinned (the web page reads them).
  let recordFields: [String: Int] = [
    "commandMove": 0, "commandLine": 1, "commandQuadCurve": 2, "commandCurve": 3,
    "commandClose": 4, "elementEnd": 1, "elementControl1": 3, "elementControl2": 5,
    "circleRadius": 2, "circleOpacity": 3, "guideRadius": 2, "guideColor": 3,
    "guideLineWidth": 6, "guideDash": 7, "guideGap": 8,
  ]

  @Test("record fields and path commands are named, and a path is written at them")
  func recordFieldsByName() {
    let named = Dictionary(
      uniqueKeysWithValues: PaintListLayout.namedOffsets.map { ($0.name.description, $0.offset) })
    for (name, value) in recordFields { #expect(named[name] == value, "\(name)") }
    var list = PaintList()
    list.outline = [
      .move(to: Point(x: 1, y: 2)), .quadCurve(to: Point(x: 3, y: 4), control: Point(x: 5, y: 6)),
      .curve(
        to: Point(x: 7, y: 8), control1: Point(x: 9, y: 10), control2: Point(x: 11, y: 12)),
      .line(to: Point(x: 13, y: 14)), .close,
    ]
    let values = flattened(list)
    let stride = PaintListLayout.pathElementStride
    let start = PaintListLayout.outlineStart
    #expect(
      Array(values[start..<start + 5 * stride]) == [
        0, 1, 2, 0, 0, 0, 0,
        2, 3, 4, 5, 6, 0, 0,
        3, 7, 8, 9, 10, 11, 12,
        1, 13, 14, 0, 0, 0, 0,
        4, 0, 0, 0, 0, 0, 0,
      ])
  }
}
