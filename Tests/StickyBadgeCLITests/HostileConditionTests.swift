import Foundation
import Testing

/// A string of `count` copies of `character`.
private func repeated(_ character: String, _ count: Int) -> String {
  String(repeating: character, count: count)
}

/// The scenario padded with spaces to exactly `size` bytes.
private func scenario(ofSize size: Int) -> String {
  scenarioText + repeated(" ", size - scenarioText.utf8.count)
}

/// The tool under broken standard streams, file-size limits, endless and huge input,
/// control characters and huge values: one `error:` line, the right status, no crash,
/// nothing on stdout, no partial file.
@Suite("stickybadge under hostile input and broken I/O")
struct HostileConditionTests {
  static let input = ["in.json": scenarioText]

  static let streamCases: [HostileCase] = [
    HostileCase(
      name: "closed stdin", script: #"exec "$B" simulate - <&-"#, status: 1,
      fragments: ["cannot read <stdin>: standard input is closed"]),
    HostileCase(
      name: "closed stdin for --config -",
      script: #"exec "$B" shape --anchor 1,1 --touch 5,5 --config - <&-"#, status: 1,
      fragments: ["cannot read <stdin>: standard input is closed"]),
    HostileCase(
      name: "a directory as stdin", script: #"exec "$B" simulate - < /"#, status: 1,
      fragments: ["cannot read <stdin>: is a directory"]),
    HostileCase(
      name: "stdin open for writing only (read fails)", script: #"exec "$B" simulate - 0>w"#,
      status: 1, fragments: ["cannot read <stdin>: standard input is not open for reading"],
      scriptFiles: ["w"]),
    HostileCase(
      name: "closed stdout", script: #"exec "$B" simulate in.json >&-"#, status: 1,
      fragments: ["cannot write standard output: it is closed"], files: input),
    HostileCase(
      name: "closed stdout for help shape", script: #"exec "$B" help shape >&-"#, status: 1,
      fragments: ["cannot write standard output: it is closed"]),
    HostileCase(
      name: "closed stderr, usage error: silent status 2", script: #"exec "$B" frobnicate 2>&-"#,
      status: 2, fragments: nil),
    HostileCase(
      name: "closed stderr and stdin: silent status 1", script: #"exec "$B" simulate - <&- 2>&-"#,
      status: 1, fragments: nil),
    HostileCase(
      name: "broken pipe on stdout (SIGPIPE ignored, EPIPE reported)",
      script:
        #"{ "$B" simulate in.json --fps 1000; echo $? > status; } | true; exit $(cat status)"#,
      status: 1, fragments: ["cannot write standard output: broken pipe"], files: input,
      scriptFiles: ["status"]),
  ]

  @Test("broken standard streams", arguments: streamCases)
  func brokenStreams(_ item: HostileCase) throws {
    HostileShell.expectContract(try HostileShell.run(item), item)
  }

  /// Writes to `/dev/full`, a device Linux has (every write fails with ENOSPC) and a Mac has not.
  static let fullDeviceCases: [HostileCase] = [
    HostileCase(
      name: "full stdout", script: #"exec "$B" simulate in.json >/dev/full"#, status: 1,
      fragments: ["cannot write standard output: no space left on device"], files: input),
    HostileCase(
      name: "full stdout for --help", script: #"exec "$B" --help >/dev/full"#, status: 1,
      fragments: ["cannot write standard output: no space left on device"]),
    HostileCase(
      name: "full stdout for shape",
      script: #"exec "$B" shape --anchor 1,1 --touch 5,5 >/dev/full"#,
      status: 1, fragments: ["no space left on device"]),
    HostileCase(
      name: "full stderr, usage error: silent status 2",
      script: #"exec "$B" frobnicate 2>/dev/full"#,
      status: 2, fragments: nil),
    HostileCase(
      name: "full stdout and full stderr: silent status 1",
      script: #"exec "$B" simulate in.json >/dev/full 2>/dev/full"#, status: 1, fragments: nil,
      files: input),
  ]

  @Test(
    "full standard streams (/dev/full)",
    .enabled(
      if: FileManager.default.fileExists(atPath: "/dev/full"), "no /dev/full on this system"),
    arguments: fullDeviceCases)
  func fullStreams(_ item: HostileCase) throws {
    HostileShell.expectContract(try HostileShell.run(item), item)
  }

