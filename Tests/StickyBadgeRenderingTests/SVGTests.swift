import Foundation
@_spi(Hosting) import StickyBadge
@_spi(Hosting) import StickyBadgeRendering
@_spi(Hosting) import StickyBadgeScenario
import Testing

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// Collects the elements of an XML document, failing on malformed input.
final class ElementCollector: NSObject, XMLParserDelegate {
  struct Element {
    var name: String
    var attributes: [String: String]
    var text = ""
  }

  var elements: [Element] = []
  private var open: [Int] = []

  func parser(
    _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
    qualifiedName: String?,
    attributes: [String: String] = [:]
  ) {
    elements.append(Element(name: elementName, attributes: attributes))
    open.append(elements.count - 1)
  }

  func parser(
    _ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?,
    qualifiedName: String?
  ) {
    open.removeLast()
  }

  func parser(_ parser: XMLParser, foundCharacters string: String) {
    if let index = open.last { elements[index].text += string }
  }

  /// Parses `svg`; nil when it is not well-formed XML.
  static func parse(_ svg: String) -> [Element]? {
    let parser = XMLParser(data: Data(svg.utf8))
    let collector = ElementCollector()
    parser.delegate = collector
    return parser.parse() ? collector.elements : nil
  }
}

@Suite struct SVGTests {
  @Test func animatedSVGIsWellFormedAndConsistent() throws {
    let scenario = try TestScenes.scenario(
      TestScenes.pullJSON(to: Point(x: 150, y: 40), release: 0.3, duration: 1.0))
    let scene = try RenderScene(scenario: scenario, fps: 30)
    let options = RenderOptions(scale: 2)
    let svg = SVGRenderer(scene: scene, options: options).animatedSVG()
    let elements = try #require(ElementCollector.parse(svg), "not well-formed XML")
    let root = try #require(elements.first)
    #expect(root.name == "svg")
    let viewport = scene.viewport(options: options)
    #expect(
      root.attributes["viewBox"]
        == "\(NumberFormatting.decimal(viewport.origin.x)) \(NumberFormatting.decimal(viewport.origin.y)) \(NumberFormatting.decimal(viewport.size.width)) \(NumberFormatting.decimal(viewport.size.height))"
    )
    #expect(root.attributes["width"] == NumberFormatting.decimal(viewport.size.width * 2))

