@_spi(Hosting) import StickyBadge
import Testing

@testable import StickyBadgeWeb
@testable import StickyBadgeWebBlob
@testable import StickyBadgeWebConfiguration
@testable import StickyBadgeWebPackage

/// The rules the page relies on at the wasm boundary, pinned: which outset is which, who
/// starts a clear all, and what a refused configuration leaves behind. In the serialized
/// suite, as they change the modules' shared configuration and tables.
extension WebExportTests {
  @Test(
    "hit outsets: a 28.096 × 20 badge with no touch margin reaches 7.952 left and right, 12 above and below"
  )
  func hitOutsetsByAxis() {
    let saved = WebModuleState.configuration
    defer { WebModuleState.configuration = saved }
    WebModuleState.configuration.touchMargin = 0
    let handle = Self.placedBadge()
    defer { sessionFree(handle) }
    // 44-point target: (44 − 28.096) / 2 beside it, (44 − 20) / 2 above and below.
    #expect(abs(sessionHitOutset(handle, 0) - 7.952) < 1e-9)
    #expect(sessionHitOutset(handle, 1) == 12)
    #expect(sessionHitOutset(handle, 7) == 12)  // any non-zero is vertical
  }

  @Test("clear all: only the group's trigger badge starts it; another badge bursting does not")
  func onlyTheTriggerStartsClearAll() {
    let trigger = Self.placedBadge()
    let other = Self.placedBadge()
    let group = groupNew(trigger)
    defer {
      groupFree(group)
      sessionFree(trigger)
      sessionFree(other)
    }
    // Each pulled 100 points left from its centre (114.048, 50), past the snap distance,
    // and let go: it bursts.
    func burst(_ handle: Int32, at time: Double) {
      #expect(sessionDown(handle, 114.048, 50, time) == 1)
      _ = sessionMove(handle, 14.048, 50, 114.048, 50, time + 0.05)
      sessionUp(handle, 14.048, 50, 114.048, 50, time + 0.1)
      _ = sessionAdvance(handle, time + 0.1)
      _ = sessionEvents(handle)
    }
    burst(other, at: 1)
    #expect(groupTriggered(group) == -1)
    burst(trigger, at: 2)
    #expect(groupTriggered(group) == 2.1)
    #expect(groupTriggered(group) == -1)  // taken once
  }

  @Test(
    "applying a configuration refuses an invalid stretchy-circle knob and an invalid badge knob, keeping both configurations"
  )
  func applyRefusesInvalidKnobs() {
    let savedBadge = WebModuleState.configuration
    let savedStretchy = WebModuleState.stretchyConfiguration
    defer {
      WebModuleState.configuration = savedBadge
      WebModuleState.stretchyConfiguration = savedStretchy
    }
    let knobs = configurationBufferAddress()
    let stretchyFirst = StickyBadgeConfiguration.knobCount
    // The stretchy circle's first knob, maximumOffsetScale, is valid in 0...100.
    readDefaultConfiguration()
    knobs[stretchyFirst] = 101
    knobs[0] = 120  // a valid snap distance, that must not be taken either
    let refused = applyConfiguration()
    #expect(refused > 0)
    #expect(Self.output(refused).contains("maximumOffsetScale"))
    #expect(WebModuleState.stretchyConfiguration == savedStretchy)
    #expect(WebModuleState.configuration == savedBadge)
    // The badge's snap distance (knob 0) must be at least 0.01.
    readDefaultConfiguration()
    knobs[0] = 0
    let refusedBadge = applyConfiguration()
    #expect(refusedBadge > 0 && Self.output(refusedBadge).contains("snapDistance"))
    #expect(WebModuleState.configuration == savedBadge)
    // Just valid: taken.
    knobs[0] = 0.01
    knobs[1] = 0
    #expect(applyConfiguration() == 0)
    #expect(WebModuleState.configuration.snapDistance == 0.01)
  }

  @Test(
    "the blob module's configuration is the stretchy circle's rows: an invalid one is refused, keeping the configuration; a valid one is taken"
  )
  func blobAppliesStretchyRowsOnly() {
    let saved = WebModuleState.stretchyConfiguration
    defer { WebModuleState.stretchyConfiguration = saved }
    let knobs = stretchyConfigurationBufferAddress()
    StretchyCircleConfiguration().writeKnobs(to: knobs)
    // The first row, maximumOffsetScale, is valid in 0...100.
    knobs[0] = 100.0001
    let refused = applyStretchyConfiguration()
    #expect(refused > 0 && Self.output(refused).contains("maximumOffsetScale"))
    #expect(WebModuleState.stretchyConfiguration == saved)
    knobs[0] = 100
    #expect(applyStretchyConfiguration() == 0)
    var expected = StretchyCircleConfiguration()
    expected.maximumOffsetScale = 100
    #expect(WebModuleState.stretchyConfiguration == expected)
  }

  @Test("handles: a freed badge's or group's handle is given out again, a live one never")
  func freedHandlesAreReused() {
    let first = sessionNew()
    let second = sessionNew()
    sessionFree(first)
    let third = sessionNew()
    #expect(third == first)
    #expect(third != second)
    let group = groupNew(second)
    let otherGroup = groupNew(second)
    groupFree(group)
    let thirdGroup = groupNew(second)
    #expect(thirdGroup == group)
    #expect(thirdGroup != otherGroup)
    groupFree(otherGroup)
    groupFree(thirdGroup)
    sessionFree(second)
    sessionFree(third)
  }
}