  static let fileSizeLimitCases: [HostileCase] = [
    HostileCase(
      name: "file-size limit on stdout (SIGXFSZ ignored, EFBIG reported)",
      script: #"ulimit -f 1; "$B" simulate in.json > big.json"#, status: 1,
      fragments: ["cannot write standard output: file too large"], files: input,
      scriptFiles: ["big.json"]),
    HostileCase(
      name: "file-size limit on an output file: no partial file",
      script: #"ulimit -f 1; exec "$B" render in.json --out out.svg"#, status: 1,
      fragments: ["cannot write 'out.svg': file too large"], files: input),
  ]

  /// Whether this process (and so the binary it tests) runs under ThreadSanitizer, whose
  /// runtime cannot start under a tiny `ulimit -f` (it dies with SIGBUS before `main`).
  static let underThreadSanitizer =
    dlsym(UnsafeMutableRawPointer(bitPattern: 0), "__tsan_init") != nil

  @Test(
    "file-size limits (ulimit -f)",
    .disabled(if: underThreadSanitizer, "ThreadSanitizer's runtime cannot start under ulimit -f"),
    arguments: fileSizeLimitCases)
  func fileSizeLimits(_ item: HostileCase) throws {
    HostileShell.expectContract(try HostileShell.run(item), item)
  }

  static let inputCases: [HostileCase] = [
    HostileCase(
      name: "endless stdin (/dev/zero)", script: #"exec "$B" simulate - < /dev/zero"#, status: 2,
      fragments: ["<stdin>: input larger than 4194304 bytes"]),
    HostileCase(
      name: "endless text on stdin", script: #"yes '{"badge":' | "$B" simulate -"#, status: 2,
      fragments: ["<stdin>: input larger than 4194304 bytes"]),
    HostileCase(
      name: "/dev/zero as the input file", script: #"exec "$B" render /dev/zero --out x.png"#,
      status: 2, fragments: ["'/dev/zero': input larger than 4194304 bytes"]),
    HostileCase(
      name: "one byte over the input limit", script: #"exec "$B" simulate over.json"#, status: 2,
      fragments: ["'over.json': input larger than 4194304 bytes"],
      files: ["over.json": scenario(ofSize: 4_194_305)]),
    HostileCase(
      name: "a directory as the input file", script: #"exec "$B" simulate /"#, status: 1,
      fragments: ["cannot read '/': is a directory"]),
    HostileCase(
      name: "a path under a regular file", script: #"exec "$B" simulate in.json/x.json"#,
      status: 1, fragments: ["cannot read 'in.json/x.json': not a directory"], files: input),
    HostileCase(
      name: "a missing input file", script: #"exec "$B" simulate nope.json"#, status: 1,
      fragments: ["cannot read 'nope.json': no such file or directory"]),
    HostileCase(
      name: "output into a missing folder", script: #"exec "$B" render in.json --out no/x.svg"#,
      status: 1, fragments: ["cannot write 'no/x.svg': no such directory"], files: input),
    HostileCase(
      name: "output under a regular file", script: #"exec "$B" render in.json --out in.json/x.svg"#,
      status: 1, fragments: ["cannot write 'in.json/x.svg': not a directory"], files: input),
    HostileCase(
      name: "output onto an existing folder",
      script: #"mkdir d.svg && exec "$B" render in.json --out d.svg"#, status: 1,
      fragments: ["cannot write 'd.svg': is a directory"], files: input, scriptFiles: ["d.svg"]),
    HostileCase(
      name: "output onto a pipe is refused, not replaced",
      script: #"mkfifo p.svg && exec "$B" render in.json --out p.svg"#, status: 1,
      fragments: ["cannot write 'p.svg': not a regular file"], files: input,
      scriptFiles: ["p.svg"]),
    HostileCase(
      name: "--out ending in a slash", script: #"exec "$B" render in.json --out newdir.svg/"#,
      status: 2, fragments: ["--out 'newdir.svg/' ends in '/'"], files: input),
    HostileCase(
      name: "demo into a path under a regular file", script: #"exec "$B" demo --out in.json/g"#,
      status: 1, fragments: ["cannot create 'in.json/g': 'in.json' is a file, not a folder"],
      files: input),
    HostileCase(
      name: "input that is not UTF-8", script: #"printf '{"a\377": 1}' | "$B" simulate -"#,
      status: 2, fragments: ["<stdin>: not UTF-8 text"]),
  ]

  @Test("endless, oversized and unreadable input; unwritable outputs", arguments: inputCases)
  func badSources(_ item: HostileCase) throws {
    HostileShell.expectContract(try HostileShell.run(item), item)
  }

