@_spi(Hosting) import StickyBadge

// Documentation only: not compiled into the WebAssembly build, which never writes it.
#if !hasFeature(Embedded)

  extension ConfigurationDocumentation {
    /// The presets (``StickyBadgePreset``) as a Markdown table, written from the core's one
    /// table of them: each name (what `--preset`, `preset` and Swift's `.name` take), the look
    /// it is, and what it sets on top of the defaults, as Swift assignments
    /// (`Docs/WriteUps.md`, the web package's README).
    public static func presetTable() -> String {
      var lines = [
        "| Preset | The look | What it sets that differs from the defaults |",
        "| --- | --- | --- |",
      ]
      let rows = KnobRow.rows(of: StickyBadgeConfiguration.self)
      let defaults = KnobRow.values(of: StickyBadgeConfiguration())
      for preset in StickyBadgePreset.allCases {
        let assignments = ConfigurationCoding.swiftAssignments(
          rows, KnobRow.values(of: preset.configuration), defaults: defaults
        ).map { $0.dropFirst("configuration.".count) }
        let sets =
          assignments.isEmpty
          ? "nothing: the defaults" : assignments.map { "`\($0)`" }.joined(separator: ", ")
        lines.append("| `\(preset.rawValue)` | \(text(preset.summary)) | \(sets) |")
      }
      return lines.joined(separator: "\n")
    }

    /// The presets' names as a TypeScript type (`Web/package/index.d.ts`): what the
    /// `preset` attribute and `presetConfiguration` take.
    public static func presetTypeScriptDeclaration() -> String {
      let names = StickyBadgePreset.allCases.map { "\"\($0.rawValue)\"" }
      return """
        /** A preset's name: the core's named configurations (Docs/WriteUps.md). Written from the
         * core's table by `stickybadge knobs --write`. */
        export type StickyBadgePresetName = \(names.joined(separator: " | "));
        """
    }
  }
#endif
