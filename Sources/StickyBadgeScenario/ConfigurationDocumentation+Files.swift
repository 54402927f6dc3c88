@_spi(Hosting) import StickyBadge

// Documentation only: not compiled into the WebAssembly build, which never writes it.
#if !hasFeature(Embedded)

  extension ConfigurationDocumentation {
    /// Every place a knob appears outside the configuration tables, written from them:
    /// `stickybadge knobs --write` writes them all, `--check` fails when one is out of date.
    public static let files: [KnobFile] = [
      KnobFile("Docs/Configuration.md", write: reference),
      KnobFile(
        "Web/package/index.d.ts",
        between: "// knobs: written by `stickybadge knobs --write` from the core's tables",
        and: "// end of knobs", write: typeScriptDeclaration),
      KnobFile(
        "Web/package/README.md",
        between:
          "<!-- knob table: written by `stickybadge knobs --write` from the core's tables -->",
        and: "<!-- end of knob table -->",
        write: { knobTable(defaults: StickyBadgeConfiguration()) }),
      KnobFile("Web/package/src/tuning-fields.js", write: tuningFieldsJavaScript),
      KnobFile(
        "Web/package/index.d.ts",
        between: "// presets: written by `stickybadge knobs --write` from the core's table",
        and: "// end of presets", write: presetTypeScriptDeclaration),
      KnobFile(
        "Web/package/README.md",
        between:
          "<!-- preset table: written by `stickybadge knobs --write` from the core's table -->",
        and: "<!-- end of preset table -->", write: presetTable),
      KnobFile(
        "Docs/WriteUps.md",
        between:
          "<!-- preset table: written by `stickybadge knobs --write` from the core's table -->",
        and: "<!-- end of preset table -->", write: presetTable),
      KnobFile(
        "Fuzz/scenario.dict",
        between: "# knob names: written by `stickybadge knobs --write` from the core's tables",
        and: "# end of knob names", write: fuzzDictionary),
    ]

    /// The scenario fuzzer's dictionary entries for the configuration: every JSON key and
    /// choice of both tables, once each, in table order, then the presets' names
    /// (`Fuzz/scenario.dict`).
    public static func fuzzDictionary() -> String {
      var words: [String] = []
      func add(_ word: String) { if !words.contains(word) { words.append(word) } }
      func add<Table: KnobTable>(_ table: Table.Type) {
        for row in KnobRow.rows(of: table) {
          add(row.group)
          if row.isNested { add(row.member) }
          for choice in row.choices { add(choice) }
        }
      }
      add(StickyBadgeConfiguration.self)
      add(StretchyCircleConfiguration.self)
      for preset in StickyBadgePreset.allCases { add(preset.rawValue) }
      return words.map { "\"\\\"\($0)\\\"\"" }.joined(separator: "\n")
    }
  }
#endif
