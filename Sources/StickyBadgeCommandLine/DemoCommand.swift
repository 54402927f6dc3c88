import Foundation
@_spi(Hosting) import StickyBadge
import StickyBadgeCommandLineIO
import StickyBadgeDemoScenarios
import StickyBadgeRendering
import StickyBadgeScenario

/// `stickybadge demo`: renders the built-in scenarios into an HTML gallery.
enum DemoCommand {
  static let help = """
    USAGE: stickybadge demo [--out DIR] [--fps N] [--scale S]

    Renders every built-in scenario (the files in the repository's Sources/StickyBadgeDemoScenarios/,
    built into the binary) into a gallery: for each, an animated SVG, an animated GIF,
    an SVG with the debug overlay and the scenario file itself, plus DIR/index.html
    showing them side by side with the scenario JSON and the matching Swift
    configuration. The page links playground.html, the interactive web playground that
    scripts/build-web.sh writes into the same folder.

    Files are written atomically; other files in DIR are left alone. Prints the path of
    index.html when done.

    OPTIONS:
      --out DIR    The gallery folder (default stickybadge-demo), created if missing.
      --fps N      Frames per second of the animations, 1 to 50 (default 30).
      --scale S    Pixels per point of the GIFs, 0.25 to 8 (default 2).
    """

  static func run(_ arguments: [String], streams: StandardStreams) throws(CommandFailure) {
    let command = "demo"
    let parsed = try ParsedArguments(
      arguments, command: command, valueFlags: ["out", "fps", "scale"])
    if let extra = parsed.positionals.first {
      throw .usage("demo: unexpected argument \(Echo.quoted(extra))")
    }
    let directory = parsed.values["out"] ?? "stickybadge-demo"
    guard !directory.isEmpty else { throw .usage("demo: --out needs a folder name") }
    let fps = try parsed.integer("fps", command: command, in: 1...50) ?? 30
    let scale = try parsed.number("scale", command: command, in: 0.25...8) ?? 2

    // The gallery's pictures are GIFs: where they cannot be drawn (a Mac build), nothing is
    // written, not even the folder.
    guard RenderScene.isRasterOutputAvailable else {
      throw .usage("demo: \(RenderScene.rasterUnavailable.message)")
    }
    try FileAccess.makeFolder(directory)

    let progress = ProgressLine(label: directory, streams: streams)
    defer { progress.finish() }
    var entries: [GalleryEntry] = []
    let scenarios = DemoScenarios.all
    for (index, item) in scenarios.enumerated() {
      // The file's text, shown in the page without its final line break.
      var json = String(decoding: item.json, as: UTF8.self)
      if json.hasSuffix("\n") { json.removeLast() }
      let scenario: Scenario
      let scene: RenderScene
      do {
        scenario = try Scenario.decode(json)
        scene = try RenderScene(scenario: scenario, fps: fps)
      } catch {
        throw .usage("built-in scenario \(item.name): \(error.message)")
      }
      let path = { (suffix: String) in
        (directory as NSString).appendingPathComponent(item.name + suffix)
      }
      try FileAccess.writeAtomically(item.json, to: path(".json"))
      var options = RenderOptions(scale: scale)
      let svg = SVGRenderer(scene: scene, options: options).animatedSVG()
      try FileAccess.writeAtomically(Array(svg.utf8), to: path(".svg"))
      options.showsDebugOverlay = true
      let debugSVG = SVGRenderer(scene: scene, options: options).animatedSVG()
      try FileAccess.writeAtomically(Array(debugSVG.utf8), to: path("-debug.svg"))
      options.showsDebugOverlay = false
      options.background = .white
      let gif: [UInt8]
      do {
        gif = try scene.gif(options: options) { done, total in
          progress.update(index * total + done, scenarios.count * total)
        }
      } catch {
        throw .usage("demo: \(item.name): \(error.message)")
      }
      try FileAccess.writeAtomically(gif, to: path(".gif"))
      let viewport = scene.viewport(options: options)
      entries.append(
        GalleryEntry(
          file: item.name, scenario: scenario, json: json,
          width: viewport.size.width * scale, height: viewport.size.height * scale,
          gifBytes: gif.count))
    }
    let html = galleryPage(entries, fps: fps, scale: scale)
    let indexPath = (directory as NSString).appendingPathComponent("index.html")
    try FileAccess.writeAtomically(Array(html.utf8), to: indexPath)
    progress.finish()
    try streams.writeOutput("demo: \(entries.count) scenarios rendered; open \(indexPath)\n")
  }

  /// One scenario in the gallery.
  struct GalleryEntry {
    var file: String
    var scenario: Scenario
    var json: String
    var width: Double
    var height: Double
    var gifBytes: Int
  }

