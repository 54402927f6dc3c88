import StickyBadge

/// Writes SVG directly: one frame as a still picture, or a whole scene as an animated
/// SVG (SMIL `<animate calcMode="discrete">`, which plays in browsers and in GitHub's
/// image view without script).
///
/// Numbers go through ``NumberFormatting`` (two decimals for geometry), so the output
/// is byte-for-byte the same on every platform.
public struct SVGRenderer: Sendable {
  /// The scene to draw.
  public var scene: RenderScene
  /// How to draw it (``RenderOptions/scale`` multiplies the displayed size).
  public var options: RenderOptions

  /// Creates an SVG renderer.
  public init(scene: RenderScene, options: RenderOptions = RenderOptions()) {
    self.scene = scene
    self.options = options
  }

  /// Colours of the debug overlay.
  static let snapColor = "#2F6FEB"
  static let reattachColor = "#1A9E55"
  static let constructionColor = "#222222"

  /// A still SVG of frame `index`.
  public func frameSVG(at index: Int) -> String {
    let viewport = scene.viewport(options: options)
    let layout = FrameLayout(
      frame: scene.frames[index], scene: scene, showsDebugOverlay: options.showsDebugOverlay)
    var svg = header(viewport)
    svg += "<path d=\""
    appendPathData(layout.outline, to: &svg)
    svg += "\" fill=\"\(hex(layout.fill))\""
    if layout.fillOpacity < 1 { svg += " fill-opacity=\"\(number(layout.fillOpacity, 4))\"" }
    svg += "/>\n"
    for dot in layout.particles + layout.burstImage where dot.opacity > 0 && dot.radius > 0 {
      svg +=
        "<circle cx=\"\(number(dot.center.x))\" cy=\"\(number(dot.center.y))\" r=\"\(number(dot.radius))\""
      svg += " fill=\"\(hex(layout.fill))\" fill-opacity=\"\(number(dot.opacity, 4))\"/>\n"
    }
    if let label = layout.label {
      svg += "<text x=\"\(number(label.center.x))\" y=\"\(number(label.baseline))\""
      svg += " font-size=\"\(number(label.fontSize))\" \(textAttributes)"
      if label.opacity < 1 { svg += " fill-opacity=\"\(number(label.opacity, 4))\"" }
      svg += ">\(escaped(label.text))</text>\n"
    }
    if let debug = layout.debug {
      appendStaticDebugCircles(debug, to: &svg)
      svg += "<path d=\"\(debugConstructionPath(debug))\" \(constructionStroke)/>\n"
      svg += "<path d=\"\(debugMarkerPath(debug))\" fill=\"\(Self.constructionColor)\"/>\n"
    }
    svg += "</svg>\n"
    return svg
  }

  /// An animated SVG of the whole scene, looping forever.
  ///
  /// Each drawn element is written once, with one `<animate>` per attribute that
  /// changes; runs of equal values are merged, so still stretches cost nothing.
  public func animatedSVG() -> String {
    let viewport = scene.viewport(options: options)
    let layouts = scene.frames.map {
      FrameLayout(frame: $0, scene: scene, showsDebugOverlay: options.showsDebugOverlay)
    }
    let timeline = Timeline(scene: scene)
    var svg = header(viewport)

    // The silhouette.
    var silhouette = SVGElement("path")
    silhouette.set("fill", hex(scene.configuration.color))
    timeline.animate(
      &silhouette, "d",
      layouts.map { layout in
        var data = ""
        appendPathData(layout.outline, to: &data)
        return data.isEmpty ? "M0 0" : data
      })
    timeline.animate(&silhouette, "fill-opacity", layouts.map { number($0.fillOpacity, 4) })
    svg += silhouette.rendered

    // Particles and burst images: as many circles as the busiest frame needs.
    let dotsPerFrame = layouts.map { $0.particles + $0.burstImage }
    let dotCount = dotsPerFrame.reduce(0) { Swift.max($0, $1.count) }
    for dotIndex in 0..<dotCount {
      let dots = dotsPerFrame.map { $0.indices.contains(dotIndex) ? $0[dotIndex] : nil }
      var circle = SVGElement("circle")
      circle.set("fill", hex(scene.configuration.color))
      timeline.animate(&circle, "cx", dots.map { number($0?.center.x ?? 0) })
      timeline.animate(&circle, "cy", dots.map { number($0?.center.y ?? 0) })
      timeline.animate(&circle, "r", dots.map { number($0?.radius ?? 0) })
      timeline.animate(&circle, "fill-opacity", dots.map { number($0?.opacity ?? 0, 4) })
      svg += circle.rendered
    }

    // The label.
    if !scene.labelText.isEmpty, layouts.contains(where: { $0.label != nil }) {
      var text = SVGElement("text", textAttributes)
      timeline.animate(&text, "x", layouts.map { number($0.label?.center.x ?? 0) })
      timeline.animate(&text, "y", layouts.map { number($0.label?.baseline ?? 0) })
      timeline.animate(&text, "font-size", layouts.map { number($0.label?.fontSize ?? 1) })
      timeline.animate(&text, "fill-opacity", layouts.map { number($0.label?.opacity ?? 0, 4) })
      text.content += escaped(scene.labelText)
      svg += text.rendered
    }

    // The debug overlay.
    if options.showsDebugOverlay, let first = layouts.first?.debug {
      appendStaticDebugCircles(first, to: &svg)
      var construction = SVGElement("path", constructionStroke)
      timeline.animate(
        &construction, "d", layouts.map { $0.debug.map(debugConstructionPath) ?? "M0 0" })
      svg += construction.rendered
      var markers = SVGElement("path")
      markers.set("fill", Self.constructionColor)
      timeline.animate(&markers, "d", layouts.map { $0.debug.map(debugMarkerPath) ?? "M0 0" })
      svg += markers.rendered
    }
    svg += "</svg>\n"
    return svg
  }