    // The silhouette, one circle per particle, the label.
    #expect(elements.filter { $0.name == "path" }.count == 1)
    #expect(
      elements.filter { $0.name == "circle" }.count
        == StickyBadgeConfiguration().burst.particleCount)
    let text = try #require(elements.first { $0.name == "text" })
    #expect(text.text == "3")
    #expect(text.attributes["font-family"]?.hasPrefix("DejaVu Sans") == true)

    // Every animation: discrete, looping, one loop = the scene, key times from 0 upwards.
    let animations = elements.filter { $0.name == "animate" }
    #expect(!animations.isEmpty)
    for animation in animations {
      #expect(animation.attributes["calcMode"] == "discrete")
      #expect(animation.attributes["repeatCount"] == "indefinite")
      #expect(animation.attributes["dur"] == "\(NumberFormatting.decimal(scene.totalDuration))s")
      let times = try #require(animation.attributes["keyTimes"]).split(separator: ";").map {
        Double($0)!
      }
      let values = try #require(animation.attributes["values"]).split(
        separator: ";", omittingEmptySubsequences: false)
      #expect(times.count == values.count)
      #expect(times.first == 0)
      #expect(zip(times, times.dropFirst()).allSatisfy { $0 < $1 })
      #expect(times.last! < 1)
    }
    // The outline animation holds each frame's path data (all M/L/Q/C/Z and numbers).
    let outline = try #require(animations.first { $0.attributes["attributeName"] == "d" })
    let paths = try #require(outline.attributes["values"]).split(separator: ";")
    let stretched = try #require(
      scene.frames.firstIndex { $0.phase == .stretching && $0.anchor != nil })
    #expect(paths.contains { $0 == pathData(scene.frames[stretched].outline) })
    for path in paths {
      #expect(path.allSatisfy { "MLQCZ0123456789.- ".contains($0) })
    }
  }

  @Test func stillFrameCarriesColourLabelAndBackground() throws {
    let badge = BadgeShape(center: TestScenes.home, radius: 10, text: "<&>")
    var engine = try StickyBadgeEngine(badge: badge)
    engine.advance(to: 0)
    let scene = TestScenes.scene(engine.frame, badge: badge, text: "<&>")
    let svg = SVGRenderer(
      scene: scene, options: RenderOptions(background: BadgeColor(rgb: 0x102030))
    ).frameSVG(at: 0)
    let elements = try #require(ElementCollector.parse(svg))
    #expect(elements.first { $0.name == "rect" }?.attributes["fill"] == "#102030")
    let path = try #require(elements.first { $0.name == "path" })
    #expect(path.attributes["fill"] == "#F74C31")
    #expect(path.attributes["d"] == pathData(engine.frame.outline))
    let text = try #require(elements.first { $0.name == "text" })
    #expect(text.text == "<&>")
    #expect(text.attributes["fill"] == "#FFFFFF")
    #expect(text.attributes["text-anchor"] == "middle")
    #expect(!svg.contains("<animate"))
  }

  @Test func debugOverlayDrawsSnapAndReattachCircles() throws {
    let badge = BadgeShape(center: TestScenes.home, radius: 10)
    let frame = try TestScenes.draggedFrame(badge: badge, to: Point(x: 80, y: 60))
    let scene = TestScenes.scene(frame, badge: badge, text: "")
    let svg = SVGRenderer(scene: scene, options: RenderOptions(showsDebugOverlay: true)).frameSVG(
      at: 0)
    let elements = try #require(ElementCollector.parse(svg))
    let radii = elements.filter { $0.name == "circle" }.compactMap { $0.attributes["r"] }
    #expect(radii == ["80", "40"])  // snap and re-attach distances
    // The construction path has the handles: one line per Bézier end.
    let curves = frame.outline.filter { if case .curve = $0 { return true } else { return false } }
      .count
    let construction = try #require(
      elements.first { $0.name == "path" && $0.attributes["stroke"] != nil })
    #expect((construction.attributes["d"] ?? "").filter { $0 == "L" }.count >= 2 * curves)
  }

  /// The image-frame burst of the exploding-button write-up (001): the host draws picture N
  /// of `frameCount`; the renderer draws a ring of eight dots that flies out and fades as N
  /// grows.
  @Test func imageFrameBurstDrawsEightDotsPerPicture() throws {
    let json = TestScenes.pullJSON(
      to: Point(x: 150, y: 40), release: 0.3, duration: 1.2,
      configuration: #"{"burst": {"style": "frames", "frameCount": 8, "duration": 0.8}}"#)
    let scene = try RenderScene(scenario: try TestScenes.scenario(json), fps: 30)
    let burstFrames = scene.frames.filter { $0.burstFrameIndex != nil }
    #expect(Set(burstFrames.compactMap(\.burstFrameIndex)) == Set(0..<8))
    let elements = try #require(ElementCollector.parse(SVGRenderer(scene: scene).animatedSVG()))
    let circles = elements.filter { $0.name == "circle" }
    #expect(circles.count == 8)
    // Each dot's opacity steps down through the eight pictures: 8 distinct values plus 0.
    let opacities = try #require(
      elements.first {
        $0.name == "animate" && $0.attributes["attributeName"] == "fill-opacity"
          && $0.attributes["values"]?.contains("0.") == true
      })
    let values = Set(try #require(opacities.attributes["values"]).split(separator: ";"))
    #expect(values.count == 9)
  }

  @Test func sameScenarioGivesTheSameBytes() throws {
    let json = TestScenes.pullJSON(to: Point(x: 90, y: 60))
    let first = SVGRenderer(
      scene: try RenderScene(scenario: try TestScenes.scenario(json), fps: 30)
    ).animatedSVG()
    let second = SVGRenderer(
      scene: try RenderScene(scenario: try TestScenes.scenario(json), fps: 30)
    ).animatedSVG()
    #expect(first == second)
  }

  private func pathData(_ outline: [PathElement]) -> String {
    var text = ""
    for element in outline {
      func point(_ p: Point) -> String {
        "\(NumberFormatting.decimal(p.x, fractionDigits: 2)) \(NumberFormatting.decimal(p.y, fractionDigits: 2))"
      }
      switch element {
      case .move(let p): text += "M" + point(p)
      case .line(let p): text += "L" + point(p)
      case .quadCurve(let p, let c): text += "Q" + point(c) + " " + point(p)
      case .curve(let p, let c1, let c2): text += "C" + point(c1) + " " + point(c2) + " " + point(p)
      case .close: text += "Z"
      }
    }
    return text
  }
}
