import Testing

@testable import StickyBadgeScenario

@Suite("JSON")
struct JSONTests {
  @Test(
    "valid documents parse",
    arguments: [
      ("{}", JSONValue.object([])),
      ("[]", .array([])),
      (" 0 ", .number(0)),
      ("-12.5e2", .number(-1250)),
      ("1E-3", .number(0.001)),
      ("\"a\\u00e9\\n\\\"\"", .string("aé\n\"")),
      ("\"\\ud83d\\ude00\"", .string("😀")),
      ("[true,false,null]", .array([.bool(true), .bool(false), .null])),
      (
        "{\"b\":1,\"a\":[2]}",
        .object([
          JSONMember(key: "b", value: .number(1)),
          JSONMember(key: "a", value: .array([.number(2)])),
        ])
      ),
    ])
  func valid(text: String, expected: JSONValue) throws {
    #expect(try JSONParser.parse(text) == expected)
  }

  @Test(
    "invalid documents fail with the line and column",
    arguments: [
      ("", "line 1, column 1"),
      ("{", "line 1, column 2"),
      ("{\"a\":1,}", "line 1, column 8"),
      ("[1 2]", "line 1, column 4"),
      ("{\n  \"a\": tru\n}", "line 2, column 8"),
      ("01", "leading zeros"),
      ("1e999", "out of range"),
      ("\"\\x\"", "invalid escape"),
      ("\"abc", "unterminated"),
      ("{\"a\":1,\"a\":2}", "duplicate key"),
      ("[1] 2", "after the JSON value"),
      ("\"\\ud800\"", "surrogate"),
      (String(repeating: "[", count: 100), "nesting"),
    ])
  func invalid(text: String, fragment: String) {
    do {
      _ = try JSONParser.parse(text)
      Issue.record("parsed \(text)")
    } catch {
      #expect(error.message.contains(fragment), "\(error.message)")
    }
  }

  @Test("numbers parse exactly for the values scenarios use")
  func numbers() throws {
    for (text, value) in [
      ("0.1", 0.1), ("123.456", 123.456), ("-0.0625", -0.0625), ("1e2", 100.0),
      ("3.14159", 3.14159),
    ] {
      #expect(try JSONParser.parse(text) == .number(value))
    }
  }

  @Test("the writer escapes strings and formats numbers the same everywhere")
  func writer() {
    var writer = JSONWriter()
    writer.beginObject()
    writer.key("s")
    writer.string("a\"b\\c\n\u{1}")
    writer.key("n")
    writer.beginArray()
    for value in [0.0, -0.0, 1.5, -2.25, 1.0 / 3.0, 123456.78904, 1e20] { writer.number(value) }
    writer.endArray()
    writer.endObject()
    #expect(
      writer.text
        == #"{"s":"a\"b\\c\n\u0001","n":[0,0,1.5,-2.25,0.3333,123456.789,999999999999999]}"#)
  }
}