  /// The gallery page: one section per scenario, SVG and GIF side by side with the JSON.
  static func galleryPage(_ entries: [GalleryEntry], fps: Int, scale: Double) -> String {
    var html = """
      <!doctype html>
      <html lang="en">
      <head>
      <meta charset="utf-8">
      <meta name="viewport" content="width=device-width, initial-scale=1">
      <title>StickyBadge gallery</title>
      <style>
      body { font: 15px/1.45 -apple-system, "Segoe UI", "DejaVu Sans", sans-serif; margin: 0; color: #1d1d1f; background: #f5f5f7; }
      header { padding: 24px 32px 8px; }
      header h1 { margin: 0 0 4px; font-size: 26px; }
      header p { margin: 4px 0; max-width: 60em; }
      nav { padding: 0 32px 8px; }
      nav a { margin-right: 12px; white-space: nowrap; }
      a { color: #0a58ca; }
      .playground { display: inline-block; margin: 8px 0; padding: 8px 14px; border-radius: 8px; background: #F74C31; color: white; text-decoration: none; font-weight: 600; }
      section { background: white; margin: 16px 32px; padding: 16px 20px; border-radius: 12px; box-shadow: 0 1px 3px rgba(0,0,0,.08); }
      section h2 { margin: 0 0 4px; font-size: 19px; }
      section p { margin: 0 0 12px; max-width: 60em; }
      .row { display: flex; flex-wrap: wrap; gap: 16px; align-items: flex-start; }
      .row > figure.source { flex: 1 1 300px; min-width: 0; max-width: 640px; }
      figure { margin: 0; }
      figure img { display: block; border: 1px solid #e3e3e8; border-radius: 6px; background: white; }
      figcaption { font-size: 12px; color: #6e6e73; margin-top: 4px; }
      pre { margin: 0; font: 12px/1.35 "DejaVu Sans Mono", Menlo, monospace; background: #f6f8fa; border: 1px solid #e3e3e8; border-radius: 6px; padding: 8px 10px; overflow: auto; }
      .json { max-height: 320px; }
      details { margin-top: 8px; }
      code { font: 12px "DejaVu Sans Mono", Menlo, monospace; }
      </style>
      </head>
      <body>
      <header>
      <h1>StickyBadge gallery</h1>
      <p>Every picture below was drawn by <code>stickybadge</code> from the scenario file next to it, with
      the same deterministic core that runs on iOS and in the browser: animated SVG on the left (vector,
      plays in any browser and on GitHub), animated GIF (cairo at \(NumberFormatting.decimal(scale))x, giflib) in the middle.
      Edit a scenario file and run <code>stickybadge render FILE --out picture.gif</code> to draw your own.</p>
      <a class="playground" href="playground.html">Open the interactive playground &rarr;</a>
      </header>
      <nav>

      """
    for entry in entries {
      html +=
        "<a href=\"#\(entry.file)\">\(escaped(entry.scenario.name.isEmpty ? entry.file : entry.scenario.name))</a>\n"
    }
    html += "</nav>\n"
    for entry in entries {
      let name = entry.scenario.name.isEmpty ? entry.file : entry.scenario.name
      let width = NumberFormatting.decimal(entry.width, fractionDigits: 0)
      let height = NumberFormatting.decimal(entry.height, fractionDigits: 0)
      html += "<section id=\"\(entry.file)\">\n<h2>\(escaped(name))</h2>\n"
      if !entry.scenario.summary.isEmpty {
        html += "<p>\(escaped(entry.scenario.summary))</p>\n"
      }
      html += "<div class=\"row\">\n"
      html +=
        "<figure><img src=\"\(entry.file).svg\" width=\"\(width)\" height=\"\(height)\" alt=\"\(escaped(name)), animated SVG\">"
      html += "<figcaption><a href=\"\(entry.file).svg\">\(entry.file).svg</a> &middot; "
      html += "<a href=\"\(entry.file)-debug.svg\">with debug overlay</a></figcaption></figure>\n"
      html +=
        "<figure><img src=\"\(entry.file).gif\" width=\"\(width)\" height=\"\(height)\" alt=\"\(escaped(name)), animated GIF\">"
      html +=
        "<figcaption><a href=\"\(entry.file).gif\">\(entry.file).gif</a> &middot; \(entry.gifBytes / 1024) KB</figcaption></figure>\n"
      html += "<figure class=\"source\"><pre class=\"json\">\(escaped(entry.json))</pre>"
      html += "<figcaption><a href=\"\(entry.file).json\">\(entry.file).json</a> &middot; "
      html +=
        "<code>stickybadge render \(entry.file).json --out \(entry.file).gif</code></figcaption></figure>\n"
      html += "</div>\n"
      if case .badge = entry.scenario.subject {
        html += "<details><summary>The same configuration in Swift</summary><pre>"
        html += escaped(ConfigurationCoding.swiftSource(entry.scenario.configuration))
        html += "</pre></details>\n"
      }
      html += "</section>\n"
    }
    html += "<footer style=\"padding: 8px 32px 32px; color: #6e6e73; font-size: 12px\">"
    html += "\(entries.count) scenarios at \(fps) frames per second. "
    html += "Debug overlay: centres (crosses), the outline's control points (squares) and handles, "
    html += "the snap distance (blue circle) and the re-attach distance (green circle).</footer>\n"
    html += "</body>\n</html>\n"
    return html
  }
}
