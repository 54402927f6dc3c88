/// `value` with `change` applied: a configuration set by assignment, as a host sets one, where
/// a test needs it as one expression (`changed(StickyBadgeConfiguration()) { $0.touchMargin = 0 }`).
func changed<Value>(_ value: Value, _ change: (inout Value) -> Void) -> Value {
  var value = value
  change(&value)
  return value
}
