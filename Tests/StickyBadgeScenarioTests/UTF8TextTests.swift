@_spi(Hosting) import StickyBadge
import Testing

@testable import StickyBadgeScenario

/// The scenario layer works on UTF-8 bytes (no Unicode normalization in the wasm build);
/// these pin what that means for text that is not plain ASCII.
@Suite("UTF-8 text in the scenario layer")
struct UTF8TextTests {
  @Test("raw multi-byte text and escapes mix in one string")
  func rawAndEscapedText() throws {
    #expect(try JSONParser.parse("\"é\\u00e9😀\\ud83d\\ude00\\u0000\"") == .string("éé😀😀\u{0}"))
  }

  @Test("the writer copies multi-byte text and escapes only ASCII controls, quote and backslash")
  func writerEscapes() {
    var writer = JSONWriter()
    writer.string("é😀\u{2028}\u{7F}\u{1F}\t")
    #expect(writer.text == "\"é😀\u{2028}\u{7F}\\u001f\\t\"")
  }

  @Test("error messages escape C0 controls, DEL, U+0085, U+2028 and U+2029, nothing else")
  func errorEscapes() {
    let error = ScenarioError("a\u{1}b\u{7F}c\u{85}d\u{2028}e\u{2029}f\u{2027}g\u{A0}h\n\r\t")
    #expect(
      error.message == "a\\u{1}b\\u{7f}c\\u{85}d\\u{2028}e\\u{2029}f\u{2027}g\u{A0}h\\n\\r\\t")
  }

  @Test("keys are compared by code units: a decomposed \"é\" is another key than a composed one")
  func keysByCodeUnits() throws {
    // Canonically equivalent, different bytes: both kept, no duplicate-key error.
    let value = try JSONParser.parse("{\"\u{E9}\": 1, \"e\u{301}\": 2}")
    guard case .object(let members) = value else {
      Issue.record("expected an object")
      return
    }
    #expect(members.count == 2)
  }

  @Test("springs: each pair alone, defaults for a missing half, anything else refused")
  func springPairs() throws {
    func spring(_ json: String) throws -> Spring {
      try ConfigurationCoding.decodeSpring(JSONField(try JSONParser.parse(json), path: "s"))
    }
    #expect(try spring("{}") == Spring(duration: 0.5, bounce: 0))
    #expect(try spring("{\"bounce\": 0.2}") == Spring(duration: 0.5, bounce: 0.2))
    #expect(try spring("{\"dampingRatio\": 0.5}") == Spring(response: 0.5, dampingRatio: 0.5))
    #expect(
      try spring("{\"stiffness\": 100, \"damping\": 10}") == Spring(stiffness: 100, damping: 10))
    #expect(throws: ScenarioError.self) { try spring("{\"stiffness\": 100}") }
    #expect(throws: ScenarioError.self) { try spring("{\"duration\": 1, \"damping\": 10}") }
  }
}
