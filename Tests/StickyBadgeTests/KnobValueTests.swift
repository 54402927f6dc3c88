import Testing

@_spi(Hosting) @testable import StickyBadge

/// How a row's number becomes its property (``KnobValue``): every number gives a value
/// without trapping, and a value gives back its number.
@Suite("Knob values")
struct KnobValueTests {
  @Test("a choice is the case nearest the index: the first below 0.5, the second from 0.5")
  func choice() {
    #expect(PullMode(knobNumber: 0.4999) == .bigCircleStays)
    #expect(PullMode(knobNumber: 0.5) == .bigCircleMoves)
    #expect(PullMode(knobNumber: 0.5001) == .bigCircleMoves)
    #expect(PullMode(knobNumber: -.infinity) == .bigCircleStays)
    #expect(PullMode(knobNumber: .infinity) == .bigCircleMoves)
    #expect(PullMode(knobNumber: .nan) == .bigCircleMoves)
    #expect(knobChoiceIndex(1.4999, count: 3) == 1 && knobChoiceIndex(1.5, count: 3) == 2)
    #expect(BurstStyle.frames.knobNumber == 1 && ConnectorStyle.metaball.knobNumber == 0)
  }

  @Test("an integer is rounded and clamped to ±1,000,000; not finite gives -1")
  func integer() {
    #expect(Int(knobNumber: 2.4999) == 2 && Int(knobNumber: 2.5) == 3)
    #expect(Int(knobNumber: 1e7) == 1_000_000 && Int(knobNumber: -1e7) == -1_000_000)
    #expect(Int(knobNumber: .nan) == -1 && Int(knobNumber: .infinity) == -1)
  }

  @Test("a seed is rounded and clamped to [0, 2⁵³]; negative or not finite gives 0")
  func seed() {
    #expect(UInt64(knobNumber: 7.5) == 8 && UInt64(knobNumber: -0.4) == 0)
    #expect(UInt64(knobNumber: 1e300) == 9_007_199_254_740_992)
    #expect(UInt64(knobNumber: .nan) == 0 && UInt64(knobNumber: -1) == 0)
  }

  @Test("knob(_:) sets the value and returns the number it held")
  func exchange() {
    var flag = true
    #expect(flag.knob(0) == 1 && !flag)
    #expect(flag.knob(0.25) == 0 && flag)
    var count = 14
    #expect(count.knob(20.4) == 14 && count == 20)
  }
}
