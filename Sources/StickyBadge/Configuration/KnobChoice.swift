/// A choice: its cases in order are the row's `choices`, its number is the case's index.
protocol KnobChoice: KnobValue, CaseIterable, Equatable where AllCases == [Self] {}

extension KnobChoice {
  var knobNumber: Double { Double(Self.allCases.firstIndex(of: self) ?? 0) }

  init(knobNumber number: Double) {
    self = Self.allCases[knobChoiceIndex(number, count: Self.allCases.count)]
  }
}

/// The index of the case nearest `number` among `count` cases: below 0.5 the first, from
/// `count - 1.5` on the last, and the last for not a number.
func knobChoiceIndex(_ number: Double, count: Int) -> Int {
  var index = 0
  // Comparisons only (false for NaN): no conversion that could trap.
  while index < count - 1 && !(number < Double(index) + 0.5) { index += 1 }
  return index
}

extension PullMode: KnobChoice {}
extension ConnectorStyle: KnobChoice {}
extension BurstStyle: KnobChoice {}
