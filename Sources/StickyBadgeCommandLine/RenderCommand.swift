import Foundation
@_spi(Hosting) import StickyBadge
import StickyBadgeCommandLineIO
import StickyBadgeRendering
import StickyBadgeScenario

/// `stickybadge render`: pictures of a scenario as an animated SVG, an animated GIF or a PNG.
enum RenderCommand {
  static let help = """
    USAGE: stickybadge render SCENARIO|- --out PATH [--fps N] [--scale S] [--size WxH]
                              [--background none|#RRGGBB] [--debug] [--time T | --frames]

    Draws a scenario file (or standard input with '-') with the same core that runs on
    iOS and in the browser. The extension of --out picks the format:
      .svg  an animated SVG (plays in browsers and on GitHub, loops forever); with
            --time, a still SVG of the frame showing that time
      .gif  an animated GIF (loops forever), rasterised with cairo, encoded with giflib
      .png  one frame, the one showing time --time; with --frames, every frame as
            NAME-0000.png, NAME-0001.png, ... (for video and design tools)
    The file is written atomically: after an error there is no partial output.

    OPTIONS:
      --out PATH          The output file (required): .svg, .gif or .png.
      --fps N             Frames per second, 1 to 120 (default 30; at most 50 for .gif,
                          because browsers slow down faster GIFs).
      --scale S           Pixels per point, 0.25 to 8 (default 2): 1x, 2x or 3x like iOS
                          screens. For .svg it multiplies the displayed size.
      --size WxH          The canvas in points (e.g. 240x160), centred on the animation;
                          by default the canvas fits everything drawn plus 16 points.
      --background B      none (transparent) or #RRGGBB. Default: none for .svg and
                          .png, #FFFFFF for .gif (GIF transparency has no soft edges).
      --debug             Overlay centres, the outline's control points and handles,
                          the snap circle (blue) and the re-attach circle (green).
      --time T            For .png and .svg: the time in seconds, 0 to the scenario's
                          duration (default 0 for .png; .svg without it is animated).
      --frames            For .png: write every frame (at --fps) instead of one.

    A progress line is shown on standard error when it is a terminal.
    """

  /// The output formats, by file extension.
  enum Format: String, CaseIterable {
    case svg, gif, png
  }

  static func run(_ arguments: [String], streams: StandardStreams) throws(CommandFailure) {
    let command = "render"
    let parsed = try ParsedArguments(
      arguments, command: command,
      valueFlags: ["out", "fps", "scale", "size", "background", "time"],
      switchFlags: ["debug", "frames"])
    guard parsed.positionals.count == 1 else {
      throw .usage(
        parsed.positionals.isEmpty
          ? "render: a SCENARIO file (or - for standard input) is required"
          : "render: unexpected argument \(Echo.quoted(parsed.positionals[1]))")
    }
    guard let output = parsed.values["out"], !output.isEmpty else {
      throw .usage("render: --out PATH is required (.svg, .gif or .png)")
    }
    if output.hasSuffix("/") {
      throw .usage(
        "render: --out \(Echo.quoted(output)) ends in '/', which names a folder; give a file name")
    }
    let format = try outputFormat(of: output, command: command)
    let fps = try parsed.integer("fps", command: command, in: 1...120) ?? 30
    if format == .gif && fps > 50 {
      throw .usage(
        "render: --fps must be at most 50 for .gif (browsers slow faster GIFs down), got \(fps)")
    }
    var options = RenderOptions()
    options.scale = try parsed.number("scale", command: command, in: 0.25...8) ?? 2
    options.showsDebugOverlay = parsed.switches.contains("debug")
    if let size = parsed.values["size"] {
      options.canvasSize = try canvasSize(size, command: command)
    }
    if let background = parsed.values["background"] {
      options.background = try backgroundColor(background, command: command)
    } else if format == .gif {
      options.background = .white
    }
    let isStill = parsed.values["time"] != nil
    if isStill && format == .gif {
      throw .usage("render: --time applies to .png and .svg only (.gif shows the whole scenario)")
    }
    let writesAllFrames = parsed.switches.contains("frames")
    if writesAllFrames && format != .png {
      throw .usage("render: --frames applies to .png only")
    }
    if writesAllFrames && parsed.values["time"] != nil {
      throw .usage("render: use either --time or --frames, not both")
    }

    let path = parsed.positionals[0]
    let scenario = try loadScenario(at: path, streams: streams)
    let time = try parsed.number("time", command: command, in: 0...scenario.duration) ?? 0
    let scene: RenderScene
    do {
      scene = try RenderScene(scenario: scenario, fps: fps)
    } catch {
      throw .usage("\(Echo.source(path)): \(error.message)")
    }
    if writesAllFrames {
      try writeFrames(scene, options: options, to: output, streams: streams)
      return
    }
    let bytes = try render(
      scene, format: format, options: options, time: isStill ? time : nil, label: output,
      streams: streams)
    try FileAccess.writeAtomically(bytes, to: output)
  }

