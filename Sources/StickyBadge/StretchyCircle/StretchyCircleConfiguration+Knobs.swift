// The stretchy blob's one configuration table (see `KnobTable`): a new property is a row
// here, in each of its three parts.

extension StretchyCircleConfiguration: KnobTable {
  /// One line per row:
  /// `path|kind|unit|label|choices|minimum|maximum|tuningMinimum|tuningMaximum|step` (see
  /// ``KnobTable``).
  public static var knobText: StaticString {
    """
    maximumOffsetScale|number|× radius|Blob max offset||0|100|0|6|0.1
    lowerCircleShrink|number||Blob lower circle shrink||0|0.95|0|0.95|0.01
    returnSpring.stiffness|spring|1/s²|Blob spring duration (s)||0.01|10000000|0.05|2|0.01
    returnSpring.damping|spring|1/s|Blob spring bounce||0.01|100000|-0.9|0.9|0.01
    connectorSpread|number||Blob connector spread||0|1|0|1|0.01
    handleFactor|number||Blob handle factor||0|10|0|10|0.1
    """
  }

  /// One sentence per row, line `i` for row `i` (the README's tables only).
  public static var knobSummaries: StaticString {
    """
    How far the lower circle can be pulled, as a multiple of the radius (the stretchy-circle write-up, 002: 3).
    How much the lower circle shrinks at the maximum offset (the write-up: 0.5, to half).
    The spring that pulls the blob back into a circle, of unit mass: its stiffness and damping (JSON and the playground's duration and bounce sliders as for the badge's `returnSpring`).
    The blob's spring damping (see `returnSpring.stiffness`).
    The metaball connector's spread.
    The metaball connector's handle factor.
    """
  }

  /// The value of row `index` of ``knobText``.
  public func knob(_ index: Int) -> Double {
    switch index {
    case 0: maximumOffsetScale
    case 1: lowerCircleShrink
    case 2: returnSpring.stiffness
    case 3: returnSpring.damping
    case 4: connectorSpread
    case 5: handleFactor
    default: .nan
    }
  }

  /// Sets row `index` of ``knobText``.
  public mutating func setKnob(_ index: Int, _ value: Double) {
    switch index {
    case 0: maximumOffsetScale = value
    case 1: lowerCircleShrink = value
    case 2: returnSpring.stiffness = value
    case 3: returnSpring.damping = value
    case 4: connectorSpread = value
    case 5: handleFactor = value
    default: break
    }
  }
}
