@_spi(Hosting) import StickyBadge
import Testing

@Suite("Badge shape from label text")
struct BadgeShapeTextTests {
  // radius 9: font size 11.7, 0.6 em per character, half a radius of padding per side.
  @Test("two characters make a capsule of half length 2.52, from a String or from bytes")
  func twoCharacters() {
    let fromString = BadgeShape(center: .zero, radius: 9, text: "12")
    let fromBytes = BadgeShape(center: .zero, radius: 9, utf8Text: Array("12".utf8))
    #expect(abs(fromString.halfLength - 2.52) < 1e-12)
    #expect(fromBytes.halfLength == fromString.halfLength)
  }

  @Test("continuation bytes do not count: \"€1\" (four bytes) is two characters")
  func multibyteCharacters() {
    let euroOne: [UInt8] = [0xE2, 0x82, 0xAC, 0x31]
    let shape = BadgeShape(center: .zero, radius: 9, utf8Text: euroOne)
    #expect(abs(shape.halfLength - 2.52) < 1e-12)
    #expect(BadgeShape(center: .zero, radius: 9, text: "€1").halfLength == shape.halfLength)
  }

  @Test("one character fits in the dot: \"é\" (two bytes) leaves a circle")
  func oneCharacter() {
    #expect(BadgeShape(center: .zero, radius: 9, utf8Text: [0xC3, 0xA9] as [UInt8]).isCircle)
    #expect(!BadgeShape(center: .zero, radius: 9, utf8Text: [0x31, 0x32] as [UInt8]).isCircle)
  }
}