  static let echoCases: [HostileCase] = [
    HostileCase(
      name: "newline and escape in a command",
      script: #"exec "$B" "$(printf 'fr\nob\033[31m')""#, status: 2,
      fragments: [#"unknown command 'fr\nob\u{1b}[31m'"#]),
    HostileCase(
      name: "newline in a flag", script: #"exec "$B" shape "$(printf -- '--co\nlour')" red"#,
      status: 2, fragments: [#"unknown flag --co\nlour"#]),
    HostileCase(
      name: "newline in a file name", script: #"exec "$B" simulate "$(printf 'a\nb.json')""#,
      status: 1, fragments: [#"cannot read 'a\nb.json': no such file or directory"#]),
    HostileCase(
      name: "carriage return in a value",
      script: #"exec "$B" shape --anchor "$(printf '1\r2')" --touch 1,1"#, status: 2,
      fragments: [#"--anchor must be X,Y"#, #"got '1\r2'"#]),
    HostileCase(
      name: "a 100 KB unknown flag is shortened",
      script: #"exec "$B" shape --"$(head -c 100000 /dev/zero | tr '\0' k)""#, status: 2,
      fragments: ["unknown flag --kkkk", "k\u{2026}k", "k (100000 characters)"]),
    HostileCase(
      name: "a 100 KB unknown key is shortened", script: #"exec "$B" simulate key.json"#,
      status: 2, fragments: ["key.json: badge.kkkk", "\u{2026}: unknown key"],
      files: ["key.json": #"{"badge": {"center": [1, 1], ""# + repeated("k", 100_000) + #"": 1}}"#]),
    HostileCase(
      name: "ESC in badge text (scenario)", script: #"exec "$B" render esc.json --out x.svg"#,
      status: 2,
      fragments: [
        "esc.json: badge.text: text contains the control character U+001B at character 2"
      ],
      files: ["esc.json": #"{"badge": {"center": [9, 9], "text": "1\u001b2"}}"#]),
    HostileCase(
      name: "U+0000 in badge text (scenario, PNG)",
      script: #"exec "$B" render nul.json --out x.png"#,
      status: 2,
      fragments: ["badge.text: text contains the control character U+0000 at character 1"],
      files: ["nul.json": #"{"badge": {"center": [9, 9], "text": "\u0000"}}"#]),
    HostileCase(
      name: "U+0001 in badge text (scenario, GIF)",
      script: #"exec "$B" render one.json --out x.gif"#,
      status: 2,
      fragments: ["badge.text: text contains the control character U+0001 at character 3"],
      files: ["one.json": #"{"badge": {"center": [9, 9], "text": "ab\u0001"}}"#]),
    HostileCase(
      name: "ESC in --text",
      script: #"exec "$B" shape --anchor 1,1 --touch 2,2 --text "$(printf '9\033')""#,
      status: 2,
      fragments: ["shape: --text: text contains the control character U+001B at character 2"]),
  ]

  @Test("control characters and long values in echoes and badge text", arguments: echoCases)
  func echoes(_ item: HostileCase) throws {
    let outcome = try HostileShell.run(item)
    HostileShell.expectContract(outcome, item)
    #expect(
      outcome.standardError.utf8.count < 1100, "line of \(outcome.standardError.utf8.count) bytes")
  }

  static let valueCases: [HostileCase] = [
    HostileCase(
      name: "1e300 as a radius in a scenario", script: #"exec "$B" simulate big.json"#, status: 2,
      fragments: ["big.json: badge.radius: must be between 0.5 and 1000, got 1e300"],
      files: ["big.json": #"{"badge": {"center": [1, 1], "radius": 1e300}}"#]),
    HostileCase(
      name: "-2.5E+20 as a coordinate", script: #"exec "$B" simulate far.json"#, status: 2,
      fragments: ["badge.center[0]: must be between -100000 and 100000, got -2.5e20"],
      files: ["far.json": #"{"badge": {"center": [-2.5E+20, 1]}}"#]),
    HostileCase(
      name: "a tiny negative value echoed, not rounded to 0",
      script: #"exec "$B" simulate t.json"#, status: 2,
      fragments: ["t.json: touches[0].time: must be between 0 and 600, got -1.25e-7"],
      files: [
        "t.json":
          #"{"badge": {"center": [1, 1]}, "touches": [{"time": -0.000000125, "phase": "began", "location": [1, 1]}]}"#
      ]),
    HostileCase(
      name: "1e300 as --radius",
      script: #"exec "$B" shape --anchor 1,1 --touch 2,2 --radius 1e300"#,
      status: 2, fragments: ["--radius must be between", "got 1e300"]),
    HostileCase(
      name: "a 25-digit --fps",
      script: #"exec "$B" simulate in.json --fps 9999999999999999999999999"#,
      status: 2, fragments: ["--fps must be a whole number, got '9999999999999999999999999'"],
      files: input),
    HostileCase(
      name: "a 1 MB label", script: #"exec "$B" render label.json --out x.svg"#, status: 2,
      fragments: ["label.json: badge.text: text too long (1000000 characters, limit 64)"],
      files: [
        "label.json": #"{"badge": {"center": [1, 1], "text": ""# + repeated("9", 1_000_000) + "\"}}"
      ]),
    HostileCase(
      name: "a 65-character label", script: #"exec "$B" simulate label.json"#, status: 2,
      fragments: ["badge.text: text too long (65 characters, limit 64)"],
      files: ["label.json": #"{"badge": {"center": [1, 1], "text": ""# + repeated("9", 65) + "\"}}"]
    ),
    HostileCase(
      name: "a 65-character --text",
      script: #"exec "$B" shape --anchor 1,1 --touch 2,2 --text "# + repeated("8", 65),
      status: 2, fragments: ["shape: --text: text too long (65 characters, limit 64)"]),
  ]

  @Test("huge values are named as written", arguments: valueCases)
  func hugeValues(_ item: HostileCase) throws {
    HostileShell.expectContract(try HostileShell.run(item), item)
  }

  @Test("input of exactly 4194304 bytes is accepted, one byte more is refused")
  func inputLimitBoundary() throws {
    let item = HostileCase(
      name: "at the limit", script: #"exec "$B" simulate - < at.json"#, status: 0, fragments: nil,
      files: ["at.json": scenario(ofSize: 4_194_304)])
    let outcome = try HostileShell.run(item)
    #expect(outcome.status == 0 && outcome.standardError.isEmpty)
    #expect(try CLI.json(String(decoding: outcome.standardOutput, as: UTF8.self))["frames"] != nil)
    let over = try HostileShell.run(
      HostileCase(
        name: "over", script: #"exec "$B" simulate - < over.json"#, status: 2, fragments: nil,
        files: ["over.json": scenario(ofSize: 4_194_305)]))
    #expect(over.status == 2 && over.standardError.contains("input larger than 4194304 bytes"))
  }

  @Test("labels of 64 printable characters are drawn")
  func longestLabel() throws {
    let label = repeated("9", 63) + "\u{263A}"
    let item = HostileCase(
      name: "64", script: #"exec "$B" render label.json --out x.svg"#, status: 0, fragments: nil,
      files: ["label.json": #"{"badge": {"center": [1, 1], "text": ""# + label + "\"}}"],
      scriptFiles: ["x.svg"])
    let outcome = try HostileShell.run(item)
    #expect(outcome.status == 0 && outcome.standardError.isEmpty && outcome.leftovers.isEmpty)
  }

  @Test("closed stdout or stderr does not stop a command that does not need them")
  func unusedStreamsMayBeClosed() throws {
    let render = try HostileShell.run(
      HostileCase(
        name: "render with stdout and stderr closed",
        script: #""$B" render in.json --out x.svg >&- 2>&-; s=$?; head -c 5 x.svg; exit $s"#,
        status: 0, fragments: nil, files: Self.input, scriptFiles: ["x.svg"]))
    #expect(render.status == 0 && render.leftovers.isEmpty)
    #expect(
      String(decoding: render.standardOutput, as: UTF8.self) == "<?xml"
        || String(decoding: render.standardOutput, as: UTF8.self) == "<svg ")
    let shape = try HostileShell.run(
      HostileCase(
        name: "shape with stdin and stderr closed",
        script: #"exec "$B" shape --anchor 1,1 --touch 2,2 <&- 2>&-"#, status: 0, fragments: nil))
    #expect(shape.status == 0)
    #expect(
      try CLI.json(String(decoding: shape.standardOutput, as: UTF8.self))["phase"] as? String
        == "attached")
  }

  @Test("help help, and --flag=value is documented")
  func helpContract() throws {
    let help = try CLI.run(["help", "help"])
    #expect(
      help.status == 0 && help.stderr.isEmpty && help.stdout.hasPrefix("USAGE: stickybadge help"))
    let overview = try CLI.run(["--help"])
    #expect(overview.stdout.contains("'--name value' or '--name=value'"))
    #expect(overview.stdout.contains("4194304 bytes"))
  }
}