  // MARK: - Pieces

  private func header(_ viewport: Viewport) -> String {
    let width = viewport.size.width
    let height = viewport.size.height
    var svg = "<svg xmlns=\"http://www.w3.org/2000/svg\""
    svg +=
      " width=\"\(number(width * options.scale))\" height=\"\(number(height * options.scale))\""
    svg +=
      " viewBox=\"\(number(viewport.origin.x)) \(number(viewport.origin.y)) \(number(width)) \(number(height))\">\n"
    if let background = options.background {
      svg += "<rect x=\"\(number(viewport.origin.x))\" y=\"\(number(viewport.origin.y))\""
      svg += " width=\"\(number(width))\" height=\"\(number(height))\" fill=\"\(hex(background))\""
      if background.alpha < 1 { svg += " fill-opacity=\"\(number(background.alpha, 4))\"" }
      svg += "/>\n"
    }
    return svg
  }

  private var textAttributes: String {
    "font-family=\"\(escaped(options.fontFamily)), Verdana, sans-serif\" font-weight=\"bold\""
      + " text-anchor=\"middle\" fill=\"\(hex(scene.configuration.labelColor))\""
  }

  private var constructionStroke: String {
    "fill=\"none\" stroke=\"\(Self.constructionColor)\" stroke-width=\"0.6\" stroke-opacity=\"0.7\""
  }

  private func appendStaticDebugCircles(_ debug: FrameLayout.Debug, to svg: inout String) {
    for (circle, color) in [
      (debug.snapCircle, Self.snapColor), (debug.reattachCircle, Self.reattachColor),
    ] {
      svg += "<circle cx=\"\(number(circle.center.x))\" cy=\"\(number(circle.center.y))\""
      svg +=
        " r=\"\(number(circle.radius))\" fill=\"none\" stroke=\"\(color)\" stroke-width=\"0.8\""
      svg += " stroke-dasharray=\"4 3\"/>\n"
    }
  }

  /// Handles, plus the anchor and badge shapes as thin outlines.
  private func debugConstructionPath(_ debug: FrameLayout.Debug) -> String {
    var elements: [PathElement] = []
    if let anchor = debug.anchor { OutlineBuilder.appendCircle(anchor, into: &elements) }
    OutlineBuilder.appendBadge(debug.badge, into: &elements)
    for (start, end) in debug.handles {
      elements.append(.move(to: start))
      elements.append(.line(to: end))
    }
    var data = ""
    appendPathData(elements, to: &data)
    return data.isEmpty ? "M0 0" : data
  }

  /// Squares on control points, small disks on joins, crosses on centres, as one fill.
  private func debugMarkerPath(_ debug: FrameLayout.Debug) -> String {
    var elements: [PathElement] = []
    for point in debug.controlPoints { appendSquare(at: point, half: 1.1, into: &elements) }
    for point in debug.joins {
      OutlineBuilder.appendCircle(Circle(center: point, radius: 1.1), into: &elements)
    }
    for point in debug.centers {
      appendRectangle(
        Point(x: point.x - 3, y: point.y - 0.4), Point(x: point.x + 3, y: point.y + 0.4),
        into: &elements)
      appendRectangle(
        Point(x: point.x - 0.4, y: point.y - 3), Point(x: point.x + 0.4, y: point.y + 3),
        into: &elements)
    }
    var data = ""
    appendPathData(elements, to: &data)
    return data.isEmpty ? "M0 0" : data
  }

