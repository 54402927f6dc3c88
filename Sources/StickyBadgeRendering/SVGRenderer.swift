@_spi(Hosting) import StickyBadge

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

  /// The paint list of every frame, in order.
  private func paintLists() -> [PaintList] {
    var painter = scene.painter(options: options)
    return scene.frames.map { frame in
      painter.paint(frame)
      return painter.paintList
    }
  }

  /// A still SVG of frame `index`.
  public func frameSVG(at index: Int) -> String {
    let viewport = scene.viewport(options: options)
    var painter = scene.painter(options: options)
    painter.paint(scene.frames[index])
    let list = painter.paintList
    var svg = header(viewport)
    svg += "<path d=\""
    appendPathData(list.outline, to: &svg)
    svg += "\" fill=\"\(hex(list.fillColor))\""
    if list.outlineOpacity < 1 { svg += " fill-opacity=\"\(number(list.outlineOpacity, 4))\"" }
    svg += "/>\n"
    for circle in list.circles where circle.isVisible {
      svg +=
        "<circle cx=\"\(number(circle.center.x))\" cy=\"\(number(circle.center.y))\" r=\"\(number(circle.radius))\""
      svg += " fill=\"\(hex(list.fillColor))\" fill-opacity=\"\(number(circle.opacity, 4))\"/>\n"
    }
    let label = list.label
    if label.isVisible {
      svg += "<text x=\"\(number(label.centerX))\" y=\"\(number(label.baselineY))\""
      svg += " font-size=\"\(number(label.fontSize))\" \(textAttributes(list))"
      if label.opacity < 1 { svg += " fill-opacity=\"\(number(label.opacity, 4))\"" }
      svg += ">\(escaped(label.text))</text>\n"
    }
    if list.debug.isVisible {
      appendGuides(list.debug, to: &svg)
      svg +=
        "<path d=\"\(pathData(list.debug.construction))\" \(constructionStroke(list.debug))/>\n"
      svg += "<path d=\"\(pathData(list.debug.markers))\"\(markerFill(list.debug))/>\n"
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
    let lists = paintLists()
    let timeline = Timeline(scene: scene)
    var svg = header(viewport)
    guard let first = lists.first else { return svg + "</svg>\n" }

    // The silhouette.
    var silhouette = SVGElement("path")
    silhouette.set("fill", hex(first.fillColor))
    timeline.animate(&silhouette, "d", lists.map { pathData($0.outline) })
    timeline.animate(&silhouette, "fill-opacity", lists.map { number($0.outlineOpacity, 4) })
    svg += silhouette.rendered

    // Particles and burst images: as many circles as the busiest frame needs.
    let circleCount = lists.reduce(0) { Swift.max($0, $1.circles.count) }
    for circleIndex in 0..<circleCount {
      let circles = lists.map {
        $0.circles.indices.contains(circleIndex) ? $0.circles[circleIndex] : nil
      }
      var element = SVGElement("circle")
      element.set("fill", hex(first.fillColor))
      timeline.animate(&element, "cx", circles.map { number($0?.center.x ?? 0) })
      timeline.animate(&element, "cy", circles.map { number($0?.center.y ?? 0) })
      timeline.animate(&element, "r", circles.map { number($0?.radius ?? 0) })
      timeline.animate(&element, "fill-opacity", circles.map { number($0?.opacity ?? 0, 4) })
      svg += element.rendered
    }

    // The label.
    if !first.label.text.isEmpty, lists.contains(where: { $0.label.isVisible }) {
      var text = SVGElement("text", textAttributes(first))
      let labels = lists.map { $0.label.isVisible ? $0.label : nil }
      timeline.animate(&text, "x", labels.map { number($0?.centerX ?? 0) })
      timeline.animate(&text, "y", labels.map { number($0?.baselineY ?? 0) })
      timeline.animate(&text, "font-size", labels.map { number($0?.fontSize ?? 1) })
      timeline.animate(&text, "fill-opacity", labels.map { number($0?.opacity ?? 0, 4) })
      text.content += escaped(first.label.text)
      svg += text.rendered
    }

    // The debug overlay.
    if first.debug.isVisible {
      appendGuides(first.debug, to: &svg)
      var construction = SVGElement("path", constructionStroke(first.debug))
      timeline.animate(&construction, "d", lists.map { pathData($0.debug.construction) })
      svg += construction.rendered
      var markers = SVGElement("path")
      markers.attributes += markerFill(first.debug)
      timeline.animate(&markers, "d", lists.map { pathData($0.debug.markers) })
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

  private func textAttributes(_ list: PaintList) -> String {
    "font-family=\"\(escaped(options.fontFamily)), Verdana, sans-serif\" font-weight=\"bold\""
      + " text-anchor=\"middle\" fill=\"\(hex(list.labelColor))\""
  }

  private func constructionStroke(_ debug: DebugOverlayPaint) -> String {
    var attributes = "fill=\"none\" stroke=\"\(hex(debug.constructionColor))\""
    attributes += " stroke-width=\"\(number(debug.constructionLineWidth))\""
    if debug.constructionOpacity < 1 {
      attributes += " stroke-opacity=\"\(number(debug.constructionOpacity, 4))\""
    }
    return attributes
  }

  private func markerFill(_ debug: DebugOverlayPaint) -> String {
    var attributes = " fill=\"\(hex(debug.markerColor))\""
    if debug.markerOpacity < 1 {
      attributes += " fill-opacity=\"\(number(debug.markerOpacity, 4))\""
    }
    return attributes
  }

  private func appendGuides(_ debug: DebugOverlayPaint, to svg: inout String) {
    for guide in [debug.snapGuide, debug.reattachGuide] {
      let circle = guide.circle
      svg += "<circle cx=\"\(number(circle.center.x))\" cy=\"\(number(circle.center.y))\""
      svg += " r=\"\(number(circle.radius))\" fill=\"none\" stroke=\"\(hex(guide.color))\""
      svg += " stroke-width=\"\(number(guide.lineWidth))\""
      svg += " stroke-dasharray=\"\(number(guide.dashLength)) \(number(guide.gapLength))\"/>\n"
    }
  }

  /// SVG path data for `elements`; `M0 0` for none, so an animated `d` always has a value.
  private func pathData(_ elements: [PathElement]) -> String {
    var data = ""
    appendPathData(elements, to: &data)
    return data.isEmpty ? "M0 0" : data
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