  /// Writes every frame as `NAME-0000.png`, ...; all are drawn before any is written,
  /// and a failed write removes the ones already written.
  static func writeFrames(
    _ scene: RenderScene, options: RenderOptions, to output: String, streams: StandardStreams
  ) throws(CommandFailure) {
    let base = (output as NSString).deletingPathExtension
    let progress = ProgressLine(label: output, streams: streams)
    var images: [[UInt8]] = []
    do {
      images = try scene.pngs(options: options) { done, total in progress.update(done, total) }
    } catch {
      progress.finish()
      throw .usage("render: \(error.message)")
    }
    progress.finish()
    var written: [String] = []
    for (index, png) in images.enumerated() {
      var number = String(index)
      while number.count < 4 { number = "0" + number }
      let path = "\(base)-\(number).png"
      do {
        try FileAccess.writeAtomically(png, to: path)
      } catch {
        for path in written { FileAccess.removeFile(path) }
        throw error
      }
      written.append(path)
    }
  }

  /// Draws `scene` in `format`: the frame showing `time` (0 for PNG when nil), or the whole
  /// animation for SVG when `time` is nil; `label` names the output in the progress line.
  static func render(
    _ scene: RenderScene, format: Format, options: RenderOptions, time: Double?, label: String,
    streams: StandardStreams
  ) throws(CommandFailure) -> [UInt8] {
    let progress = ProgressLine(label: label, streams: streams)
    defer { progress.finish() }
    do {
      switch format {
      case .svg:
        let renderer = SVGRenderer(scene: scene, options: options)
        guard let time else { return Array(renderer.animatedSVG().utf8) }
        return Array(renderer.frameSVG(at: scene.frameIndex(at: time)).utf8)
      case .png:
        return try scene.png(frameAt: scene.frameIndex(at: time ?? 0), options: options)
      case .gif:
        return try scene.gif(options: options) { done, total in progress.update(done, total) }
      }
    } catch {
      throw .usage("render: \(error.message)")
    }
  }

  /// The format named by `path`'s extension.
  static func outputFormat(of path: String, command: String) throws(CommandFailure) -> Format {
    let fileExtension = (path as NSString).pathExtension.lowercased()
    guard let format = Format(rawValue: fileExtension) else {
      throw .usage(
        "\(command): --out must end in .svg, .gif or .png, got \(Echo.quoted(path))")
    }
    return format
  }

  /// Parses `WxH` in points.
  static func canvasSize(_ text: String, command: String) throws(CommandFailure) -> CanvasSize {
    let parts = text.lowercased().split(separator: "x", omittingEmptySubsequences: false)
    guard parts.count == 2, let width = Double(parts[0]), let height = Double(parts[1]),
      width.isFinite, height.isFinite, (1...4096).contains(width), (1...4096).contains(height)
    else {
      throw .usage(
        "\(command): --size must be WxH in points, each 1 to 4096 (e.g. 240x160), got \(Echo.quoted(text))"
      )
    }
    return CanvasSize(width: width, height: height)
  }

  /// Parses `none` or `#RRGGBB`.
  static func backgroundColor(_ text: String, command: String) throws(CommandFailure) -> BadgeColor?
  {
    if text == "none" { return nil }
    let digits = text.dropFirst()
    guard text.hasPrefix("#"), digits.count == 6, digits.allSatisfy(\.isHexDigit),
      let value = UInt32(digits, radix: 16)
    else {
      throw .usage("\(command): --background must be none or #RRGGBB, got \(Echo.quoted(text))")
    }
    return BadgeColor(rgb: value)
  }
}

/// A one-line progress display on standard error, shown only when it is a terminal.
///
/// The line is decoration: if writing it fails, it stops showing, and the failure is left
/// for the `error:` line or the result's own checked write to report.
final class ProgressLine {
  private let label: String
  private let streams: StandardStreams
  private var isEnabled: Bool
  private var isShowing = false
  private var lastPercent = -1

  init(label: String, streams: StandardStreams) {
    self.label = Echo.plain(label)
    self.streams = streams
    isEnabled = isatty(streams.error) != 0
  }

  /// Shows `done` of `total`.
  func update(_ done: Int, _ total: Int) {
    guard isEnabled, total > 0 else { return }
    let percent = done * 100 / total
    guard percent != lastPercent else { return }
    lastPercent = percent
    isShowing = true
    if !streams.writeProgress("\r\u{1B}[Krendering \(label): \(percent)%") { isEnabled = false }
  }

  /// Erases the line.
  func finish() {
    guard isShowing else { return }
    isShowing = false
    if !streams.writeProgress("\r\u{1B}[K") { isEnabled = false }
  }
}