  private func appendSquare(at point: Point, half: Double, into elements: inout [PathElement]) {
    appendRectangle(
      Point(x: point.x - half, y: point.y - half), Point(x: point.x + half, y: point.y + half),
      into: &elements)
  }

  private func appendRectangle(_ a: Point, _ b: Point, into elements: inout [PathElement]) {
    elements.append(.move(to: a))
    elements.append(.line(to: Point(x: b.x, y: a.y)))
    elements.append(.line(to: b))
    elements.append(.line(to: Point(x: a.x, y: b.y)))
    elements.append(.close)
  }
}

/// An SVG element being built: attributes, then content (animations, text).
struct SVGElement {
  var name: String
  var attributes = ""
  var content = ""

  init(_ name: String, _ attributes: String = "") {
    self.name = name
    self.attributes = attributes
  }

  /// Adds an attribute.
  mutating func set(_ attribute: String, _ value: String) {
    attributes += " \(attribute)=\"\(value)\""
  }

  /// The element as one line of SVG.
  var rendered: String {
    let start =
      attributes.isEmpty ? "<\(name)" : "<\(name) \(attributes.drop(while: { $0 == " " }))"
    return content.isEmpty ? "\(start)/>\n" : "\(start)>\(content)</\(name)>\n"
  }
}

/// Which frames start when, for `<animate>` elements with discrete key times.
struct Timeline {
  /// The start of each frame as a fraction of the duration.
  var keyTimes: [Double]
  /// The length of one loop, in seconds.
  var duration: Double

  init(scene: RenderScene) {
    let total = scene.totalDuration
    duration = total
    keyTimes = scene.frames.indices.map { index in
      total > 0 ? scene.startTime(ofFrame: index) / total : 0
    }
  }

  /// Gives `element` the attribute's first value and, when it changes, an `<animate>`
  /// with one key time per change (runs of equal values are merged).
  func animate(_ element: inout SVGElement, _ name: String, _ values: [String]) {
    guard let first = values.first else { return }
    element.set(name, first)
    var runValues: [String] = [first]
    var runTimes: [Double] = [0]
    for index in values.indices.dropFirst() where values[index] != values[index - 1] {
      runValues.append(values[index])
      runTimes.append(keyTimes[index])
    }
    guard runValues.count > 1 else { return }
    var animation = "<animate attributeName=\"\(name)\" dur=\"\(number(duration, 4))s\""
    animation += " repeatCount=\"indefinite\" calcMode=\"discrete\" keyTimes=\""
    for (index, time) in runTimes.enumerated() {
      if index > 0 { animation += ";" }
      NumberFormatting.append(time, fractionDigits: 5, to: &animation)
    }
    animation += "\" values=\"\(runValues.joined(separator: ";"))\"/>"
    element.content += animation
  }
}

/// Appends SVG path data (`M x y C ...`) for `elements`.
func appendPathData(_ elements: [PathElement], to text: inout String) {
  func point(_ p: Point) {
    NumberFormatting.append(p.x, fractionDigits: 2, to: &text)
    text += " "
    NumberFormatting.append(p.y, fractionDigits: 2, to: &text)
  }
  for element in elements {
    switch element {
    case .move(let p):
      text += "M"
      point(p)
    case .line(let p):
      text += "L"
      point(p)
    case .quadCurve(let p, let c):
      text += "Q"
      point(c)
      text += " "
      point(p)
    case .curve(let p, let c1, let c2):
      text += "C"
      point(c1)
      text += " "
      point(c2)
      text += " "
      point(p)
    case .close:
      text += "Z"
    }
  }
}

/// `#RRGGBB` for a colour (alpha is written separately as an opacity).
func hex(_ color: BadgeColor) -> String {
  let digits: [Character] = Array("0123456789ABCDEF")
  var text = "#"
  for component in [color.red, color.green, color.blue] {
    let value = Int((clampUnit(component) * 255).rounded())
    text.append(digits[value >> 4])
    text.append(digits[value & 15])
  }
  return text
}

/// A number for SVG, `digits` decimals at most.
func number(_ value: Double, _ digits: Int = 2) -> String {
  NumberFormatting.decimal(value, fractionDigits: digits)
}

/// Text escaped for XML and HTML content and attribute values (`&`, `<`, `>`, `"`).
public func escaped(_ text: String) -> String {
  var result = ""
  for character in text {
    switch character {
    case "&": result += "&amp;"
    case "<": result += "&lt;"
    case ">": result += "&gt;"
    case "\"": result += "&quot;"
    default: result.append(character)
    }
  }
  return result
}
