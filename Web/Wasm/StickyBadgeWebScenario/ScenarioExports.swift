// Scenario, JSON and Swift-source exports: the page runs whole scenarios through the same
// code as `stickybadge simulate`, so a test can compare the two outputs byte for byte.

@_spi(Hosting) import StickyBadge
import StickyBadgeScenario
import StickyBadgeWeb
import StickyBadgeWebConfiguration

/// Plays the scenario JSON in the first `length` bytes of the input buffer at `fps` and
/// writes the `stickybadge simulate` JSON to the output buffer.
///
/// Returns the output length, or minus the length of an error message.
@_expose(wasm, "sb_simulate") @_cdecl("sb_simulate")
func simulateScenario(_ length: Int32, _ fps: Int32) -> Int32 {
  let text = WebModuleState.inputText(count: length)
  do throws(ScenarioError) {
    let scenario = try Scenario.decode(text)
    guard fps >= 1, fps <= 1000 else { throw ScenarioError("fps must be in [1, 1000]") }
    return WebModuleState.setOutput(
      try ScenarioSimulation.simulationJSON(for: scenario, fps: Int(fps)))
  } catch {
    return -WebModuleState.setOutput(error.message)
  }
}

/// Reads the scenario JSON in the input buffer, gives it the playground's current
/// configuration and writes it back out in the CLI's scenario format (every value written).
///
/// Returns the output length, or minus the length of an error message.
@_expose(wasm, "sb_scenario_with_configuration") @_cdecl("sb_scenario_with_configuration")
func scenarioWithConfiguration(_ length: Int32) -> Int32 {
  let text = WebModuleState.inputText(count: length)
  do throws(ScenarioError) {
    var scenario = try Scenario.decode(text)
    scenario.configuration = WebModuleState.configuration
    scenario.stretchyConfiguration = WebModuleState.stretchyConfiguration
    return WebModuleState.setOutput(scenario.encoded())
  } catch {
    return -WebModuleState.setOutput(error.message)
  }
}

/// Writes the `StickyBadgeConfiguration(...)` Swift code for the current configuration.
@_expose(wasm, "sb_config_swift") @_cdecl("sb_config_swift")
func configurationSwiftSource() -> Int32 {
  WebModuleState.setOutput(ConfigurationCoding.swiftSource(WebModuleState.configuration))
}

/// Writes the current configuration as JSON (the scenario file's `"configuration"` object).
@_expose(wasm, "sb_config_json") @_cdecl("sb_config_json")
func configurationJSON() -> Int32 {
  var writer = JSONWriter()
  ConfigurationCoding.encode(WebModuleState.configuration, into: &writer)
  return WebModuleState.setOutput(writer.text)
}
