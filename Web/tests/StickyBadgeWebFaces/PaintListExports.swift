// The cross-face test module's exports (stickybadge-faces.wasm, built by
// `scripts/build-web.sh --faces`, not shipped in the page): play a scenario to a time and
// write that frame's paint list into the blob module's paint buffer (sb_paint_buffer, in
// Web/Wasm/StickyBadgeWebBlob), exactly as `stickybadge render` paints it, so
// scripts/check-faces.sh can draw it with Web/package/src/paint-canvas.js and compare the
// pixels with cairo's and with the SVG writer's.

@_spi(Hosting) import StickyBadge
@_spi(Hosting) import StickyBadgeScenario
import StickyBadgeWeb
import StickyBadgeWebBlob

/// Plays the scenario JSON in the first `length` bytes of the input buffer at `fps`, paints
/// the frame showing `time` (with the debug overlay when `debug` is not 0) and writes its
/// paint list into the paint buffer; the label text goes to the output buffer.
///
/// Returns the label's length in bytes, or minus the length of an error message.
@_expose(wasm, "sb_paint_scenario_frame") @_cdecl("sb_paint_scenario_frame")
func paintScenarioFrame(_ length: Int32, _ fps: Int32, _ time: Double, _ debug: Int32) -> Int32 {
  let text = WebModuleState.inputText(count: length)
  do throws(ScenarioError) {
    let scenario = try Scenario.decode(text)
    guard fps >= 1, fps <= 1000 else { throw ScenarioError("fps must be in [1, 1000]") }
    let frames = try ScenarioSimulation.frames(for: scenario, fps: Int(fps))
    let painted = scenario.paintedBadge
    var painter = BadgePainter(
      restingBadge: painted.restingBadge, labelText: painted.labelText,
      configuration: scenario.configuration, showsDebugOverlay: debug != 0)
    painter.paint(frames[ScenarioSimulation.frameIndex(at: time, in: frames)])
    let buffer = UnsafeMutableBufferPointer(
      start: WebModuleState.paint.base, count: WebModuleState.paint.capacity)
    PaintListLayout.write(painter.paintList, to: buffer)
    return WebModuleState.setOutput(painted.labelText)
  } catch {
    return -WebModuleState.setOutput(error.message)
  }
}
